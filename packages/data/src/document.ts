import type { AxiosInstance } from 'axios';
import type {
  CitationType,
  CitationTypes,
  ContentTracking,
  DocumentDetails,
  ELearningItem,
  FavoriteRef,
  PdfComparison,
  ProtectedPages,
  PublisherDetails,
  RelatedContent,
  RelatedContentItem,
  TrackingRef,
  Translation,
  Video,
  WorkItem,
} from '@codex/domain';
import { STANDARD_HEADERS } from './httpClient.js';
export { fetchDocumentMetadata, verifyContentAccess, errorDetail, type ContentVerification, type DocumentPageMetadata } from './documentOpening.js';

/**
 * The document page's calls (spec "reading experience", section 7 Document, and the verification call of the
 * session specification). Each takes the app's HTTP client, so the standard headers go with every one.
 */

export async function fetchTranslations(http: AxiosInstance, contentId: number): Promise<Translation[]> {
  const response = await http.get<Translation[]>('/api/documents/translations', { params: { contentId } });
  return Array.isArray(response.data) ? response.data : [];
}

export type { CitationType, ContentTracking, DocumentDetails, ELearningItem, PdfComparison, PublisherDetails, RelatedContent, RelatedContentItem, TrackingRef, Translation, Video, WorkItem };

/**
 * The related-content sections the page shows. The answer's sop and tma (standard operating procedures, technical
 * management approvals) are not shown: no publisher of the catalogue issues them (docs/adr/0050).
 */
export const RELATED_SECTIONS = ['citedContent', 'supplements', 'sections'] as const;

export async function fetchRelatedContent(http: AxiosInstance, contentCode: string): Promise<RelatedContent> {
  const response = await http.get<Partial<RelatedContent>>('/api/documents/relatedContent', { params: { contentCode } });
  const data: Partial<RelatedContent> = response.data ?? {};
  return {
    citedContent: data.citedContent ?? [],
    sop: data.sop ?? [],
    tma: data.tma ?? [],
    supplements: data.supplements ?? [],
    sections: data.sections ?? [],
  };
}

export async function fetchWorkItems(http: AxiosInstance, contentCode: string): Promise<WorkItem[]> {
  const response = await http.get<WorkItem[]>(`/api/documents/work-items/${encodeURIComponent(contentCode)}`);
  return Array.isArray(response.data) ? response.data : [];
}

/** GET api/documents/additional-details: the document's details (DOI, ISBN, committees, ...). */
export async function fetchDocumentDetails(http: AxiosInstance, contentCode: string): Promise<DocumentDetails> {
  return (await http.get<DocumentDetails>('/api/documents/additional-details', { params: { contentCode } })).data;
}

/** GET api/documents/additional-details-by-publisher: what the publisher records beyond the common details. */
export async function fetchPublisherDetails(http: AxiosInstance, contentCode: string): Promise<PublisherDetails> {
  const data = (await http.get<Partial<PublisherDetails>>('/api/documents/additional-details-by-publisher', { params: { contentCode } })).data ?? {};
  return { titleKey: data.titleKey ?? '', detailItems: Array.isArray(data.detailItems) ? data.detailItems : [] };
}

export async function fetchVideos(http: AxiosInstance, designation: string): Promise<Video[]> {
  const response = await http.get<Video[]>('/api/documents/videos', { params: { designation } });
  return Array.isArray(response.data) ? response.data : [];
}

export async function fetchELearning(http: AxiosInstance, familyName: string): Promise<ELearningItem[]> {
  const response = await http.get<ELearningItem[]>('/api/v1/documents/getELearningAssetsByFamily', {
    params: { familyName, assetType: 'eLearning' },
  });
  return Array.isArray(response.data) ? response.data : [];
}

export async function fetchContentTracking(http: AxiosInstance, family: string): Promise<ContentTracking> {
  const response = await http.get<ContentTracking>('/api/documents/getContentTracking', { params: { family } });
  return { data: response.data?.data ?? null, trackerUnavailable: Boolean(response.data?.trackerUnavailable) };
}

/** POST api/tracked-documents?contentCode[&workItem=true]: tracks a document, or a draft in progress as a work item. */
export async function createTracking(http: AxiosInstance, contentCode: string, options: { workItem?: boolean } = {}): Promise<TrackingRef> {
  const params = options.workItem ? { contentCode, workItem: 'true' } : { contentCode };
  const response = await http.post<TrackingRef>('/api/tracked-documents', null, { params });
  return response.data;
}

/** PUT api/tracked-documents/{id}: the tracking on or off, and the work item flag when given. */
export async function updateTracking(http: AxiosInstance, id: number | string, trackingFlag: boolean, workItem?: boolean): Promise<TrackingRef> {
  const body = workItem === undefined ? { trackingFlag } : { trackingFlag, workItem };
  const response = await http.put<TrackingRef>(`/api/tracked-documents/${encodeURIComponent(String(id))}`, body);
  return response.data;
}

export async function addFavorite(http: AxiosInstance, contentId: number): Promise<FavoriteRef> {
  const response = await http.post<FavoriteRef>('/api/content-favorites', { content: { contentId } });
  return response.data;
}

export async function removeFavorite(http: AxiosInstance, id: number | string): Promise<void> {
  await http.delete(`/api/content-favorites/${encodeURIComponent(String(id))}`);
}

