/** The reader's document viewer: the PDF engine and viewer, the HTML frame, annotations on both, and version compare (used by the document page). */
export { MessageDialog } from './MessageDialog.js';
export { AnnotationDialogs, useAnnotationDialog } from './annotations/AnnotationDialogs.js';
export { SelectionToolbar } from './annotations/SelectionToolbar.js';
export { type AnnotationLayers, useAnnotationLayers } from './annotations/useAnnotationLayers.js';
export { type DocumentAnnotations, useDocumentAnnotations } from './annotations/useDocumentAnnotations.js';
export { HtmlCompareView, PdfCompareView } from './compare/CompareView.js';
export { useVersionCompare } from './compare/useVersionCompare.js';
export { printPdf } from './compare/printPdf.js';
export { HtmlFrame, scrollFrameTo } from './html/HtmlFrame.js';
export { PdfViewer } from './pdf/PdfViewer.js';
export { type PdfSource, loadPdfEngine } from './pdf/pdfEngine.js';
