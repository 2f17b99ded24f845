/**
 * The document page's first calls, started with its code instead of after it. Opening /document, the page's code,
 * pdf.js and its worker load while the metadata and the entitlement check are already on their way; the page then
 * takes these answers instead of asking again (each call is made once, so usage is recorded once). Part of the first
 * bundle, so it imports nothing heavy: pdf.js stays behind a dynamic import.
 */
import type { AxiosInstance } from 'axios';
import { fetchDocumentMetadata, verifyContentAccess, type ContentVerification, type DocumentPageMetadata } from '@codex/data';

export interface DocumentCalls {
  metadata: Promise<DocumentPageMetadata>;
  access: Promise<ContentVerification>;
}

/** An answer older than this is not taken (the page asks again): the reader may have waited on a slow network. */
const FRESH_MS = 30_000;

let started: (DocumentCalls & { contentCode: string; at: number }) | null = null;

/** Starts the metadata and entitlement calls and the PDF engine for a document about to be shown. */
export function prefetchDocument(http: AxiosInstance, contentCode: string): void {
  if (!contentCode) return;
  const metadata = fetchDocumentMetadata(http, contentCode);
  const access = verifyContentAccess(http, contentCode);
  // Whoever takes them handles the outcome; one nobody takes must not be an unhandled rejection.
  metadata.catch(() => undefined);
  access.catch(() => undefined);
  started = { contentCode, metadata, access, at: performance.now() };
  void import('../../features/viewer/pdf/pdfEngine.js').then((engine) => engine.loadPdfEngine()).catch(() => undefined);
}

/** The calls started for this document, once: a second caller (or another document) gets null and asks itself. */
export function takePrefetchedDocument(contentCode: string): DocumentCalls | null {
  const calls = started;
  if (!calls || calls.contentCode !== contentCode || performance.now() - calls.at > FRESH_MS) return null;
  started = null;
  return { metadata: calls.metadata, access: calls.access };
}
