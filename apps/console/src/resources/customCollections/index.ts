import { lazy } from 'react';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { ACCOUNT_ADMINS } from '../../providers/access.js';

/** The resource's own calls, which the console's data provider joins to react-admin's methods. */
export { customCollectionCalls, type CustomCollectionCalls } from './customCollectionCalls.js';

/** Custom collections: an account's admin (their account) or the operator (any account of the tenant) curates them. */
export default {
  name: 'customCollections',
  access: ACCOUNT_ADMINS,
  list: lazy(() => import('./CustomCollectionList.js')),
  create: lazy(() => import('./CustomCollectionCreate.js')),
  edit: lazy(() => import('./CustomCollectionEdit.js')),
  icon: CollectionsBookmarkIcon,
  recordRepresentation: 'name',
};
