/** Custom collections' constants (reading-experience.md sections 7 and 9), free of zod for the browser bundles. */

/** The reader's page sizes; the first is the default. */
export const CUSTOM_COLLECTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export type CustomCollectionPageSize = (typeof CUSTOM_COLLECTION_PAGE_SIZES)[number];

/** The designation sort toggle; ALPHA_ASC is the default. */
export const CUSTOM_COLLECTION_SORT_TYPES = ['ALPHA_ASC', 'ALPHA_DESC'] as const;
export type CustomCollectionSortType = (typeof CUSTOM_COLLECTION_SORT_TYPES)[number];

/** A collection's name: not named by the spec, bounded like the product's other names. */
export const CUSTOM_COLLECTION_NAME_MAX = 255;
/** How many documents one add call takes. */
export const CUSTOM_COLLECTION_ADD_MAX = 100;
