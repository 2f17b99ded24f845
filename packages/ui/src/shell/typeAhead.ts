import type { AxiosInstance } from 'axios';
import type { SearchType } from '@codex/domain';

export interface TypeAheadResult {
  id: number | string;
  designation: string | null;
  contentCode: string;
  documentTitle: string;
  designationNo?: string | null;
  /** Other versions of the same document. */
  connections?: { id: number | string; designationNo: string; contentCode: string }[];
}

export interface TypeAheadGroup {
  publisher: { code: string; name: string };
  /** Whether the session's account subscribes to this publisher. */
  flag?: boolean;
  results: TypeAheadResult[];
}

export type FetchSuggestions = (keywords: string, searchType: SearchType, signal: AbortSignal) => Promise<TypeAheadGroup[]>;

export interface TypeAheadOptions {
  /**
   * A tenant that offers one publisher only (billboard tenant-publisher-only) asks that publisher's
   * suggestions: POST /api/documents/search/type-ahead/publisher.
   */
  publisher?: string | null;
}

/** POST /api/documents/search/type-ahead (or its /publisher form): suggestions grouped by publisher. */
export function typeAheadFetcher(http: AxiosInstance, options: TypeAheadOptions = {}): FetchSuggestions {
  return async (keywords, searchType, signal) => {
    const response = options.publisher
      ? await http.post<TypeAheadGroup[]>('/api/documents/search/type-ahead/publisher', { keywords, publisher: options.publisher, 'search-type': searchType }, { signal })
      : await http.post<TypeAheadGroup[]>('/api/documents/search/type-ahead', { keywords, 'search-type': searchType }, { signal });
    return Array.isArray(response.data) ? response.data.filter((group) => Array.isArray(group?.results) && group.results.length > 0) : [];
  };
}
