import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { expandTabs, readRfcStructure, resolveOverstrike, type RfcHeading } from './rfc-text.js';

export interface RfcPdfInput {
  text: string;
  designation: string;
  title: string;
  status: string;
  doi: string | null;
  publisherName: string;
  contentCode: string;
  /** Publication date, `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; the cover shows month and year. */
  date: string | null;
}

export interface RfcPdf {
  pdf: Buffer;
  pageCount: number;
}

/** The fonts travel with the code (see assets/fonts/LICENSE-DejaVu.txt); no system font is used. */
export const FONT_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

const FONT_FILES = {
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * Each font file is parsed once per thread and the parsed font is handed to every document
 * (pdfkit accepts a fontkit font in place of a file). Parsing the four fonts anew for each PDF
 * took longer than typesetting a 40-page RFC. Sharing is safe: each document keeps its own subset.
 */
let parsedFonts: Record<FontName, unknown> | null = null;
function fonts(): Record<FontName, unknown> {
  if (!parsedFonts) {
    const probe = new PDFDocument({ autoFirstPage: false, font: '' });
    parsedFonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => {
        probe.font(readFileSync(path.join(FONT_DIR, file)));
        return [name, (probe as unknown as { _font: { font: unknown } })._font.font];
      }),
    ) as Record<FontName, unknown>;
  }
  return parsedFonts;
}

/** pdfkit's per-font cache of shaped words, kept across documents (same parsed font, same result). */
const sharedLayoutCaches: Partial<Record<FontName, object>> = {};

// US Letter, the paper size of the RFC series. The body is set so that a full RFC page
// (58 lines of 72 columns) fills the text block at 10 pt with the font's natural line height.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const BODY_SIZE = 10;
const BODY_COLUMNS = 72;
export const LINES_PER_PAGE = 58;
const BODY_TOP = 62;
const BODY_BOTTOM = 740;
const RIGHT_LIMIT = PAGE_WIDTH - 30;
const HEADER_BASELINE_TOP = 34;
const FOOTER_TOP = 756;

const INK = '#111827';
const MUTED = '#5b6472';
const RULE = '#c9ced6';
const ACCENT = '#1d3557';
const LINK = '#1a56a8';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2022-06" and "2022-06-01" both give "June 2022": RFCs are dated by month (the catalogue
 * stores month-level dates as the first of the month, so a day would be made up).
 */
export function formatPublicationDate(date: string | null): string | null {
  if (!date) return null;
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  if (!m) return date;
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : m[1];
}

/** The publication date as a Date, so the PDF's creation date and file id do not change between runs. */
function stableDate(date: string | null): Date {
  const m = date ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date) : null;
  if (!m) return new Date(Date.UTC(2000, 0, 1));
  return new Date(Date.UTC(Number(m[1]), m[2] ? Number(m[2]) - 1 : 0, m[3] ? Number(m[3]) : 1));
}

/** One body page of the PDF: the lines to draw and the headings that start on it. */
export interface BodyPage {
  lines: string[];
  headings: { index: number; heading: RfcHeading }[];
}

function isBlank(line: string): boolean {
  return line.replace(/\f/g, '').trim() === '';
}

/**
 * Splits the text into PDF pages: at every form feed when the text has them (the RFC's own
 * pages), otherwise every LINES_PER_PAGE lines, moving a heading that would sit at the foot of a
 * page over to the next one. Blank pages (a form feed at the very end) are left out.
 */
