/** Request and answer schemas of custom collections: the shared contract in @codex/domain. */
export {
  AddCustomCollectionItemsRequest,
  AdminCustomCollection,
  AdminCustomCollectionDetail,
  AdminCustomCollectionIdParams,
  AdminCustomCollectionItemParams,
  AdminCustomCollectionListQuery,
  CreateCustomCollectionRequest,
  CustomCollectionPage,
  CustomCollectionPageQuery,
  RenameCustomCollectionRequest,
} from '@codex/domain';
