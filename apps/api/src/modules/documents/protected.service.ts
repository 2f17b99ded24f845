/**
 * Pages of a document's PDF rendition drawn on the server as PNG images with a watermark, for the protected
 * viewer: the browser gets pictures of pages, never the PDF, its text or its fonts.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { FONT_DIR } from '../../rendering/index.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const WATERMARK_FONT = 'Codex Watermark';
GlobalFonts.registerFromPath(path.join(FONT_DIR, 'DejaVuSans.ttf'), WATERMARK_FONT);

/** Page images are drawn at 1.5 x 72 dpi: readable on a laptop screen, too coarse to make a good print. */
export const PAGE_SCALE = 1.5;

/**
 * Parsed PDFs, kept for the next pages (a reader turns pages one by one). Keyed by the rendition's sha256,
 * so a re-rendered document is parsed anew; at most a few at once, the least recently used dropped.
 */
class LoadedPdfs {
  private readonly loaded = new Map<string, Promise<PDFDocumentProxy>>();
  constructor(private readonly max = 4) {}

  get(sha256: string, read: () => Promise<Uint8Array>): Promise<PDFDocumentProxy> {
    const hit = this.loaded.get(sha256);
    if (hit) {
      this.loaded.delete(sha256);
      this.loaded.set(sha256, hit);
      return hit;
    }
    const loading = (async () => {
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // A copy: pdf.js may take the array it is given, and the bytes read may be shared with the server's thread.
      const data = new Uint8Array(await read());
      return getDocument({
        data,
        standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
        useSystemFonts: false,
        disableFontFace: true,
        isEvalSupported: false,
      }).promise;
    })();
    loading.catch(() => this.loaded.delete(sha256));
    this.loaded.set(sha256, loading);
    while (this.loaded.size > this.max) {
      const [oldest, doc] = this.loaded.entries().next().value as [string, Promise<PDFDocumentProxy>];
      this.loaded.delete(oldest);
      void doc.then((d) => d.destroy()).catch(() => {});
    }
    return loading;
  }
}

export const loadedPdfs = new LoadedPdfs();

export interface Watermark {
  email: string;
  /** When the page was drawn. */
  at: Date;
}

/** The watermark's text: who the page was drawn for and when (UTC, to the minute). */
export function watermarkText({ email, at }: Watermark): string {
  return `${email} · ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Canvases whose PNG is being encoded. @napi-rs/canvas 0.1 encodes on a libuv thread from a surface pointer it does
 * not own: if the canvas is garbage collected meanwhile, the thread reads freed memory and the whole server dies with
 * a segmentation fault (upstream Brooooooklyn/canvas#1312; reproduced here with 16 pages at once and a forced GC).
 * Holding each canvas here until its encode settles keeps the surface alive.
 */
const encoding = new Set<Canvas>();

/** One page as a PNG, with the watermark repeated diagonally across it so no crop leaves it out. */
export async function renderProtectedPage(pdf: PDFDocumentProxy, pageNumber: number, watermark: Watermark): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: PAGE_SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js draws on any canvas with the 2D context API; @napi-rs/canvas provides it in Node.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({ canvasContext: ctx as unknown as RenderParameters['canvasContext'], canvas: canvas as unknown as RenderParameters['canvas'], viewport }).promise;

    const text = watermarkText(watermark);
    ctx.save();
    ctx.font = `${Math.round(22 * PAGE_SCALE)}px "${WATERMARK_FONT}"`;
    ctx.fillStyle = 'rgba(176, 0, 32, 0.22)';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate(-Math.PI / 6);
    const step = canvas.height / 4;
    for (let y = -1.5 * step; y <= 1.5 * step; y += step) ctx.fillText(text, 0, y);
    ctx.restore();
    encoding.add(canvas);
    try {
      return await canvas.encode('png');
    } finally {
      encoding.delete(canvas);
    }
  } finally {
    page.cleanup();
  }
}
