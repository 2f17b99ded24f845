/**
 * `highlightPdf(pdf, highlights)`: real PDF highlight annotations over quoted passages, so pdf.js, Acrobat and the
 * browsers' viewers show them with their popup text. pdf.js finds each quote on its page (see pdf-text-locate.ts);
 * pdf-lib writes a `/Subtype /Highlight` annotation with `/QuadPoints`, its `/Popup`, and an appearance stream that
 * draws the quads translucent (multiply blend), so a viewer that does not draw highlights itself still shows them.
 * A quote not found on its page is skipped and reported, never thrown. See README.md ("Highlights").
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import { locateQuote, type GlyphRun, type Quad } from './pdf-text-locate.js';

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export type { Quad } from './pdf-text-locate.js';

export interface PdfHighlight {
  /** 1-based, as pdf.js and the viewer count pages; null when unknown (made in the HTML): the first page with the quote. */
  pageNumber: number | null;
  quote: string;
  prefix?: string;
  suffix?: string;
  /** The popup's title (/T), e.g. the compass point's name. */
  title: string;
  /** The popup's text (/Contents), e.g. the compass point's description. */
  contents: string;
  /** RGB, each 0 to 1; yellow when left out. */
  color?: [number, number, number];
  /** A unique name for the annotation (/NM), e.g. the compass point's id. */
  id?: string;
}

export interface WrittenHighlight {
  /** Position in the `highlights` argument. */
  index: number;
  pageNumber: number;
  quads: Quad[];
}

export interface SkippedHighlight {
  index: number;
  pageNumber: number | null;
  quote: string;
  reason: 'page-not-found' | 'quote-not-found';
}

export interface HighlightedPdf {
  pdf: Uint8Array;
  written: WrittenHighlight[];
  skipped: SkippedHighlight[];
}

const DEFAULT_COLOR: [number, number, number] = [1, 0.85, 0.2];
/** Fill opacity of the appearance's quads; with the multiply blend the text stays black and crisp. */
const HIGHLIGHT_OPACITY = 0.45;
const POPUP_WIDTH = 200;
const POPUP_HEIGHT = 100;

type PdfJs = typeof PdfJsModule;
let pdfjsModule: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}

