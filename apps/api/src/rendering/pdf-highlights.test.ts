import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFulltext } from '../../test/rfc-fulltext.js';
import { highlightPdf, type HighlightedPdf, type PdfHighlight } from './pdf-highlights.js';
import { renderRfcPdf } from './rfc-pdf.js';

// pdf.js, as the reader app and browsers' viewers use it, reads back what we wrote.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
interface Run {
  str: string;
  transform: number[];
  width: number;
  height: number;
}
let pdfjs: PdfJs;
const opened: PdfDocument[] = [];

async function openPdf(pdf: Uint8Array): Promise<PdfDocument> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  opened.push(doc);
  return doc;
}

async function pageRuns(doc: PdfDocument, pageNumber: number): Promise<Run[]> {
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  return content.items.filter((item): item is Run & (typeof content.items)[number] => 'str' in item && item.str.trim() !== '');
}

/** The words of the page that make up the quote, found independently of the code under test: consecutive runs. */
function runsOfQuote(runs: Run[], quote: string): Run[] {
  const wanted = quote.replace(/\s+/g, '');
  for (let i = 0; i < runs.length; i += 1) {
    let text = '';
    for (let j = i; j < runs.length && text.length < wanted.length; j += 1) {
      text += runs[j].str.replace(/\s+/g, '');
      if (text === wanted) return runs.slice(i, j + 1);
    }
  }
  throw new Error(`"${quote}" is not a sequence of words on the page`);
}

type Quad = number[];
const quadsOf = (flat: ArrayLike<number>): Quad[] =>
  Array.from({ length: flat.length / 8 }, (_, i) => Array.from(flat).slice(i * 8, i * 8 + 8));
/** Whether a point lies inside an upright quad in Acrobat's order (top left, top right, bottom left, bottom right). */
const inside = (q: Quad, x: number, y: number) => x >= q[0] && x <= q[2] && y <= q[1] && y >= q[5];

const rfc = readFulltext('RFC2324');
const highlights: PdfHighlight[] = [
  { pageNumber: 2, quote: 'There is coffee all over the world.', title: 'Premise', contents: 'Where the RFC begins.' },
  {
    pageNumber: 5,
    quote: 'the operator of the coffee pot cannot comply with the Accept-Addition request.',
    title: 'Refusal — 406',
    contents: 'The pot may refuse additions. Ünïcødé ✓',
  },
  { pageNumber: 8, quote: 'Filtration is not a good virus protection method.', title: 'Security', contents: 'Trojan grounds.' },
  { pageNumber: 5, quote: 'An espresso machine that is not in this RFC', title: 'Missing', contents: 'Nowhere.' },
  { pageNumber: 5, quote: 'Anyone who gets in between me and my morning coffee', title: 'Wrong page', contents: 'On page 8.' },
  { pageNumber: 40, quote: 'coffee', title: 'No such page', contents: '' },
  {
    pageNumber: 2,
    quote: 'coffee pots',
    prefix: 'Networked ',
    suffix: ' require a control protocol',
    title: 'Which pots',
    contents: 'The second "coffee pots" on its line, chosen by prefix and suffix.',
    id: 'compass-point-7',
  },
];