export function paginateRfc(text: string): BodyPage[] {
  const { lines, headings } = readRfcStructure(text);
  const headingAt = new Map(headings.map((h) => [h.line, h]));
  const pages: BodyPage[] = [];

  if (text.includes('\f')) {
    // Line n of form-feed page k is line (offset + n) of the whole text: the line holding a form
    // feed is shared, its start ending one page and its rest (usually nothing) opening the next.
    let offset = 0;
    text.split('\f').forEach((pageText, k) => {
      const pageLines = pageText.split('\n');
      const page: BodyPage = { lines: [], headings: [] };
      const from = k > 0 && pageLines[0] === '' ? 1 : 0;
      const to = pageLines.length > 1 && pageLines[pageLines.length - 1] === '' ? pageLines.length - 1 : pageLines.length;
      for (let n = from; n < to; n++) {
        const heading = headingAt.get(offset + n);
        if (heading) page.headings.push({ index: page.lines.length, heading });
        page.lines.push(pageLines[n]);
      }
      if (page.lines.some((l) => !isBlank(l))) pages.push(page);
      offset += pageLines.length - 1;
    });
    return pages;
  }

  let start = 0;
  while (start < lines.length) {
    let end = Math.min(start + LINES_PER_PAGE, lines.length);
    if (end < lines.length) {
      // Keep a heading with the lines that follow it.
      for (let i = end - 1; i >= end - 3 && i > start; i--) {
        if (headingAt.has(i)) {
          end = i;
          break;
        }
      }
    }
    const page: BodyPage = { lines: lines.slice(start, end), headings: [] };
    for (let i = start; i < end; i++) {
      const heading = headingAt.get(i);
      if (heading) page.headings.push({ index: i - start, heading });
    }
    if (page.lines.some((l) => !isBlank(l))) pages.push(page);
    start = end;
    // Do not open a page with the blank lines that separated it from the previous one.
    while (start < lines.length && isBlank(lines[start]) && !headingAt.has(start)) start++;
  }
  return pages;
}

type Doc = InstanceType<typeof PDFDocument>;
/** pdfkit supports these (XYZ destination) though its type declarations leave them out. */
interface OutlineItemOptions {
  expanded?: boolean;
  top?: number;
  left?: number;
}

function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}\u2026`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

function drawCover(doc: Doc, input: RfcPdfInput) {
  const left = 90;
  const width = PAGE_WIDTH - 2 * left;

  doc.rect(0, 0, PAGE_WIDTH, 10).fill(ACCENT);

  doc.font('sansBold').fontSize(10.5).fillColor(ACCENT);
  doc.text(input.publisherName.toUpperCase(), left, 96, { width, characterSpacing: 0.4, lineGap: 2 });
  const ruleY = doc.y + 10;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(0.75).strokeColor(ACCENT).stroke();

  doc.font('sansBold').fontSize(30).fillColor(INK);
  doc.text(input.designation, left, ruleY + 44, { width });
  doc.font('sans').fontSize(20).fillColor(INK);
  doc.text(input.title, left, doc.y + 12, { width, lineGap: 5 });

  const rows: { label: string; value: string; link?: string }[] = [{ label: 'Status', value: input.status }];
  const published = formatPublicationDate(input.date);
  if (published) rows.push({ label: 'Published', value: published });
  if (input.doi) rows.push({ label: 'DOI', value: input.doi, link: `https://doi.org/${input.doi}` });
  rows.push({ label: 'Content code', value: input.contentCode });

  let y = Math.max(doc.y + 48, 380);
  doc.moveTo(left, y - 16).lineTo(left + width, y - 16).lineWidth(0.5).strokeColor(RULE).stroke();
  for (const row of rows) {
    doc.font('sansBold').fontSize(8).fillColor(MUTED);
    doc.text(row.label.toUpperCase(), left, y, { width, characterSpacing: 0.3 });
    doc.font('sans').fontSize(12).fillColor(row.link ? LINK : INK);
    doc.text(row.value, left, doc.y + 3, { width, link: row.link });
    y = doc.y + 14;
  }

  const note =
    `This PDF reproduces the text of ${input.designation} as published, without modification. ` +
    'Page breaks, page headers and page footers are those of the original document; the running ' +
    'header and the page numbers outside the text are added by this rendition. The copyright notice ' +
    'and the terms of use are stated in the document itself.';
  doc.font('sans').fontSize(8).fillColor(MUTED);
  const noteHeight = doc.heightOfString(note, { width, lineGap: 2 });
  const noteY = Math.max(y + 24, 720 - noteHeight);
  doc.moveTo(left, noteY - 12).lineTo(left + width, noteY - 12).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.text(note, left, noteY, { width, lineGap: 2 });
}

/** The parts of pdfkit's embedded-font object the body writer uses (pdfkit 0.20, pinned). */
interface PdfkitEmbeddedFont {
  id: string;
  scale: number;
  ascender: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number; codePoints: number[] } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}

