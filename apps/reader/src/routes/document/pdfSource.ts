import * as api from '@codex/data';
import type { PdfSource } from './pdf/pdfEngine.js';

/** What signs the viewer's requests: the bearer token and the authentication mode. */
export type RequestSigner = Parameters<typeof api.standardRequestHeaders>[0];

/** Where the viewer reads the PDF of a document and with which headers (the bearer token among them). */
export function pdfSourceOf(contentCode: string, signIn: RequestSigner): () => Promise<PdfSource> {
  return async () => ({
    url: `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(contentCode)}`,
    headers: await api.standardRequestHeaders(signIn),
  });
}
