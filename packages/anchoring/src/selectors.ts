/**
 * W3C Web Annotation selectors (https://www.w3.org/TR/annotation-model/#selectors) for a range of a document's text.
 * A range is described three ways at once: the quote with its context, the character offsets, and the PDF page.
 */
import { collapseWhitespace } from './normalize.js';

/** The quoted text with the text just before and after it (whitespace runs in prefix and suffix collapsed). */
export interface TextQuoteSelector {
  type: 'TextQuoteSelector';
  exact: string;
  prefix: string;
  suffix: string;
}

/** Character offsets into the document's text: `start` inclusive, `end` exclusive. */
export interface TextPositionSelector {
  type: 'TextPositionSelector';
  start: number;
  end: number;
}

/** The PDF page (1-based) the range starts on; the W3C equivalent is a FragmentSelector `page=N` (RFC 3778). */
export interface PageSelector {
  type: 'PageSelector';
  pageNumber: number;
}

export type Selector = TextQuoteSelector | TextPositionSelector | PageSelector;

/** How many characters of context `describe` keeps on each side of the quote. */
export const CONTEXT_LENGTH = 32;

export interface DescribeOptions {
  /** The PDF page the range starts on, when the caller knows it. */
  pageNumber?: number;
}

/** Builds every selector for `text.slice(start, end)`. Throws a RangeError on an empty or out-of-bounds range. */
export function describe(text: string, start: number, end: number, options: DescribeOptions = {}): Selector[] {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) {
    throw new RangeError(`describe: the range ${start}..${end} is not a non-empty range of a ${text.length}-character text`);
  }
  const selectors: Selector[] = [
    { type: 'TextQuoteSelector', exact: text.slice(start, end), prefix: prefixOf(text, start), suffix: suffixOf(text, end) },
    { type: 'TextPositionSelector', start, end },
  ];
  if (options.pageNumber !== undefined) selectors.push({ type: 'PageSelector', pageNumber: options.pageNumber });
  return selectors;
}

/** Up to CONTEXT_LENGTH characters (whitespace collapsed) before `start`; reads further back over indentation. */
function prefixOf(text: string, start: number): string {
  let from = Math.max(0, start - CONTEXT_LENGTH);
  let prefix = collapseWhitespace(text.slice(from, start));
  while (prefix.length < CONTEXT_LENGTH && from > 0) {
    from = Math.max(0, from - CONTEXT_LENGTH);
    prefix = collapseWhitespace(text.slice(from, start));
  }
  return prefix.slice(-CONTEXT_LENGTH);
}

function suffixOf(text: string, end: number): string {
  let to = Math.min(text.length, end + CONTEXT_LENGTH);
  let suffix = collapseWhitespace(text.slice(end, to));
  while (suffix.length < CONTEXT_LENGTH && to < text.length) {
    to = Math.min(text.length, to + CONTEXT_LENGTH);
    suffix = collapseWhitespace(text.slice(end, to));
  }
  return suffix.slice(0, CONTEXT_LENGTH);
}

export function quoteSelectorOf(selectors: readonly Selector[]): TextQuoteSelector | undefined {
  return selectors.find((s): s is TextQuoteSelector => s.type === 'TextQuoteSelector');
}

export function positionSelectorOf(selectors: readonly Selector[]): TextPositionSelector | undefined {
  return selectors.find((s): s is TextPositionSelector => s.type === 'TextPositionSelector');
}

export function pageSelectorOf(selectors: readonly Selector[]): PageSelector | undefined {
  return selectors.find((s): s is PageSelector => s.type === 'PageSelector');
}
