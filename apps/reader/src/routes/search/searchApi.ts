import type { AxiosInstance } from 'axios';
import type { ContentVerification, RefinementCounts, SearchResult } from '@codex/domain';
import { saveBlob } from '../../features/files/index.js';
import { countRequestOf, searchRequestOf, type SearchState } from './searchState.js';

/** Runs the search call of a results page (keyword, designation, all, entitled or semantic). */
export async function fetchSearchResults(http: AxiosInstance, state: SearchState, signal?: AbortSignal): Promise<SearchResult> {
  const { url, query, body } = searchRequestOf(state);
  const response = await http.post<SearchResult>(url, body, { params: query, signal, background: true });
  const data = response.data;
  const page = { count: data?.count ?? 0, nextPageFlag: Boolean(data?.nextPageFlag), documents: Array.isArray(data?.documents) ? data.documents : [] };
  return typeof data?.correctedKeywords === 'string' && data.correctedKeywords !== '' ? { ...page, correctedKeywords: data.correctedKeywords } : page;
}

/** Runs the count call that fills the refinement sidebar. */
export async function fetchRefinementCounts(http: AxiosInstance, state: SearchState, signal?: AbortSignal): Promise<RefinementCounts> {
  const { url, body } = countRequestOf(state);
  const response = await http.post<RefinementCounts>(url, body, { signal, background: true });
  return response.data;
}

export type DownloadOutcome =
  /** The file was handed to the browser. */
  | { kind: 'downloaded'; fileName: string }
  /** The account is not entitled to the document, or the file came back empty. */
  | { kind: 'noAccess' }
  /** Entitled, but the document has no PDF to download or the publisher does not allow it. */
  | { kind: 'noPdf' };

/** The browser side of saving a file; tests hand in a fake. */
export type SaveFile = (file: Blob, fileName: string) => void;

/** Saves a blob through a temporary link; the object URL is released after 1000 ms (spec section 9). */
export const saveWithLink: SaveFile = saveBlob;

/**
 * Download from a search result: the verification call's entitlementaccess header decides access,
 * then the PDF is fetched; an empty file is treated as no access (spec sections 6 and 8).
 */
export async function downloadFromResult(http: AxiosInstance, contentCode: string, save: SaveFile = saveWithLink): Promise<DownloadOutcome> {
  const params = { contentCode };
  const verification = await http.get<Partial<ContentVerification>>('/api/documents/verification/contentCode', { params });
  const header = verification.headers?.['entitlementaccess'];
  if (String(header) !== 'true') return { kind: 'noAccess' };
  const details = verification.data ?? {};
  if (details.downloadable === false || (Array.isArray(details.formats) && !details.formats.includes('pdf'))) return { kind: 'noPdf' };
  const file = await http.get<Blob>('/api/documents/download', { params, responseType: 'blob' });
  const blob = file.data;
  if (!blob || blob.size === 0) return { kind: 'noAccess' };
  const fileName = `${contentCode}.pdf`;
  save(blob, fileName);
  return { kind: 'downloaded', fileName };
}