/** The PDF as a file (Blob); the caller shows the no-PDF message when it is empty. */
export async function downloadDocument(http: AxiosInstance, contentCode: string, compassPoints = false): Promise<{ blob: Blob; fileName: string }> {
  const response = await http.get<Blob>('/api/documents/download', {
    params: compassPoints ? { contentCode, compassPoints: 'true' } : { contentCode },
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameFrom(response.headers['content-disposition'], `${contentCode}.pdf`) };
}

export async function downloadRedline(http: AxiosInstance, redlineId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await http.get<Blob>(`/api/documents/download/redline/${encodeURIComponent(redlineId)}`, { responseType: 'blob' });
  return { blob: response.data, fileName: fileNameFrom(response.headers['content-disposition'], `redline-${redlineId}.pdf`) };
}

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameFrom(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** The HTML rendition, by contentId or contentCode, as text for the iframe viewer. */
export async function fetchHtmlRendition(http: AxiosInstance, id: number | string): Promise<string> {
  const response = await http.get<string>(`/api/documents/html/${encodeURIComponent(String(id))}`, { responseType: 'text' });
  return response.data;
}

// ----------------------------------------------------------------------------------------------
// Compare

export async function startHtmlComparison(http: AxiosInstance, newHtmlId: number, oldHtmlId: number): Promise<void> {
  await http.post('/api/v1/documents/html/comparison', null, { params: { newHtmlId, oldHtmlId }, background: true });
}

export type HtmlComparisonCheck = { ready: true; html: string } | { ready: false };

/** One look at the redline job: ready when the header fileexists says Y. */
export async function checkHtmlComparison(http: AxiosInstance, newHtmlId: number, oldHtmlId: number): Promise<HtmlComparisonCheck> {
  const response = await http.get<string>('/api/v1/html/resultCheck', { params: { newHtmlId, oldHtmlId }, responseType: 'text' });
  const exists = String(response.headers['fileexists'] ?? '').toUpperCase() === 'Y';
  return exists ? { ready: true, html: response.data } : { ready: false };
}

export async function comparePdf(http: AxiosInstance, leftContentId: number, rightContentId: number): Promise<PdfComparison> {
  const response = await http.get<PdfComparison>('/api/documents/pdf/comparison', { params: { leftContentId, rightContentId } });
  return response.data;
}

// ----------------------------------------------------------------------------------------------
// Citations

/** The citation styles the server offers (responseData of getCitationTypes). */
export async function fetchCitationTypes(http: AxiosInstance): Promise<CitationType[]> {
  const response = await http.get<Partial<CitationTypes>>('/api/getCitationTypes');
  return response.data?.responseData ?? [];
}

export interface CitationRequest {
  contentId: number;
  contentType: string;
  citationStyle: string;
  assetType: string;
}

export async function fetchTextCitation(http: AxiosInstance, request: CitationRequest): Promise<string> {
  const response = await http.get<unknown>('/api/getTextCitation', { params: request });
  return citationText(response.data);
}

export async function fetchRisCitation(http: AxiosInstance, request: CitationRequest): Promise<string> {
  const response = await http.get<unknown>('/api/getRisCitation', { params: request, responseType: 'text' });
  return citationText(response.data);
}

function citationText(body: unknown): string {
  if (typeof body === 'string') {
    // A JSON body read as text because RIS is asked for as text.
    if (!body.trimStart().startsWith('{')) return body;
    try {
      return citationText(JSON.parse(body));
    } catch {
      return body;
    }
  }
  const data = (body as { responseData?: unknown } | null)?.responseData;
  if (typeof data === 'string') return data;
  const text = (data as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

// ----------------------------------------------------------------------------------------------
// Protected viewer

export async function fetchProtectedPageCount(http: AxiosInstance, contentCode: string): Promise<number> {
  const response = await http.get<ProtectedPages>('/api/documents/protected/pages', { params: { contentCode } });
  return response.data.pageCount;
}

/** One page as a PNG blob, watermarked by the server; `print`: a sheet of a print the allowance has just counted. */
export async function fetchProtectedPage(http: AxiosInstance, contentCode: string, pageNumber: number, purpose: 'view' | 'print' = 'view'): Promise<Blob> {
  const params = purpose === 'print' ? { contentCode, purpose } : { contentCode };
  const response = await http.get<Blob>(`/api/documents/protected/page/${pageNumber}`, { params, responseType: 'blob' });
  return response.data;
}

/** Records a video play (spec: after a play message). */
export async function recordVideoPlay(http: AxiosInstance, contentId: number, hashId: string): Promise<void> {
  await http.post('/api/documents/video', null, { params: { contentId, hashId }, background: true });
}

/**
 * The standard headers for a request the HTTP client does not make itself (pdf.js fetches the PDF in ranges):
 * bearer token, AuthMode and a fresh RequestId, as every call carries.
 */
export async function standardRequestHeaders(source: {
  getAccessToken: () => Promise<string | null | undefined> | string | null | undefined;
  getAuthMode: () => Promise<string | null | undefined> | string | null | undefined;
}): Promise<Record<string, string>> {
  const [token, authMode] = await Promise.all([source.getAccessToken(), source.getAuthMode()]);
  const headers: Record<string, string> = { [STANDARD_HEADERS.requestId]: crypto.randomUUID() };
  if (token) headers[STANDARD_HEADERS.authorization] = `Bearer ${token}`;
  if (authMode) headers[STANDARD_HEADERS.authMode] = authMode;
  return headers;
}
