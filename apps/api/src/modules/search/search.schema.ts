import { z } from 'zod';
import { LIMITS, PAGE_SIZES, SEARCH_TYPES } from '@codex/domain';

/**
 * Search values as the spec treats them: URL-decoded when they still carry %-escapes, cut to
 * 500 characters (never rejected), control characters dropped (PostgreSQL refuses NUL in text),
 * and an empty search meaning everything ('*').
 */
export function cleanKeywords(raw: string): string {
  let text = raw;
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A '%' sequence that does not decode is searched as the text it is.
    }
  }
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  text = [...text].slice(0, LIMITS.searchInput).join('').trim();
  return text === '' ? '*' : text;
}

/** Generous bounds on the raw value: the cut to 500 happens after, so a long paste still searches. */
export const Keywords = z.string().max(20_000).default('*').transform(cleanKeywords);

const RefinementKeys = z.array(z.string().max(300)).max(200).optional();

/** The seven refinement families of the spec; each is a list of selected node keys. */
export const REFINEMENT_FAMILIES = ['icsCodeList', 'publisherList', 'categoryList', 'topicList', 'industryList', 'documentTypeList', 'committeeList'] as const;
export type RefinementFamily = (typeof REFINEMENT_FAMILIES)[number];

const refinementShape = {
  icsCodeList: RefinementKeys,
  publisherList: RefinementKeys,
  categoryList: RefinementKeys,
  topicList: RefinementKeys,
  industryList: RefinementKeys,
  documentTypeList: RefinementKeys,
  committeeList: RefinementKeys,
};
export type Refinements = Partial<Record<RefinementFamily, string[]>>;

/** K keyword, D designation, A all. */
export const SearchField = z.enum(['K', 'D', 'A']).default('A');
export type SearchField = z.infer<typeof SearchField>;

const searchShape = {
  keywords: Keywords,
  searchField: SearchField,
  sortType: z.enum(['BEST_MATCH', 'OVERRIDE_SORT']).default('BEST_MATCH'),
  ...refinementShape,
};

export const SearchBody = z.strictObject(searchShape);
export const EntitledSearchBody = z.strictObject({ ...searchShape, publisherId: z.number().int().positive().nullable().optional() });
export type SearchBody = z.infer<typeof EntitledSearchBody>;

export const SearchQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.search),
  sort: z
    .string()
    .regex(/^title,(asc|desc)$/i, 'Pattern')
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const CountBody = z.strictObject({
  keywords: Keywords,
  searchField: SearchField,
  section: z.enum(['Publisher', 'Category']).default('Publisher'),
  publisherId: z.number().int().positive().nullable().optional(),
  ...refinementShape,
});
export type CountBody = z.infer<typeof CountBody>;

export const TypeAheadType = z.enum([...SEARCH_TYPES, 'A']).default('ALL');
export const TypeAheadBody = z.strictObject({ keywords: Keywords, 'search-type': TypeAheadType });
export const PublisherTypeAheadBody = z.strictObject({ keywords: Keywords, publisher: z.string().max(64), 'search-type': TypeAheadType });

const Link = z.object({ id: z.number().int(), designationNo: z.string(), contentCode: z.string() });

export const SearchDocument = z.object({
  contentCode: z.string(),
  documentType: z.string(),
  publisherName: z.string(),
  publisherCode: z.string(),
  status: z.string(),
  lastUpdateDate: z.string().nullable(),
  publishDate: z.string().nullable(),
  publishedOnlineDate: z.string().nullable(),
  language: z.string(),
  translations: z.array(z.object({ contentId: z.number().int(), contentCode: z.string(), displayCode: z.string() })),
  connections: z.object({ versions: z.array(Link) }),
  supplements: z.array(z.object({ displayDesignation: z.string(), contentCode: z.string() })),
  designationNo: z.string(),
  documentTitle: z.string(),
  description: z.string().nullable(),
  displayDesignation: z.string(),
});
export type SearchDocument = z.infer<typeof SearchDocument>;

export const SearchResult = z.object({ count: z.number().int(), nextPageFlag: z.boolean(), documents: z.array(SearchDocument) });
export type SearchResult = z.infer<typeof SearchResult>;

export interface RefinementNode {
  key: string;
  name: string;
  count: number;
  isChecked: boolean;
  parentKey: string | null;
  parentName: string | null;
  child: RefinementNode[];
}
export const RefinementNode: z.ZodType<RefinementNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    count: z.number().int(),
    isChecked: z.boolean(),
    parentKey: z.string().nullable(),
    parentName: z.string().nullable(),
    child: z.array(RefinementNode),
  }),
);

const Nodes = z.array(RefinementNode);
export const RefinementLists = z.object({
  icsCodeList: Nodes,
  publisherList: Nodes,
  categoryList: Nodes,
  topicList: Nodes,
  industryList: Nodes,
  documentTypeList: Nodes,
  committeeList: Nodes,
});
export type RefinementLists = z.infer<typeof RefinementLists>;
export const RefinementCounts = RefinementLists.extend({ count: z.number().int() });
export type RefinementCounts = z.infer<typeof RefinementCounts>;

export const TypeAheadGroup = z.object({
  publisher: z.object({ code: z.string(), name: z.string() }),
  flag: z.boolean(),
  results: z.array(
    z.object({
      id: z.number().int(),
      designation: z.string(),
      contentCode: z.string(),
      documentTitle: z.string(),
      designationNo: z.string(),
      connections: z.array(Link),
    }),
  ),
});
export type TypeAheadGroup = z.infer<typeof TypeAheadGroup>;

export const LanguageQuery = z.strictObject({ language: z.string().max(16).optional() });
export const TaxonomyParams = z.strictObject({ taxonomy: z.string().max(64) });
