import { z } from 'zod';
import {
  CUSTOM_COLLECTION_ADD_MAX,
  CUSTOM_COLLECTION_NAME_MAX,
  CUSTOM_COLLECTION_PAGE_SIZES,
  CUSTOM_COLLECTION_SORT_TYPES,
} from './custom-collections-constants.js';

/**
 * Custom collections (issue 17 item 5, docs/adr/0031): the reader's GET api/v1/custom-collection/current-user/pageable
 * and the console's /api/admin/custom-collections.
 */

/** GET api/v1/custom-collection/current-user/pageable?sortType&pageSize&offset (offset counts rows). */
export const CustomCollectionPageQuery = z
  .object({
    sortType: z.enum(CUSTOM_COLLECTION_SORT_TYPES).default('ALPHA_ASC'),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (CUSTOM_COLLECTION_PAGE_SIZES as readonly number[]).includes(n), `One of ${CUSTOM_COLLECTION_PAGE_SIZES.join(', ')}`)
      .default(CUSTOM_COLLECTION_PAGE_SIZES[0]),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .strict();
export type CustomCollectionPageQuery = z.input<typeof CustomCollectionPageQuery>;

/** The spec's custom collection item (designation, title, contentCode) with the publisher the table shows and whether a PDF can be had. */
export const CustomCollectionItem = z.object({
  designation: z.string(),
  title: z.string(),
  contentCode: z.string(),
  publisherName: z.string(),
  publisherCode: z.string(),
  /** False when the publisher does not allow the download or the document has no PDF: the reader shows the no-PDF message. */
  downloadable: z.boolean(),
});
export type CustomCollectionItem = z.infer<typeof CustomCollectionItem>;

/** The spec's answer: value.content, totalElements, pageSize (the page inside `value`). */
export const CustomCollectionPage = z.object({
  value: z.object({
    content: z.array(CustomCollectionItem),
    totalElements: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type CustomCollectionPage = z.infer<typeof CustomCollectionPage>;

const CollectionName = z.string().trim().min(1, 'Required').max(CUSTOM_COLLECTION_NAME_MAX, `At most ${CUSTOM_COLLECTION_NAME_MAX} characters`);

/** GET /api/admin/custom-collections?page&size&sort&accountId; total in x-total-count. */
export const AdminCustomCollectionListQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(25),
    sort: z
      .string()
      .regex(/^(name|accountName|itemCount|updatedAt)(,(asc|desc))?$/i, 'Pattern')
      .default('name,asc'),
    accountId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type AdminCustomCollectionListQuery = z.input<typeof AdminCustomCollectionListQuery>;

export const AdminCustomCollectionIdParams = z.object({ id: z.coerce.number().int().positive() });
export const AdminCustomCollectionItemParams = z.object({ id: z.coerce.number().int().positive(), contentCode: z.string().min(1).max(200) });

/** POST /api/admin/custom-collections: accountId defaults to the admin's selected account. */
export const CreateCustomCollectionRequest = z.object({ name: CollectionName, accountId: z.number().int().positive().optional() }).strict();
export type CreateCustomCollectionRequest = z.input<typeof CreateCustomCollectionRequest>;

/** PUT /api/admin/custom-collections/{id}: rename. */
export const RenameCustomCollectionRequest = z.object({ name: CollectionName }).strict();

/** POST /api/admin/custom-collections/{id}/items: documents by contentCode. */
export const AddCustomCollectionItemsRequest = z
  .object({ contentCodes: z.array(z.string().trim().min(1).max(200)).min(1).max(CUSTOM_COLLECTION_ADD_MAX) })
  .strict();
export type AddCustomCollectionItemsRequest = z.input<typeof AddCustomCollectionItemsRequest>;

/** A document in a collection as the console lists it: who added it and when. */
export const AdminCustomCollectionItem = z.object({
  contentCode: z.string(),
  designation: z.string(),
  title: z.string(),
  publisherName: z.string(),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
export type AdminCustomCollectionItem = z.infer<typeof AdminCustomCollectionItem>;

/** A collection row of the console's list. */
export const AdminCustomCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  accountNumber: z.string(),
  itemCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomCollection = z.infer<typeof AdminCustomCollection>;

/** GET /api/admin/custom-collections/{id}: the row with its documents, newest first. */
export const AdminCustomCollectionDetail = AdminCustomCollection.extend({ items: z.array(AdminCustomCollectionItem) });
export type AdminCustomCollectionDetail = z.infer<typeof AdminCustomCollectionDetail>;
