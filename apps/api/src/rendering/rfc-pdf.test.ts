import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFulltext } from '../../test/rfc-fulltext.js';
import { renderRfcPdf, type RfcPdfInput } from './rfc-pdf.js';
import { LINES_PER_PAGE, paginateRfc } from './rfc-pagination.js';
import { PAGES_PER_TREE_NODE } from './page-tree.js';

// pdf.js, as the reader app uses it, reads back what we wrote.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
let pdfjs: PdfJs;
const opened: PdfDocument[] = [];

beforeAll(async () => {
  pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href)) as PdfJs;
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.destroy()));
});

async function openPdf(pdf: Buffer): Promise<PdfDocument> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  opened.push(doc);
  return doc;
}

/** The text of one page (1-based) as pdf.js extracts it, whitespace runs folded to one space. */
async function pageText(doc: PdfDocument, pageNumber: number): Promise<string> {
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function rfcInput(id: string, overrides: Partial<RfcPdfInput> = {}): RfcPdfInput {
  const record = readFulltext(id);
  return {
    text: record.text,
    designation: record.designation,
    title: 'Untitled',
    status: 'Internet Standard',
    doi: `10.17487/${id}`,
    publisherName: 'Internet Engineering Task Force (IETF)',
    contentCode: `IETF-${id}`,
    date: '2022-06-01',
    ...overrides,
  };
}

describe('renderRfcPdf on RFC 9110 (a text without form feeds)', () => {
  let doc: PdfDocument;
  let pageCount: number;
  let pdf: Buffer;
  const input = rfcInput('RFC9110', { title: 'HTTP Semantics' });

  beforeAll(async () => {
    ({ pdf, pageCount } = await renderRfcPdf(input));
    doc = await openPdf(pdf);
  });

  it('is a PDF whose page count is the cover plus one page per 58 lines', () => {
    const lines = input.text.replace(/\n$/, '').split('\n').length;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.numPages).toBe(pageCount);
    expect(pageCount).toBe(1 + paginateRfc(input.text).length);
    // Headings kept with their text and blank lines dropped at page tops move the breaks a little.
    expect(pageCount).toBeGreaterThanOrEqual(1 + Math.ceil(lines / LINES_PER_PAGE) - 5);
    expect(pageCount).toBeLessThanOrEqual(1 + Math.ceil(lines / LINES_PER_PAGE) + 5);
  });

  it('has a cover with publisher, designation, title, status, date and DOI', async () => {
    const cover = await pageText(doc, 1);
    expect(cover).toContain('INTERNET ENGINEERING TASK FORCE (IETF)');
    expect(cover).toContain('RFC 9110');
    expect(cover).toContain('HTTP Semantics');
    expect(cover).toContain('Internet Standard');
    expect(cover).toContain('June 2022');
    expect(cover).toContain('10.17487/RFC9110');
    expect(cover).toContain('IETF-RFC9110');
    const links = await (await doc.getPage(1)).getAnnotations();
    expect(links.map((a) => a.url)).toContain('https://doi.org/10.17487/RFC9110');
  });

  it('starts the text on page 2 with the first lines of the RFC, a running header and a page number', async () => {
    const page2 = await pageText(doc, 2);
    expect(page2).toContain('RFC 9110 \u2014 HTTP Semantics');
    expect(page2).toContain(`Page 2 of ${pageCount}`);
    expect(page2).toContain('Internet Engineering Task Force (IETF) R. Fielding, Ed.');
    expect(page2).toContain('Request for Comments: 9110');
    expect(page2).toContain('HTTP Semantics');
  });

  it('carries the whole text in order, down to its last line on the last page', async () => {
    const body = await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => pageText(doc, i + 2)));
    const contentLocation = body.findIndex((t) => t.includes('The "Content-Location" header field references a URI'));
    const introduction = body.findIndex((t) => t.includes('1. Introduction 1.1. Purpose'));
    expect(introduction).toBeGreaterThan(0);
    expect(contentLocation).toBeGreaterThan(introduction);
    const lastLine = input.text.trimEnd().split('\n').pop()!.trim().replace(/\s+/g, ' ');
    expect(lastLine).toBe('URI: https://greenbytes.de/tech/webdav/');
    expect(body[body.length - 1]).toContain(lastLine);
    expect(body[body.length - 1]).toContain(`Page ${pageCount} of ${pageCount}`);
  });

  it('sets title, author, subject and a creation date taken from the publication date', async () => {
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    expect(info.Title).toBe('RFC 9110: HTTP Semantics');
    expect(info.Author).toBe('Internet Engineering Task Force (IETF)');
    expect(info.Subject).toBe('RFC 9110, HTTP Semantics (Internet Standard)');
    expect(info.CreationDate).toBe('D:20220601000000Z');
  });

  it('has an outline of the sections, nested by number', async () => {
    const outline = await doc.getOutline();
    const titles = outline.map((item) => item.title);
    expect(titles.slice(0, 3)).toEqual(['1. Introduction', '2. Conformance', '3. Terminology and Core Concepts']);
    expect(titles).toContain('Appendix A. Collected ABNF');
    expect(titles).toContain("Authors' Addresses");
    const section15 = outline.find((item) => item.title.startsWith('15. '))!;
    const clientErrors = section15.items.find((item: { title: string }) => item.title === '15.5. Client Error 4xx')!;
    expect(clientErrors.items.map((item: { title: string }) => item.title)).toContain('15.5.5. 404 Not Found');
  });

  it('embeds subsets of the DejaVu fonts and no standard font', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSansMono\b/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).not.toContain('/Helvetica');
    expect(raw).not.toContain('/Courier');
  });

  it('gives the same bytes for the same input', async () => {
    const again = await renderRfcPdf(input);
    expect(again.pdf.equals(pdf)).toBe(true);
  });

  it('groups its pages under intermediate /Pages nodes of 16', () => {
    const pagesNodes = pdf.toString('latin1').match(/\/Type \/Pages\b/g) ?? [];
    expect(pagesNodes).toHaveLength(1 + Math.ceil(pageCount / PAGES_PER_TREE_NODE));
  });

  it('opens to its first page through 64 KiB ranges without fetching most of the file', async () => {
    const chunk = 65536;
    const requested = new Set<number>();
    const transport = new pdfjs.PDFDataRangeTransport(pdf.length, new Uint8Array(pdf.subarray(0, chunk)));
    requested.add(0);
    transport.requestDataRange = (begin: number, end: number) => {
      for (let at = Math.floor(begin / chunk) * chunk; at < end; at += chunk) requested.add(at);
      // Answered on a later turn, as a network would.
      setTimeout(() => transport.onDataRange(begin, new Uint8Array(pdf.subarray(begin, end))), 0);
    };
    const ranged = await pdfjs.getDocument({ range: transport, rangeChunkSize: chunk, disableAutoFetch: true, disableStream: true, verbosity: 0 }).promise;
    opened.push(ranged);
    expect(ranged.numPages).toBe(pageCount);
    expect(await pageText(ranged, 1)).toContain('HTTP Semantics');
    const fetchedBytes = requested.size * chunk;
    expect(fetchedBytes).toBeLessThan(pdf.length * 0.5);
  });
});

