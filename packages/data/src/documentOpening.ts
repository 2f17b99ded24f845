import type { AxiosInstance, AxiosResponse } from 'axios';
import type { ContentVerification as VerificationAnswer, DocumentMetadata } from '@codex/domain';
import { statusOf } from './account.js';

/**
 * The two calls that open a document page: its metadata and the entitlement check. Apart from the page's other calls
 * (document.ts) because the reader starts them with the page's code, from its first bundle.
 */

/** Metadata as the page reads it; contentFavorite is the favorite's id holder, or false/null when not a favorite. */
export type DocumentPageMetadata = Omit<DocumentMetadata, 'contentFavorite'> & {
  contentFavorite: { id: number | string } | boolean | null;
};

export async function fetchDocumentMetadata(http: AxiosInstance, contentCode: string): Promise<DocumentPageMetadata> {
  const response = await http.get<DocumentPageMetadata>('/api/documents/metadata', { params: { contentCode } });
  return response.data;
}

export type ContentVerification =
  | { access: 'granted'; downloadable: boolean; formats: string[] }
  | { access: 'denied' }
  /** The server knows no such content: 'no document content'. */
  | { access: 'missing' };

const CAN_NOT_FIND_CONTENT = /can not find content/i;

/** Reads the entitlementaccess header: anything but 'true' is no access. */
export async function verifyContentAccess(http: AxiosInstance, contentCode: string): Promise<ContentVerification> {
  // Read defensively: a body without downloadable or formats means neither.
  let response: AxiosResponse<Partial<VerificationAnswer>>;
  try {
    response = await http.get<Partial<VerificationAnswer>>('/api/documents/verification/contentCode', { params: { contentCode } });
  } catch (error) {
    if (CAN_NOT_FIND_CONTENT.test(errorDetail(error))) return { access: 'missing' };
    if (statusOf(error) === 404) return { access: 'missing' };
    return { access: 'denied' };
  }
  const header = response.headers['entitlementaccess'] as unknown;
  if (String(header) !== 'true') return { access: 'denied' };
  return { access: 'granted', downloadable: Boolean(response.data.downloadable), formats: response.data.formats ?? [] };
}

/** The server's detail or message of a failed call ('' when there is none). */
export function errorDetail(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (data && typeof data === 'object') {
    const body = data as { detail?: unknown; message?: unknown; title?: unknown };
    return [body.detail, body.message, body.title].filter((part) => typeof part === 'string').join(' ');
  }
  return typeof data === 'string' ? data : '';
}

