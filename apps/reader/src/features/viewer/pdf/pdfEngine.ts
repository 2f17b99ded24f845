/**
 * The one module that talks to pdf.js. Everything above it sees these small interfaces, so components and
 * tests can hand in a fake engine. pdf.js and its worker are imported here only, on demand, which keeps
 * them out of every bundle but the document page's.
 */
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export interface PdfSource {
  /** Absolute or same-origin URL of the PDF (the server answers HTTP Range requests). */
  url: string;
  /** Bearer token and the standard headers, sent with every range request. */
  headers: Record<string, string>;
}

export interface PdfTextLayer {
  /** One element per text item, in reading order, and the text each holds (same indexes). */
  elements: HTMLElement[];
  texts: string[];
}

export interface PdfPage {
  /** Size in CSS pixels at scale 1. */
  width: number;
  height: number;
  /** Paints the page into the canvas at the given zoom (device pixel ratio applied inside). */
  render(canvas: HTMLCanvasElement, scale: number): Promise<void>;
  /** Builds the selectable text layer inside the container, sized for the zoom. */
  renderTextLayer(container: HTMLElement, scale: number): Promise<PdfTextLayer>;
  /** The page's text items, for find in document. */
  textItems(): Promise<string[]>;
}

export interface PdfDocument {
  pageCount: number;
  page(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}

export interface PdfEngine {
  open(source: PdfSource): Promise<PdfDocument>;
}

/** 64 KiB ranges: the first page of an RFC needs a few of them, not the whole file. */
export const RANGE_CHUNK_SIZE = 65_536;

/**
 * Bytes fetched from the end of the file together with the first range: the last two 64 KiB chunks, where our
 * renditions keep the cross-reference table, the page-tree nodes and the fonts that page 1 needs.
 */
export const TAIL_PREFETCH_BYTES = 2 * RANGE_CHUNK_SIZE;

/** The server refused the PDF (403 without the entitlement, 404 when there is none, 429 past the full-text limit). */
export class PdfLoadError extends Error {
  constructor(
    readonly status: number,
    /** The answer's Retry-After (seconds), given with a 429. */
    readonly retryAfter: string | null = null,
  ) {
    super(`The PDF could not be loaded (HTTP ${status})`);
  }
}

let engine: Promise<PdfEngine> | null = null;

/** Loads pdf.js (once) and returns the engine. */
export function loadPdfEngine(): Promise<PdfEngine> {
  engine ??= createPdfJsEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

async function createPdfJsEngine(): Promise<PdfEngine> {
  // The worker (a 1.2 MB module script) starts loading now, beside pdf.js rather than after it; it serves every
  // document opened afterwards. Booting it was the longest wait before the first page when it started later.
  const workerPort = new Worker(pdfWorkerUrl, { type: 'module' });
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  const sharedWorker = pdfjs.PDFWorker.create({ port: workerPort });

  return {
    async open(source) {
      const url = new URL(source.url, window.location.href).toString();
      const fetchBytes = async (range: string) => {
        // A fresh RequestId per request, as every call of the app carries one.
        const headers = { ...source.headers, RequestId: crypto.randomUUID(), Range: `bytes=${range}` };
        const response = await fetch(url, { headers, credentials: 'same-origin' });
        if (response.status !== 206 && response.status !== 200) throw new PdfLoadError(response.status, response.headers.get('retry-after'));
        return { response, data: new Uint8Array(await response.arrayBuffer()) };
      };
      // The first range tells the file's length and carries its first bytes: no request for the whole file. The
      // end of the file (cross-reference table, page tree, fonts) is what pdf.js asks for next, so it is fetched
      // alongside, as a suffix range; a failure there only means pdf.js asks for those ranges itself.
      const [first, tail] = await Promise.all([
        fetchBytes(`0-${RANGE_CHUNK_SIZE - 1}`),
        fetchBytes(`-${TAIL_PREFETCH_BYTES}`).catch(() => null),
      ]);
      const totalLength = Number(first.response.headers.get('content-range')?.split('/')[1] ?? NaN);
      const tailStart = tail?.response.status === 206 ? Number(/bytes (\d+)-/.exec(tail.response.headers.get('content-range') ?? '')?.[1] ?? NaN) : NaN;
      let transport: InstanceType<typeof pdfjs.PDFDataRangeTransport> | null = null;
      if (first.response.status === 206 && Number.isFinite(totalLength)) {
        transport = new pdfjs.PDFDataRangeTransport(totalLength, first.data);
        const rangeTransport = transport;
        rangeTransport.requestDataRange = (begin: number, end: number) => {
          if (tail && Number.isFinite(tailStart) && begin >= tailStart && end <= totalLength) {
            // Answered on a later turn, as the network would, from the end already fetched.
            const bytes = tail.data.slice(begin - tailStart, end - tailStart);
            setTimeout(() => rangeTransport.onDataRange(begin, bytes), 0);
            return;
          }
          const load = () => fetchBytes(`${begin}-${end - 1}`).then(({ data }) => rangeTransport.onDataRange(begin, data));
          // One retry covers a dropped connection; a second failure leaves the page unpainted.
          load().catch(() => load().catch(() => undefined));
        };
      }
      const task = pdfjs.getDocument({
        // A server that ignored the range sent the whole file in the first answer.
        ...(transport ? { range: transport } : { data: first.data }),
        rangeChunkSize: RANGE_CHUNK_SIZE,
        // Ask only for the ranges the pages on screen need; never prefetch the rest.
        disableAutoFetch: true,
        disableStream: true,
        isEvalSupported: false,
        worker: sharedWorker,
      });
      const document = await task.promise;
      return {
        pageCount: document.numPages,
        async page(pageNumber) {
          const page = await document.getPage(pageNumber);
          const base = page.getViewport({ scale: 1 });
          return {
            width: base.width,
            height: base.height,
            async render(canvas, scale) {
              const viewport = page.getViewport({ scale });
              const ratio = window.devicePixelRatio || 1;
              canvas.width = Math.floor(viewport.width * ratio);
              canvas.height = Math.floor(viewport.height * ratio);
              canvas.style.width = `${Math.floor(viewport.width)}px`;
              canvas.style.height = `${Math.floor(viewport.height)}px`;
              const context = canvas.getContext('2d');
              if (!context) throw new Error('Canvas 2D is not available');
              await page.render({
                canvas,
                canvasContext: context,
                viewport,
                transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
              }).promise;
            },
            async renderTextLayer(container, scale) {
              const viewport = page.getViewport({ scale });
              container.replaceChildren();
              container.style.setProperty('--scale-factor', String(scale));
              container.style.setProperty('--total-scale-factor', String(scale));
              const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
              await layer.render();
              return { elements: layer.textDivs, texts: layer.textContentItemsStr };
            },
            async textItems() {
              const content = await page.getTextContent();
              return content.items.map((item) => ('str' in item ? item.str : ''));
            },
          };
        },
        destroy: () => task.destroy(),
      };
    },
  };
}
