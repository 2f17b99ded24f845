/**
 * Rendering: the RFC text reader and the PDF and HTML writers that the catalogue import, the compare (redline)
 * and the help documents share, with the worker-thread pool the import renders in. See README.md.
 */
export { readRfcStructure, rfcNumberOf, type RfcHeading, type RfcStructure } from './rfc-text.js';
export { FONT_DIR, renderRfcPdf, type RfcPdf, type RfcPdfInput } from './rfc-pdf.js';
export { escapeHtml, renderRfcHtml, type RfcHtmlInput } from './rfc-html.js';
export { createRenditionPool, renderRendition, type Rendition, type RenditionInput, type RenditionPool } from './render-worker.js';
