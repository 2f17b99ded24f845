import type { AxiosInstance } from 'axios';
import type { SearchType } from '@codex/domain';

export interface TypeAheadResult {
  id: number | string;
  designation: string | null;
  contentCode: string;
  documentTitle: string;
  designationNo?: string | null;
}

export interface TypeAheadGroup {
  publisher: { code: string; name: string };
  flag?: unknown;
  results: TypeAheadResult[];
}

export type FetchSuggestions = (keywords: string, searchType: SearchType, signal: AbortSignal) => Promise<TypeAheadGroup[]>;

/** POST /api/documents/search/type-ahead: suggestions grouped by publisher. */
export function typeAheadFetcher(http: AxiosInstance): FetchSuggestions {
  return async (keywords, searchType, signal) => {
    const response = await http.post<TypeAheadGroup[]>('/api/documents/search/type-ahead', { keywords, 'search-type': searchType }, { signal });
    return Array.isArray(response.data) ? response.data : [];
  };
}
