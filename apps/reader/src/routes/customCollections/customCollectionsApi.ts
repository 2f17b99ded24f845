import type { AxiosInstance } from 'axios';
import type { CustomCollectionItem, CustomCollectionPage, CustomCollectionSortType } from '@codex/domain';
import { saveDownload } from '../../features/files/index.js';

/** GET api/v1/custom-collection/current-user/pageable?sortType&pageSize&offset (offset counts rows). */
export async function fetchCustomCollection(http: AxiosInstance, query: { sortType: CustomCollectionSortType; pageSize: number; offset: number }): Promise<CustomCollectionPage['value']> {
  return (await http.get<CustomCollectionPage>('/api/v1/custom-collection/current-user/pageable', { params: query })).data.value;
}

export type DownloadOutcome = 'saved' | 'noPdf' | 'failed';

/**
 * Downloads an item's PDF. The spec's no-PDF message answers a document without one: not downloadable, no file
 * (404), or an empty file.
 */
export async function downloadItem(http: AxiosInstance, item: CustomCollectionItem): Promise<DownloadOutcome> {
  if (!item.downloadable) return 'noPdf';
  try {
    const saved = await saveDownload(http, '/api/documents/download', `${item.designation}.pdf`, { contentCode: item.contentCode });
    return saved.size === 0 ? 'noPdf' : 'saved';
  } catch (error) {
    return (error as { response?: { status?: number } }).response?.status === 404 ? 'noPdf' : 'failed';
  }
}
