import { cspNonce } from '@codex/ui';
import { withStyleNonce } from '../html/styleNonce.js';
import type { PdfEngine, PdfSource } from '../pdf/pdfEngine.js';

/** The print dialog opens a second after Print is pressed (spec section 9), once the frame has laid out. */
export const PRINT_DELAY_MS = 1000;

/** Pages are drawn at 150 % of their CSS size (with the device pixel ratio): sharp enough on paper. */
const PRINT_SCALE = 1.5;

/** The document printed: one image a page, each on its own sheet. */
export function printDocumentHtml(title: string, pageImages: readonly string[]): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const pages = pageImages.map((src, i) => `<img src="${escape(src)}" alt="${escape(`${title} ${i + 1}`)}">`).join('');
  return (
    `<!doctype html><html><head><title>${escape(title)}</title>` +
    '<style>@page{margin:0}html,body{margin:0}img{display:block;width:100%;break-after:page}img:last-child{break-after:auto}</style>' +
    `</head><body>${pages}</body></html>`
  );
}

/**
 * Prints a PDF the way the HTML redline is printed: its pages, drawn by pdf.js (the viewer's engine), go into a frame of
 * the page (srcdoc, under the reader's policy), whose print dialog opens a second later.
 * The frame goes once the dialog is closed.
 */
export async function printPdf(engine: PdfEngine, source: PdfSource, title: string): Promise<void> {
  const pdf = await engine.open(source);
  // Each page as a blob: address (the policy's img-src admits blob:), so the frame's document stays small.
  const images: string[] = [];
  try {
    for (let number = 1; number <= pdf.pageCount; number += 1) {
      const canvas = document.createElement('canvas');
      await (await pdf.page(number)).render(canvas, PRINT_SCALE);
      images.push(await pageImage(canvas));
    }
  } catch (error) {
    images.forEach((url) => URL.revokeObjectURL(url));
    throw error;
  } finally {
    void pdf.destroy();
  }
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0' });
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.srcdoc = withStyleNonce(printDocumentHtml(title, images), cspNonce());
    document.body.append(frame);
  });
  await new Promise<void>((resolve) => {
    window.setTimeout(() => {
      try {
        frame.contentWindow?.print();
      } finally {
        frame.remove();
        images.forEach((url) => URL.revokeObjectURL(url));
        resolve();
      }
    }, PRINT_DELAY_MS);
  });
}

function pageImage(canvas: HTMLCanvasElement): Promise<string> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(URL.createObjectURL(blob)) : reject(new Error('The page could not be drawn'))), 'image/png');
  });
}
