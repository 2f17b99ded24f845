import type { AdminCustomCollectionDetail, SearchResult } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, fillPath } from '@codex/data/dataProvider';

/** The endpoints of a custom collection's documents and of finding documents to add. */
const CUSTOM_COLLECTION_ENDPOINTS = {
  addToCustomCollection: { method: 'POST', path: '/api/admin/custom-collections/{id}/items' },
  removeFromCustomCollection: { method: 'DELETE', path: '/api/admin/custom-collections/{id}/items/{contentCode}' },
  /** The library's own search, within the publishers the admin's account subscribes to: where documents to add are found. */
  searchEntitledDocuments: { method: 'POST', path: '/api/documents/entitled-documents/search' },
} as const;

/** The customCollections resource's calls beyond react-admin's methods. */
export interface CustomCollectionCalls {
  /** Adds documents (by contentCode) to a custom collection; answers the collection with its documents. */
  addToCustomCollection(id: string | number, contentCodes: string[]): Promise<{ data: AdminCustomCollectionDetail }>;
  /** Removes one document from a custom collection; answers the collection with its documents. */
  removeFromCustomCollection(id: string | number, contentCode: string): Promise<{ data: AdminCustomCollectionDetail }>;
  /** The first page of the library's search within the account's subscriptions. */
  searchEntitledDocuments(keywords: string, size?: number): Promise<SearchResult>;
}

export function customCollectionCalls(http: HttpClient): CustomCollectionCalls {
  return {
    async addToCustomCollection(id, contentCodes) {
      const response = await consoleCall(() => http.post(fillPath(CUSTOM_COLLECTION_ENDPOINTS.addToCustomCollection.path, { id }), { contentCodes }));
      return { data: response.data as AdminCustomCollectionDetail };
    },

    async removeFromCustomCollection(id, contentCode) {
      const response = await consoleCall(() => http.delete(fillPath(CUSTOM_COLLECTION_ENDPOINTS.removeFromCustomCollection.path, { id, contentCode })));
      return { data: response.data as AdminCustomCollectionDetail };
    },

    async searchEntitledDocuments(keywords, size = 10) {
      const response = await consoleCall(() =>
        http.post<SearchResult>(CUSTOM_COLLECTION_ENDPOINTS.searchEntitledDocuments.path, { keywords, searchField: 'A' }, { params: { page: 0, size } }),
      );
      return response.data;
    },
  };
}