function currentEmbeddedFont(doc: Doc): PdfkitEmbeddedFont {
  const font = (doc as unknown as { _font?: Partial<PdfkitEmbeddedFont> })._font;
  if (!font || typeof font.subset?.includeGlyph !== 'function' || typeof font.font?.glyphForCodePoint !== 'function') {
    throw new Error('pdfkit internals changed: the RFC body writer in rfc-pdf.ts needs updating');
  }
  return font as PdfkitEmbeddedFont;
}

/**
 * Writes monospaced lines straight into the page's content stream: one text object per page,
 * one glyph string per line. pdfkit's own `text()` shapes every word with fontkit and wraps each
 * line in its own text object; for fixed-pitch text without ligatures that work changes nothing
 * but takes most of the time, so the body skips it. Glyphs still go through pdfkit's font subset,
 * so embedding, widths and the ToUnicode map (text search and copy) stay pdfkit's.
 */
class MonoPageWriter {
  private readonly glyphHex = new Map<PdfkitEmbeddedFont, Map<number, string>>();

  constructor(
    private readonly doc: Doc,
    private readonly regular: PdfkitEmbeddedFont,
    private readonly bold: PdfkitEmbeddedFont,
    private readonly size: number,
  ) {}

  private hex(font: PdfkitEmbeddedFont, text: string): string {
    let cache = this.glyphHex.get(font);
    if (!cache) this.glyphHex.set(font, (cache = new Map()));
    let out = '';
    for (const ch of text) {
      const codePoint = ch.codePointAt(0)!;
      let hex = cache.get(codePoint);
      if (hex === undefined) {
        const glyph = font.font.glyphForCodePoint(codePoint);
        const gid = font.subset.includeGlyph(glyph.id);
        font.widths[gid] ??= glyph.advanceWidth * font.scale;
        font.unicode[gid] ??= glyph.codePoints.length ? glyph.codePoints : [codePoint];
        hex = gid.toString(16).padStart(4, '0');
        cache.set(codePoint, hex);
      }
      out += hex;
    }
    return out;
  }

  /** Draws `lines` from the top-left corner (x, top) of the text block, `leading` points apart. */
  writePage(lines: string[], x: number, top: number, leading: number, maxWidth: number, color: [number, number, number]) {
    const { doc, regular, bold, size } = this;
    const page = doc.page;
    const pageFonts = page.fonts as Record<string, unknown>;
    pageFonts[regular.id] ??= regular.ref();
    const charWidth = (regular.font.glyphForCodePoint(0x30).advanceWidth * regular.scale * size) / 1000;
    const firstBaseline = page.height - top - (regular.ascender / 1000) * size;
    const ops: string[] = [
      'q',
      // pdfkit keeps the page upside down (origin top left); text is set in PDF's own orientation.
      `1 0 0 -1 0 ${page.height} cm`,
      `${color.map((c) => +c.toFixed(4)).join(' ')} rg`,
      'BT',
      `/${regular.id} ${size} Tf`,
      `${+leading.toFixed(4)} TL`,
      `1 0 0 1 ${+x.toFixed(3)} ${+firstBaseline.toFixed(3)} Tm`,
    ];
    const underlines: string[] = [];
    lines.forEach((line, n) => {
      if (n > 0) ops.push('T*');
      if (line.includes('\b')) {
        this.overstruck(ops, line, firstBaseline - n * leading, x, charWidth, underlines);
        return;
      }
      // Only a printer's view of the line changes here: tabs become spaces to the next stop and
      // other control characters, which no font can show, take one blank column each.
      const shown = expandTabs(line.replace(/\f/g, '')).replace(CONTROL_CHARACTERS, ' ').trimEnd();
      if (shown === '') return;
      const width = [...shown].length * charWidth;
      // A line wider than the page (over 81 columns; none in the corpus today) is squeezed to fit.
      const squeeze = width > maxWidth ? Math.floor((maxWidth / width) * 1000) / 10 : 100;
      if (squeeze !== 100) ops.push(`${squeeze} Tz`);
      ops.push(`<${this.hex(regular, shown)}> Tj`);
      if (squeeze !== 100) ops.push('100 Tz');
    });
    ops.push('ET', ...underlines, 'Q');
    if (lines.some((l) => l.includes('\b'))) pageFonts[bold.id] ??= bold.ref();
    doc.addContent(ops.join('\n'));
  }

