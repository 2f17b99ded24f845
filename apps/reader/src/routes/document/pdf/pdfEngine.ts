/**
 * The one module that talks to pdf.js. Everything above it sees these small interfaces, so components and
 * tests can hand in a fake engine. pdf.js and its worker are imported here only, on demand, which keeps
 * them out of every bundle but the document page's.
 */

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

/** The server refused the PDF (403 without the entitlement, 404 when there is none). */
export class PdfLoadError extends Error {
  constructor(readonly status: number) {
    super(`The PDF could not be loaded (HTTP ${status})`);
  }
}

/** The pdf.js engine, which can also open a document from opening ranges fetched ahead. */
interface PdfJsEngine extends PdfEngine {
  openWith(source: PdfSource, opening: Opening): Promise<PdfDocument>;
}

let engine: Promise<PdfJsEngine> | null = null;

/** Loads pdf.js (once) and returns the engine. */
export function loadPdfEngine(): Promise<PdfEngine> {
  return loadPdfJsEngine();
}

function loadPdfJsEngine(): Promise<PdfJsEngine> {
  engine ??= createPdfJsEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

interface Fetched {
  response: Response;
  data: Uint8Array;
}

/** The first range of a PDF and its end, asked for together: what pdf.js needs to open the file. */
interface Opening {
  first: Fetched;
  tail: Fetched | null;
}

async function fetchBytes(url: string, headers: Record<string, string>, range: string): Promise<Fetched> {
  // A fresh RequestId per request, as every call of the app carries one.
  const response = await fetch(url, { headers: { ...headers, RequestId: crypto.randomUUID(), Range: `bytes=${range}` }, credentials: 'same-origin' });
  if (response.status !== 206 && response.status !== 200) throw new PdfLoadError(response.status);
  return { response, data: new Uint8Array(await response.arrayBuffer()) };
}

// The first range tells the file's length and carries its first bytes: no request for the whole file. The end of
// the file (cross-reference table, page tree, fonts) is what pdf.js asks for next, so it is fetched alongside, as a
// suffix range; a failure there only means pdf.js asks for those ranges itself.
async function fetchOpening(url: string, headers: Record<string, string>): Promise<Opening> {
  const [first, tail] = await Promise.all([
    fetchBytes(url, headers, `0-${RANGE_CHUNK_SIZE - 1}`),
    fetchBytes(url, headers, `-${TAIL_PREFETCH_BYTES}`).catch(() => null),
  ]);
  return { first, tail };
}

/** How long a document opened ahead waits for the viewer before it is closed (the reader chose another tab). */
export const PREFETCH_KEPT_MS = 60_000;
let prefetched: { url: string; document: Promise<PdfDocument>; expiry: ReturnType<typeof setTimeout> } | null = null;

/**
 * Opens the PDF before the viewer exists: the document page calls it as soon as it mounts, so the opening ranges
 * are fetched in parallel with the metadata and the entitlement check the viewer waits for, and pdf.js reads them
 * as soon as it is loaded. The server checks the entitlement of every range itself, so asking early shows nothing
 * the reader may not see. Only the latest document is kept; the viewer takes it once, or it is closed after
 * PREFETCH_KEPT_MS. Asked again for the same document before the viewer took it, the first request stands.
 */
export function prefetchPdf(source: PdfSource): void {
  // Asked again for the same document (at boot and when its page mounts): the first request stands.
  if (prefetched?.url === absoluteUrl(source.url)) return;
  dropPrefetched();
  const opening = fetchOpening(absoluteUrl(source.url), source.headers);
  const document = Promise.all([loadPdfJsEngine(), opening]).then(([pdfJs, fetched]) => pdfJs.openWith(source, fetched));
  document.catch(() => undefined);
  const entry = {
    url: absoluteUrl(source.url),
    document,
    expiry: setTimeout(() => prefetched === entry && dropPrefetched(), PREFETCH_KEPT_MS),
  };
  prefetched = entry;
}

function dropPrefetched() {
  const found = prefetched;
  prefetched = null;
  if (!found) return;
  clearTimeout(found.expiry);
  found.document.then((document) => document.destroy()).catch(() => undefined);
}

/** The document opened ahead for this URL, taken once. */
function takePrefetched(url: string): Promise<PdfDocument> | null {
  const found = prefetched;
  if (!found || found.url !== url) return null;
  prefetched = null;
  clearTimeout(found.expiry);
  return found.document;
}

const absoluteUrl = (url: string) => new URL(url, window.location.href).toString();

/**
 * The pdf.js worker, started the moment its address is known: fetching and compiling its 1.2 MB script overlaps
 * with loading pdf.js itself instead of following it. Messages pdf.js posts before the script runs are queued.
 */
async function startWorker(): Promise<{ port: Worker; src: string }> {
  const { default: src } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  return { port: new Worker(src, { type: 'module' }), src };
}

async function createPdfJsEngine(): Promise<PdfJsEngine> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), startWorker()]);
  // One worker serves every document opened afterwards: booting it was the longest wait before the first page
  // when it started with the first document.
  pdfjs.GlobalWorkerOptions.workerSrc = worker.src;
  const sharedWorker = pdfjs.PDFWorker.create({ port: worker.port });

  const pdfJs: PdfJsEngine = {
    async open(source) {
      const url = absoluteUrl(source.url);
      // One opened ahead is used; one that failed (an expired token, a dropped connection) is asked again, with this
      // source's headers, so the viewer sees the error of its own request.
      const early = await takePrefetched(url)?.catch(() => null);
      return early ?? pdfJs.openWith(source, await fetchOpening(url, source.headers));
    },
    async openWith(source, { first, tail }) {
      const url = absoluteUrl(source.url);
      const fetchRange = (range: string) => fetchBytes(url, source.headers, range);
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
          const load = () => fetchRange(`${begin}-${end - 1}`).then(({ data }) => rangeTransport.onDataRange(begin, data));
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
  return pdfJs;
}
