import type { AxiosInstance } from 'axios';
import type { MarcCollectionInfo } from '@codex/domain';

export async function fetchMarcCollections(http: AxiosInstance): Promise<MarcCollectionInfo[]> {
  return (await http.get<MarcCollectionInfo[]>('/api/documents/marc-collections')).data;
}

/** GET /api/documents/help-documents: the titles getHelpDocument serves. */
export async function fetchHelpDocumentTitles(http: AxiosInstance): Promise<string[]> {
  return (await http.get<string[]>('/api/documents/help-documents')).data;
}