  /**
   * Typewriter emphasis: a letter struck twice is set in bold, a letter struck over `_` is
   * underlined with a rule (not a `_` glyph, so copied text reads as the letters alone).
   */
  private overstruck(ops: string[], line: string, baseline: number, x: number, charWidth: number, underlines: string[]) {
    const { regular, bold, size } = this;
    const cells = resolveOverstrike(expandTabs(line));
    const plain = cells.map((c) => (c.bold ? ' ' : c.char)).join('').trimEnd();
    const strong = cells.map((c) => (c.bold ? c.char : ' ')).join('').trimEnd();
    // `0 0 Td` returns to the start of the line so the bold layer prints over the plain one.
    if (plain) ops.push(`<${this.hex(regular, plain)}> Tj`, '0 0 Td');
    if (strong) ops.push(`/${bold.id} ${size} Tf`, `<${this.hex(bold, strong)}> Tj`, `/${regular.id} ${size} Tf`, '0 0 Td');
    cells.forEach((cell, col) => {
      if (!cell.underline) return;
      const ruleX = x + col * charWidth;
      underlines.push(`${+ruleX.toFixed(3)} ${+(baseline - 0.18 * size).toFixed(3)} ${+charWidth.toFixed(3)} 0.6 re f`);
    });
  }
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const INK_RGB: [number, number, number] = [0x11 / 255, 0x18 / 255, 0x27 / 255];

/**
 * Renders a plain-text RFC as a PDF: a cover page, then the text in a monospaced font with the
 * document's own page breaks, a running header and "Page N of M" outside the text, and an outline
 * of the section headings.
 */
export async function renderRfcPdf(input: RfcPdfInput): Promise<RfcPdf> {
  const pages = paginateRfc(input.text);
  const pageCount = pages.length + 1;
  const creationDate = stableDate(input.date);

  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    // No default font: pdfkit would load Helvetica's metrics for every document and never use them.
    font: '',
    compress: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: 'en',
    pdfVersion: '1.4',
    info: {
      Title: `${input.designation}: ${input.title}`,
      Author: input.publisherName,
      Subject: `${input.designation}, ${input.title} (${input.status})`,
      Keywords: [input.contentCode, input.doi].filter(Boolean).join(', '),
      Creator: 'Codex',
      Producer: 'Codex (PDFKit)',
      CreationDate: creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const parsed = fonts();
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, parsed[name] as Buffer);
  for (const name of ['sans', 'sansBold'] as const) {
    // Cover and running-header words are shaped (kerning) once per thread instead of once per PDF.
    doc.font(name);
    const font = doc as unknown as { _font: { layoutCache?: object } };
    if (font._font.layoutCache) font._font.layoutCache = (sharedLayoutCaches[name] ??= font._font.layoutCache);
  }

  const pageTree = new BalancedPageTree(doc, pageCount);
  doc.addPage();
  pageTree.placeCurrentPage();
  drawCover(doc, input);

  doc.font('monoBold');
  const monoBold = currentEmbeddedFont(doc);
  doc.font('mono').fontSize(BODY_SIZE);
  const mono = currentEmbeddedFont(doc);
  const writer = new MonoPageWriter(doc, mono, monoBold, BODY_SIZE);
  const charWidth = doc.widthOfString('0');
  const textWidth = BODY_COLUMNS * charWidth;
  const left = Math.round(((PAGE_WIDTH - textWidth) / 2) * 100) / 100;
  const naturalLeading = doc.currentLineHeight(true);
  doc.font('sans').fontSize(8);
  const runningHeader = fitText(doc, `${input.designation} \u2014 ${input.title}`, textWidth);
  const outline: { level: number; item: PDFKit.PDFOutline }[] = [];

  pages.forEach((page, i) => {
    doc.addPage();
    pageTree.placeCurrentPage();

    doc.font('sans').fontSize(8).fillColor(MUTED);
    doc.text(runningHeader, left, HEADER_BASELINE_TOP, { lineBreak: false });
    doc
      .moveTo(left, HEADER_BASELINE_TOP + 13)
      .lineTo(left + textWidth, HEADER_BASELINE_TOP + 13)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const pageLabel = `Page ${i + 2} of ${pageCount}`;
    doc.text(pageLabel, (PAGE_WIDTH - doc.widthOfString(pageLabel)) / 2, FOOTER_TOP, { lineBreak: false });

    // An overfull page (some old RFCs have 60 to 65 lines) closes up its lines instead of overflowing.
    const leading = Math.min(naturalLeading, (BODY_BOTTOM - BODY_TOP) / Math.max(page.lines.length, 1));
    doc.font('mono').fontSize(BODY_SIZE);
    writer.writePage(page.lines, left, BODY_TOP, leading, RIGHT_LIMIT - left, INK_RGB);

    for (const { index, heading } of page.headings) {
      while (outline.length && outline[outline.length - 1].level >= heading.level) outline.pop();
      const parent = outline.length ? outline[outline.length - 1].item : doc.outline;
      // pdfkit measures `left` from the right edge and `top` from the top of the page.
      const addItem = parent.addItem.bind(parent) as (title: string, options: OutlineItemOptions) => PDFKit.PDFOutline;
      const item = addItem(outlineTitle(heading), { top: BODY_TOP + index * leading - 6, left: PAGE_WIDTH });
      outline.push({ level: heading.level, item });
    }
  });

  pageTree.finish();
  doc.end();
  return { pdf: await finished, pageCount };
}

/** Leaf pages per intermediate /Pages node of the page tree. */
export const PAGES_PER_TREE_NODE = 16;

interface PdfkitRef {
  data: Record<string, unknown> & { Kids: PdfkitRef[]; Count: number };
  end(): void;
}

/**
 * pdfkit puts every page straight under the root /Pages node. pdf.js, when it opens a document, checks that the
 * last page exists by walking the tree; with a flat tree it fetches every page dictionary, and those sit between
 * the content streams across the whole file, so a ranged viewer ends up loading all of it before painting page 1.
 * This groups the pages under intermediate /Pages nodes with their /Count (16 pages each), written together just
 * before the end of the file: walking to the last page then touches those nodes and the last group only.
 * A page's /Parent is serialised when pdfkit flushes it (at the next addPage), so it is set right after each addPage.
 */
class BalancedPageTree {
  private readonly root: PdfkitRef;
  private readonly groups: PdfkitRef[] = [];
  private placed = 0;