describe('renderRfcPdf on RFC 2616 (a text with form feeds)', () => {
  const input = rfcInput('RFC2616', { title: 'Hypertext Transfer Protocol -- HTTP/1.1', date: '1999-06' });

  it('keeps every RFC page on its own PDF page, after the cover', async () => {
    const { pdf, pageCount } = await renderRfcPdf(input);
    const doc = await openPdf(pdf);
    const rfcPages = input.text.split('\f').filter((p) => p.trim() !== '').length;
    expect(rfcPages).toBe(176);
    expect(pageCount).toBe(rfcPages + 1);
    expect(doc.numPages).toBe(rfcPages + 1);

    // RFC page n, with its own header and "[Page n]" footer, is PDF page n + 1.
    for (const n of [1, 2, 99, 176]) {
      const text = await pageText(doc, n + 1);
      expect(text).toContain(`[Page ${n}]`);
      expect(text).toContain(`Page ${n + 1} of ${pageCount}`);
      if (n > 1) expect(text).toContain('RFC 2616 HTTP/1.1 June 1999');
    }
    expect(await pageText(doc, 1)).toContain('PUBLISHED June 1999');
  });
});

describe('renderRfcPdf on made-up texts', () => {
  const base: RfcPdfInput = {
    text: '',
    designation: 'RFC 99999',
    title: 'A Test Document',
    status: 'Experimental',
    doi: null,
    publisherName: 'Example Publisher',
    contentCode: 'TEST-1',
    date: null,
  };

  it('shows characters beyond Latin-1 from the embedded font', async () => {
    const text = 'Authors: Kate\u0159ina \u010capkov\u00e1, \u041f\u0451\u0442\u0440 \u0418\u0432\u0430\u043d\u043e\u0432 \u2014 a \u2264 b \u22c5 c\n';
    const { pdf } = await renderRfcPdf({ ...base, text, title: 'Z\u00fcrich \u2013 \u0141\u00f3d\u017a', publisherName: '\u0160koda Standards' });
    const doc = await openPdf(pdf);
    expect(await pageText(doc, 2)).toContain('Authors: Kate\u0159ina \u010capkov\u00e1, \u041f\u0451\u0442\u0440 \u0418\u0432\u0430\u043d\u043e\u0432 \u2014 a \u2264 b \u22c5 c');
    const cover = await pageText(doc, 1);
    expect(cover).toContain('Z\u00fcrich \u2013 \u0141\u00f3d\u017a');
    expect(cover).toContain('\u0160KODA STANDARDS');
    expect(cover).not.toContain('DOI');
  });

  it('fits an overfull form-feed page on one PDF page and drops a blank last page', async () => {
    const longPage = Array.from({ length: 66 }, (_, i) => `line ${i + 1}`).join('\n');
    const text = `${longPage}\n\f\nsecond page\n\f\n`;
    const { pdf, pageCount } = await renderRfcPdf({ ...base, text });
    const doc = await openPdf(pdf);
    expect(pageCount).toBe(3);
    expect(doc.numPages).toBe(3);
    const first = await pageText(doc, 2);
    expect(first).toContain('line 1 ');
    expect(first).toContain('line 66');
    expect(await pageText(doc, 3)).toContain('second page');
  });

  it('paginates a text without form feeds by 58 lines', async () => {
    const text = Array.from({ length: 120 }, (_, i) => `   row ${i + 1}`).join('\n');
    const { pdf, pageCount } = await renderRfcPdf({ ...base, text });
    const doc = await openPdf(pdf);
    expect(pageCount).toBe(4);
    expect(await pageText(doc, 2)).toMatch(/row 58$/);
    expect(await pageText(doc, 3)).toMatch(/row 59 .* row 116$/);
    expect(await pageText(doc, 4)).toMatch(/row 117 .* row 120$/);
  });

  it('does not leave a heading at the foot of a page', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `   text ${i + 1}`);
    lines[55] = '';
    lines[56] = '2.  A Heading Near the Foot';
    lines[57] = '';
    const pages = paginateRfc(lines.join('\n'));
    expect(pages[0].lines).toHaveLength(56);
    expect(pages[1].lines[0]).toBe('2.  A Heading Near the Foot');
  });

  it('squeezes a line wider than the page so it ends inside the page', async () => {
    const wide = 'W'.repeat(110);
    const { pdf } = await renderRfcPdf({ ...base, text: `${wide}\n${'n'.repeat(72)}\n` });
    const page = await (await openPdf(pdf)).getPage(2);
    const items = (await page.getTextContent()).items.filter((item) => 'str' in item && /^(W+|n+)$/.test(item.str));
    const right = (item: (typeof items)[number]) => ('transform' in item ? item.transform[4] + item.width : Infinity);
    expect(items.map((item) => ('str' in item ? item.str : ''))).toEqual([wide, 'n'.repeat(72)]);
    expect(right(items[0])).toBeLessThanOrEqual(612 - 30 + 0.5);
    expect(right(items[0])).toBeGreaterThan(right(items[1]));
  });

  it('prints typewriter overstrike as bold and underlined letters, not as backspaces', async () => {
    const text = 'B\bB\bBold title\n   from source _\bS to D\n';
    const { pdf } = await renderRfcPdf({ ...base, text });
    const page = await pageText((await openPdf(pdf)), 2);
    expect(page).toContain('from source S to D');
    expect(page).toContain('old title');
    expect(page).not.toContain('_');
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSansMono-Bold\b/);
  });
});
