import { loadPdfEngine, prefetchPdf } from './pdf/pdfEngine.js';
import { pdfSourceOf, type RequestSigner } from './pdfSource.js';

/**
 * The reader was opened at a document's address (a link, a reload, a result opened in a new tab): pdf.js, its worker
 * and the PDF's opening ranges start loading now, while the session is restored, instead of after the route guard
 * lets the document page in. Not when the address names a compass point (`annotationid`), which may open the HTML
 * tab instead of the PDF.
 */
export function preloadDocument(location: Location, signIn: RequestSigner): void {
  loadPdfEngine().catch(() => undefined);
  const params = new URLSearchParams(location.search);
  const contentCode = params.get('contentCode') ?? params.get('contentcode') ?? '';
  if (!contentCode || params.get('annotationid')) return;
  pdfSourceOf(contentCode, signIn)()
    .then(prefetchPdf)
    .catch(() => undefined);
}
