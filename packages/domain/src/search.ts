import { z } from 'zod';
import type { REFINEMENT_FAMILIES, SEARCH_FIELDS } from './search-constants.js';

/**
 * The answers of the search calls (reading-experience.md section 3): results, refinement counts and type-ahead
 * suggestions, as the API sends them and the reader and the header search read them. Browser code imports only the
 * types from here (`import type`); runtime constants are in search-constants.ts, which has no zod.
 */

export type SearchField = (typeof SEARCH_FIELDS)[number];

export type RefinementFamily = (typeof REFINEMENT_FAMILIES)[number];
/** The refinements a search or count call narrows to: the selected node keys of each family. */
export type Refinements = Partial<Record<RefinementFamily, string[]>>;

/** Another version of a document, as results and suggestions link to it. */
export const DocumentLink = z.object({ id: z.number().int(), designationNo: z.string(), contentCode: z.string() });
export type DocumentLink = z.infer<typeof DocumentLink>;

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
  connections: z.object({ versions: z.array(DocumentLink) }),
  supplements: z.array(z.object({ displayDesignation: z.string(), contentCode: z.string() })),
  designationNo: z.string(),
  documentTitle: z.string(),
  description: z.string().nullable(),
  displayDesignation: z.string(),
});
export type SearchDocument = z.infer<typeof SearchDocument>;

/** A results page: the documents, the total and whether another page follows. */
export const SearchResult = z.object({
  count: z.number().int(),
  nextPageFlag: z.boolean(),
  documents: z.array(SearchDocument),
  /**
   * Set when nothing matched the words as typed: the words the results are for instead (misspellings corrected, or
   * the commonest words of a long query left out). The reader says so above the results.
   */
  correctedKeywords: z.string().optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** One node of a refinement list, with its count and its children (a publisher's sections). */
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

/** The count call's answer: the total and every family's list (the refinement sidebar, the table of contents). */
export const RefinementCounts = RefinementLists.extend({ count: z.number().int() });
export type RefinementCounts = z.infer<typeof RefinementCounts>;

/** Type-ahead suggestions of one publisher; flag says whether the session's account subscribes to it. */
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
      connections: z.array(DocumentLink),
    }),
  ),
});
export type TypeAheadGroup = z.infer<typeof TypeAheadGroup>;