  constructor(
    private readonly doc: Doc,
    private readonly pageCount: number,
  ) {
    this.root = (doc as unknown as { _root: { data: { Pages: PdfkitRef } } })._root.data.Pages;
    if (!this.root?.data || !Array.isArray(this.root.data.Kids)) throw new Error('pdfkit internals changed: the root /Pages node is not where rfc-pdf.ts expects it');
    if (pageCount <= PAGES_PER_TREE_NODE) return;
    for (let start = 0; start < pageCount; start += PAGES_PER_TREE_NODE) {
      this.groups.push(doc.ref({ Type: 'Pages', Parent: this.root, Kids: [], Count: 0 }) as unknown as PdfkitRef);
    }
  }

  /** Moves the page just added from the root to its group. */
  placeCurrentPage(): void {
    const group = this.groups[Math.floor(this.placed / PAGES_PER_TREE_NODE)];
    this.placed++;
    if (!group) return;
    const page = (this.doc as unknown as { page: { dictionary: PdfkitRef } }).page.dictionary;
    page.data.Parent = group;
    group.data.Kids.push(page);
    group.data.Count++;
  }

  /** Hangs the groups under the root and writes them; call before doc.end(). */
  finish(): void {
    if (this.placed !== this.pageCount) throw new Error(`rfc-pdf: ${this.placed} pages placed in the page tree, ${this.pageCount} expected`);
    if (this.groups.length === 0) return;
    this.root.data.Kids = this.groups;
    this.root.data.Count = this.pageCount;
    for (const group of this.groups) group.end();
  }
}

function outlineTitle(heading: RfcHeading): string {
  if (!heading.label) return heading.title;
  const number = heading.id.startsWith('appendix-') && !heading.label.includes('.') ? `Appendix ${heading.label}.` : `${heading.label}.`;
  return heading.title ? `${number} ${heading.title}` : number;
}