describe('highlightPdf on RFC 2324 as the product renders it', () => {
  let source: Buffer;
  let result: HighlightedPdf;
  let doc: PdfDocument;

  beforeAll(async () => {
    pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href)) as PdfJs;
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
    ({ pdf: source } = await renderRfcPdf({
      text: rfc.text,
      designation: rfc.designation,
      title: 'Hyper Text Coffee Pot Control Protocol (HTCPCP/1.0)',
      status: 'Informational',
      doi: '10.17487/RFC2324',
      publisherName: 'Internet Engineering Task Force (IETF)',
      contentCode: 'IETF-RFC2324',
      date: '1998-04-01',
    }));
    result = await highlightPdf(source, highlights);
    doc = await openPdf(result.pdf);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.destroy()));
  });

  it('reports the quotes it could not place, and why, without throwing', () => {
    expect(result.written.map((w) => w.index)).toEqual([0, 1, 2, 6]);
    expect(result.skipped).toEqual([
      { index: 3, pageNumber: 5, quote: highlights[3].quote, reason: 'quote-not-found' },
      { index: 4, pageNumber: 5, quote: highlights[4].quote, reason: 'quote-not-found' },
      { index: 5, pageNumber: 40, quote: 'coffee', reason: 'page-not-found' },
    ]);
  });

  it('writes exactly one Highlight per placed passage, on its page, with its title and text', async () => {
    const expected = new Map<number, PdfHighlight[]>();
    for (const w of result.written) expected.set(w.pageNumber, [...(expected.get(w.pageNumber) ?? []), highlights[w.index]]);
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber += 1) {
      const annotations = await (await doc.getPage(pageNumber)).getAnnotations();
      const marks = annotations.filter((a) => a.subtype === 'Highlight');
      const wanted = expected.get(pageNumber) ?? [];
      expect(marks.map((a) => [a.titleObj.str, a.contentsObj.str])).toEqual(wanted.map((h) => [h.title, h.contents]));
      for (const mark of marks) {
        expect(mark.hasAppearance).toBe(true);
        expect(mark.quadPoints).toBeTruthy();
        // pdf.js reads the text under the quads back; that is the quote.
        const quote = wanted.find((h) => h.title === mark.titleObj.str)?.quote;
        expect(mark.overlaidText.replace(/\s+/g, ' ')).toBe(quote);
        expect(Array.from(mark.color as ArrayLike<number>)).toEqual([255, 217, 51]);
      }
      // Each highlight has its popup, linked back to it.
      const popups = annotations.filter((a) => a.subtype === 'Popup');
      expect(popups.map((p) => p.id).sort()).toEqual(marks.map((m) => m.popupRef).sort());
      expect(popups.map((p) => p.contentsObj.str).sort()).toEqual(marks.map((m) => m.contentsObj.str).sort());
    }
  });

  it('covers the quoted words, one quad per line, and not the words around them', async () => {
    for (const w of result.written) {
      const h = highlights[w.index];
      const [mark] = (await (await doc.getPage(w.pageNumber)).getAnnotations()).filter((a) => a.titleObj?.str === h.title);
      const quads = quadsOf(mark.quadPoints as ArrayLike<number>);
      const runs = await pageRuns(doc, w.pageNumber);
      let words = runsOfQuote(runs, h.quote);
      if (h.prefix) words = runsOfQuote(runs, `${h.prefix}${h.quote}${h.suffix ?? ''}`).slice(1, 3);
      const baselines = new Set(words.map((r) => r.transform[5].toFixed(1)));
      expect(quads).toHaveLength(baselines.size);
      for (const word of words) {
        const [x, y] = [word.transform[4], word.transform[5]];
        const covering = quads.filter((q) => inside(q, x + 0.5, y + 1) && inside(q, x + word.width - 0.5, y + word.height * 0.6));
        expect(covering, `"${word.str}" of "${h.quote}"`).toHaveLength(1);
      }
      const before = runs[runs.indexOf(words[0]) - 1];
      const after = runs[runs.indexOf(words[words.length - 1]) + 1];
      for (const neighbour of [before, after]) {
        const mid = [neighbour.transform[4] + neighbour.width / 2, neighbour.transform[5] + 2] as const;
        expect(quads.some((q) => inside(q, ...mid)), `"${neighbour.str}" beside "${h.quote}"`).toBe(false);
      }
    }
    expect(result.written.find((w) => w.index === 1)?.quads).toHaveLength(2);
  });

  it('writes the annotation dictionary and its appearance stream as viewers expect them', async () => {
    const written = await PDFDocument.load(result.pdf);
    const page = written.getPage(1);
    const annots = page.node.Annots();
    const dicts = (annots?.asArray() ?? []).map((ref) => written.context.lookup(ref, PDFDict));
    const highlight = dicts.find((d) => d.get(PDFName.of('Subtype')) === PDFName.of('Highlight') && d.has(PDFName.of('NM')));
    expect(highlight).toBeDefined();
    const get = (name: string) => highlight!.get(PDFName.of(name));
    const name = get('NM');
    expect(name).toBeInstanceOf(PDFHexString);
    expect((name as PDFHexString).decodeText()).toBe('compass-point-7');
    expect(get('F')?.toString()).toBe('4');
    expect(get('P')).toBe(page.ref);
    const popup = written.context.lookup(get('Popup'), PDFDict);
    expect(popup.get(PDFName.of('Parent'))).toBe(annots?.asArray().find((ref) => written.context.lookup(ref) === highlight));
    const appearance = written.context.lookup(highlight!.lookup(PDFName.of('AP'), PDFDict).get(PDFName.of('N')));
    if (!(appearance instanceof PDFRawStream)) throw new Error('the appearance is not a stream');
    expect(appearance.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Form'));
    expect(appearance.dict.lookup(PDFName.of('BBox'))?.toString()).toBe(get('Rect')?.toString());
    const state = appearance.dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('ExtGState'), PDFDict).lookup(PDFName.of('GS0'), PDFDict);
    expect(state.get(PDFName.of('BM'))).toBe(PDFName.of('Multiply'));
    expect(Number(state.get(PDFName.of('ca'))?.toString())).toBeLessThan(1);
    const drawing = Buffer.from(appearance.getContents()).toString('latin1');
    expect(drawing).toMatch(/\/GS0 gs/);
    expect(drawing.match(/ f$/gm)).toHaveLength(1);
  });

  it('leaves the rest of the document as it was', async () => {
    const original = await openPdf(source);
    expect(doc.numPages).toBe(original.numPages);
    const text = async (d: PdfDocument, n: number) => (await pageRuns(d, n)).map((r) => r.str).join(' ');
    for (const n of [1, 2, 5, 8, doc.numPages]) expect(await text(doc, n)).toBe(await text(original, n));
    // pdf-lib writes a PDF 1.7 header; everything else in the document information stays.
    const info = async (d: PdfDocument) => ({ ...(await d.getMetadata()).info, PDFFormatVersion: undefined });
    expect(await info(doc)).toEqual(await info(original));
  });

  it('gives back the same bytes when there is nothing to highlight or nothing is found', async () => {
    expect((await highlightPdf(source, [])).pdf).toBe(source);
    const none = await highlightPdf(source, [highlights[3]]);
    expect(none.pdf).toBe(source);
    expect(none.skipped).toHaveLength(1);
  });
});
