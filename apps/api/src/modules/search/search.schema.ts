import { z } from 'zod';
import { LIMITS, PAGE_SIZES, SEARCH_FIELDS, SEARCH_TYPES, type RefinementFamily } from '@codex/domain';

/** The answers and the refinement families are the contract the clients read too: @codex/domain search.ts. */
export {
  REFINEMENT_FAMILIES,
  RefinementCounts,
  RefinementLists,
  RefinementNode,
  SearchDocument,
  SearchResult,
  TypeAheadGroup,
  type RefinementFamily,
  type Refinements,
} from '@codex/domain';

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

const refinementShape = {
  icsCodeList: RefinementKeys,
  publisherList: RefinementKeys,
  categoryList: RefinementKeys,
  topicList: RefinementKeys,
  industryList: RefinementKeys,
  documentTypeList: RefinementKeys,
  committeeList: RefinementKeys,
} satisfies Record<RefinementFamily, typeof RefinementKeys>;

/** K keyword, D designation, A all. */
export const SearchField = z.enum(SEARCH_FIELDS).default('A');
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

export const LanguageQuery = z.strictObject({ language: z.string().max(16).optional() });
export const TaxonomyParams = z.strictObject({ taxonomy: z.string().max(64) });
