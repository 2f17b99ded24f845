/**
 * The search calls' answers as the browser reads them (spec "reading experience", section 3, and the
 * API's search.schema.ts). Kept as plain types so the reader bundle carries no schema library.
 */

/** The seven refinement families of the spec, in the order the sidebar shows them. */
export const REFINEMENT_FAMILIES = ['publisherList', 'categoryList', 'committeeList', 'documentTypeList', 'topicList', 'icsCodeList', 'industryList'] as const;
export type RefinementFamily = (typeof REFINEMENT_FAMILIES)[number];

export interface DocumentLink {
  id: number;
  designationNo: string;
  contentCode: string;
}

export interface SearchDocument {
  contentCode: string;
  documentType: string;
  publisherName: string;
  publisherCode?: string;
  status: string;
  lastUpdateDate: string | null;
  publishDate: string | null;
  publishedOnlineDate: string | null;
  language: string;
  translations: { contentId: number; contentCode: string; displayCode: string }[];
  connections: { versions: DocumentLink[] };
  supplements: { displayDesignation: string; contentCode: string }[];
  designationNo: string;
  documentTitle: string;
  description: string | null;
  displayDesignation: string;
}

export interface SearchResult {
  count: number;
  nextPageFlag: boolean;
  documents: SearchDocument[];
}

export interface RefinementNode {
  key: string;
  name: string;
  count: number;
  isChecked: boolean;
  parentKey: string | null;
  parentName: string | null;
  child: RefinementNode[];
}

export type RefinementLists = Record<RefinementFamily, RefinementNode[]>;
export type RefinementCounts = RefinementLists & { count: number };
