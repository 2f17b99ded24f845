/** anchor(): where a described range is in a document's text now. */
import { findApproximate, findExact, toQuote, type Candidate } from './match.js';
import { normalizeCached, toNormalizedOffset, toRawRange, type NormalizedText } from './normalize.js';
import { pageSelectorOf, positionSelectorOf, quoteSelectorOf, type Selector } from './selectors.js';

export interface Anchor {
  /** Raw offsets into the text: `start` inclusive, `end` exclusive. */
  start: number;
  end: number;
  /** 0..1: the quote's similarity, its context's agreement and its nearness to the expected position, weighted. */
  score: number;
  /** True when the quote occurs as it is (whitespace differences aside). */
  exact: boolean;
}

export interface AnchorOptions {
  /** Where the quote is expected (raw offset); by default the TextPositionSelector's start. */
  expectedStart?: number;
}

/** Score given to a range found by its TextPositionSelector alone: nothing could confirm it. */
const POSITION_ONLY_SCORE = 0.5;

/**
 * Finds the range the selectors describe in `text`: the quote's exact occurrences first (several: the best context
 * and the nearest to the expected position wins), then approximate matches. Null when the quote cannot be found
 * within the error budget, or when there is no quote and the position lies outside the text.
 */
export function anchor(text: string, selectors: readonly Selector[], options: AnchorOptions = {}): Anchor | null {
  const quoteSelector = quoteSelectorOf(selectors);
  const position = positionSelectorOf(selectors);
  if (!quoteSelector) {
    if (!position || position.start < 0 || position.end > text.length || position.start >= position.end) return null;
    return { start: position.start, end: position.end, score: POSITION_ONLY_SCORE, exact: false };
  }
  const norm = normalizeCached(text);
  const candidate = locate(norm, selectors, options.expectedStart);
  return candidate ? toAnchor(norm, candidate) : null;
}

/** The best candidate in normalised offsets (exact occurrence if any, else approximate). */
export function locate(norm: NormalizedText, selectors: readonly Selector[], expectedStart?: number): Candidate | null {
  const quoteSelector = quoteSelectorOf(selectors);
  if (!quoteSelector) return null;
  const quote = toQuote(quoteSelector.exact, quoteSelector.prefix, quoteSelector.suffix);
  const rawHint = expectedStart ?? positionSelectorOf(selectors)?.start;
  const hint = rawHint === undefined ? undefined : toNormalizedOffset(norm, rawHint);
  return findExact(norm, quote, hint) ?? findApproximate(norm, quote, hint);
}

export function toAnchor(norm: NormalizedText, candidate: Candidate): Anchor {
  return { ...toRawRange(norm, candidate.start, candidate.end), score: candidate.score, exact: candidate.exact };
}

/** The spec's selectionMetadata, filled from an anchor (selectionText is the anchored text as it is now). */
export interface SelectionMetadata {
  pageNumber: number | null;
  selectionText: string;
}

export function selectionMetadataOf(text: string, found: Anchor, selectors: readonly Selector[] = []): SelectionMetadata {
  return { pageNumber: pageSelectorOf(selectors)?.pageNumber ?? null, selectionText: text.slice(found.start, found.end) };
}
