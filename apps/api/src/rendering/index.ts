/**
 * Rendering: the RFC text reader and the PDF and HTML writers that the catalogue import, the compare (redline)
 * and the help documents share, the highlight annotations of the download with compass points, with the worker-thread pool the import renders in. See README.md.
 */
export { readRfcStructure, rfcNumberOf, type RfcHeading, type RfcStructure } from './rfc-text.js';
export { FONT_DIR, renderRfcPdf, type RfcPdf, type RfcPdfInput } from './rfc-pdf.js';
export { escapeHtml, renderRfcHtml, type RfcHtmlInput } from './rfc-html.js';
export { createRenditionPool, renderRendition, type Rendition, type RenditionInput, type RenditionPool } from './render-worker.js';
export { highlightPdf, type HighlightedPdf, type PdfHighlight, type Quad, type SkippedHighlight, type WrittenHighlight } from './pdf-highlights.js';
export { paginateRfc, rfcPageLocator, rfcPdfPageAt, type BodyPage } from './rfc-pagination.js';