/** Finds every quote on its page (or, with no page, on the first page that holds it) with pdf.js; else the reason. */
async function locateAll(pdfBytes: Uint8Array, highlights: readonly PdfHighlight[]) {
  const { getDocument } = await loadPdfJs();
  // pdf.js takes its data over to the worker: give it a copy.
  const doc = await getDocument({
    data: new Uint8Array(pdfBytes),
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = new Map<number, GlyphRun[]>();
    const runsOf = async (pageNumber: number) => {
      let runs = pages.get(pageNumber);
      if (!runs) {
        const page = await doc.getPage(pageNumber);
        const content = await page.getTextContent();
        runs = content.items.filter((item): item is GlyphRun & (typeof content.items)[number] => 'str' in item);
        pages.set(pageNumber, runs);
        page.cleanup();
      }
      return runs;
    };
    const found: ({ pageNumber: number; quads: Quad[] } | SkippedHighlight['reason'])[] = [];
    for (const h of highlights) {
      if (h.pageNumber === null) {
        // No page known: the first page that holds the quote with its context.
        let hit: { pageNumber: number; quads: Quad[] } | null = null;
        for (let pageNumber = 1; pageNumber <= doc.numPages && !hit; pageNumber++) {
          const quads = locateQuote(await runsOf(pageNumber), h);
          if (quads) hit = { pageNumber, quads };
        }
        found.push(hit ?? 'quote-not-found');
        continue;
      }
      if (!Number.isInteger(h.pageNumber) || h.pageNumber < 1 || h.pageNumber > doc.numPages) {
        found.push('page-not-found');
        continue;
      }
      const quads = locateQuote(await runsOf(h.pageNumber), h);
      found.push(quads ? { pageNumber: h.pageNumber, quads } : 'quote-not-found');
    }
    return found;
  } finally {
    await doc.destroy();
  }
}

function boundingRect(quads: readonly Quad[]): [number, number, number, number] {
  const xs = quads.flatMap((q) => [q[0], q[2], q[4], q[6]]);
  const ys = quads.flatMap((q) => [q[1], q[3], q[5], q[7]]);
  // A point of margin, so rounding never leaves a quad's corner outside (viewers drop such QuadPoints).
  return [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1];
}

const num = (n: number) => (Math.round(n * 1000) / 1000).toString();

/** The appearance: each quad filled translucent with a multiply blend, in a Form XObject whose BBox is the /Rect. */
function appearanceStream(doc: PDFDocument, quads: readonly Quad[], rect: number[], color: readonly number[]): PDFRef {
  const context = doc.context;
  const state = context.register(context.obj({ Type: 'ExtGState', ca: HIGHLIGHT_OPACITY, CA: HIGHLIGHT_OPACITY, BM: 'Multiply' }));
  const paths = quads.map((q) => `${num(q[0])} ${num(q[1])} m ${num(q[2])} ${num(q[3])} l ${num(q[6])} ${num(q[7])} l ${num(q[4])} ${num(q[5])} l h f`);
  const content = ['q', '/GS0 gs', `${color.map(num).join(' ')} rg`, ...paths, 'Q'].join('\n');
  const stream = context.stream(content, {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: rect,
    Matrix: [1, 0, 0, 1, 0, 0],
    Resources: { ExtGState: { GS0: state } },
  });
  return context.register(stream);
}

/** The popup's box: beside the highlight's top right corner, kept on the page. */
function popupRect(page: PDFPage, rect: number[]): number[] {
  const { x, y, width, height } = page.getMediaBox();
  const left = Math.min(Math.max(rect[2] + 8, x), x + width - POPUP_WIDTH);
  const top = Math.min(Math.max(rect[3], y + POPUP_HEIGHT), y + height);
  return [left, top - POPUP_HEIGHT, left + POPUP_WIDTH, top];
}

function addHighlight(doc: PDFDocument, page: PDFPage, h: PdfHighlight, quads: readonly Quad[]): void {
  const context = doc.context;
  const rect = boundingRect(quads);
  const color = h.color ?? DEFAULT_COLOR;
  const annotationRef = context.nextRef();
  const popupRef = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Popup', Rect: popupRect(page, rect), Parent: annotationRef, Open: false }),
  );
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Highlight',
    Rect: rect,
    QuadPoints: quads.flat(),
    C: [...color],
    F: 4, // Print
    P: page.ref,
    Popup: popupRef,
    AP: { N: appearanceStream(doc, quads, rect, color) },
  });
  annotation.set(PDFName.of('T'), PDFHexString.fromText(h.title));
  annotation.set(PDFName.of('Contents'), PDFHexString.fromText(h.contents));
  if (h.id) annotation.set(PDFName.of('NM'), PDFHexString.fromText(h.id));
  context.assign(annotationRef, annotation);
  page.node.addAnnot(annotationRef);
  page.node.addAnnot(popupRef);
}

/**
 * The PDF with a highlight annotation over each quote found on its page. With no highlights the bytes come back
 * as they are. Throws only when the PDF itself cannot be read.
 */
export async function highlightPdf(pdfBytes: Uint8Array, highlights: readonly PdfHighlight[]): Promise<HighlightedPdf> {
  if (highlights.length === 0) return { pdf: pdfBytes, written: [], skipped: [] };
  const found = await locateAll(pdfBytes, highlights);
  const written: WrittenHighlight[] = [];
  const skipped: SkippedHighlight[] = [];
  found.forEach((hit, index) => {
    const { pageNumber, quote } = highlights[index];
    if (typeof hit === 'string') skipped.push({ index, pageNumber, quote, reason: hit });
    else written.push({ index, pageNumber: hit.pageNumber, quads: hit.quads });
  });
  if (written.length === 0) return { pdf: pdfBytes, written, skipped };
  const doc = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  for (const w of written) addHighlight(doc, doc.getPage(w.pageNumber - 1), highlights[w.index], w.quads);
  return { pdf: await doc.save({ updateFieldAppearances: false }), written, skipped };
}
