import { readRfcStructure, type RfcHeading } from './rfc-text.js';

/** Lines of a body page when the text has no form feeds of its own (a full RFC page). */
export const LINES_PER_PAGE = 58;

/** One body page of the PDF: the lines to draw and the headings that start on it. */
export interface BodyPage {
  lines: string[];
  /** The index (in splitRfcLines of the text) of the page's first line. */
  firstLine: number;
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
      const from = k > 0 && pageLines[0] === '' ? 1 : 0;
      const page: BodyPage = { lines: [], headings: [], firstLine: offset + from };
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
    const page: BodyPage = { lines: lines.slice(start, end), headings: [], firstLine: start };
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

/**
 * The PDF page (1-based; the cover is page 1, as renderRfcPdf writes it) holding the character at `offset` of the
 * text: what a compass point anchored on the full text records as its page. Lines between pages (the blank ones a
 * page does not open with) count for the page before them.
 */
export function rfcPdfPageAt(pages: readonly Pick<BodyPage, 'firstLine'>[], text: string, offset: number): number | null {
  return rfcPageLocator(text, pages)(offset);
}

/** Index of the last element of a sorted array that is <= value (0 when none is). */
function lastAtMost(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sorted[middle] <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** rfcPdfPageAt for many offsets of one text: lines and pages are worked out once. */
export function rfcPageLocator(text: string, pages: readonly Pick<BodyPage, 'firstLine'>[] = paginateRfc(text)): (offset: number) => number | null {
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const firstLines = pages.map((p) => p.firstLine);
  return (offset) => {
    if (firstLines.length === 0 || offset < 0 || offset > text.length) return null;
    // The line holding the offset: a newline belongs to the line it ends.
    const line = lastAtMost(lineStarts, offset);
    return lastAtMost(firstLines, line) + 2;
  };
}
