import type { AxiosInstance } from 'axios';
import type { SearchType, TypeAheadGroup as TypeAheadAnswer } from '@codex/domain';

/** The part of a suggestion the header shows: designation, title and the document it opens. */
export type TypeAheadResult = Pick<TypeAheadAnswer['results'][number], 'id' | 'designation' | 'contentCode' | 'documentTitle'>;

/**
 * A publisher's suggestions as the header reads them; without `flag` the account is taken as subscribed
 * (only `flag: false` says otherwise).
 */
export type TypeAheadGroup = Pick<TypeAheadAnswer, 'publisher'> & Partial<Pick<TypeAheadAnswer, 'flag'>> & { results: TypeAheadResult[] };

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
      ? await http.post<TypeAheadGroup[]>('/api/documents/search/type-ahead/publisher', { keywords, publisher: options.publisher, 'search-type': searchType }, { signal, background: true })
      : await http.post<TypeAheadGroup[]>('/api/documents/search/type-ahead', { keywords, 'search-type': searchType }, { signal, background: true });
    return Array.isArray(response.data) ? response.data.filter((group) => Array.isArray(group?.results) && group.results.length > 0) : [];
  };
}
