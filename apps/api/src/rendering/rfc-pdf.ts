import PDFDocument from 'pdfkit';
import { type RfcHeading } from './rfc-text.js';
import { FONT_FILES, fonts, sharedLayoutCaches, type FontName } from './pdf-fonts.js';
import { paginateRfc } from './rfc-pagination.js';
import { currentEmbeddedFont, MonoPageWriter } from './mono-page-writer.js';
import { BalancedPageTree } from './page-tree.js';

export { FONT_DIR } from './pdf-fonts.js';

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

// US Letter, the paper size of the RFC series. The body is set so that a full RFC page
// (58 lines of 72 columns) fills the text block at 10 pt with the font's natural line height.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const BODY_SIZE = 10;
const BODY_COLUMNS = 72;
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

function outlineTitle(heading: RfcHeading): string {
  if (!heading.label) return heading.title;
  const number = heading.id.startsWith('appendix-') && !heading.label.includes('.') ? `Appendix ${heading.label}.` : `${heading.label}.`;
  return heading.title ? `${number} ${heading.title}` : number;
}
