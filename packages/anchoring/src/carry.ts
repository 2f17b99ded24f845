/**
 * carry(): moving an anchor from one edition of a document to the next. A compass point is never dropped: when
 * its passage cannot be found, the outcome says so and keeps the old quote.
 */
import { anchor, locate, toAnchor, type Anchor } from './anchor.js';
import { normalizeCached } from './normalize.js';
import { describe, positionSelectorOf, quoteSelectorOf, type Selector } from './selectors.js';

/** An exact occurrence whose prefix and suffix each agree at least this much counts as found with its context. */
export const SAME_CONTEXT = 0.8;
/** An approximate match whose quote agrees at least this much (1 - errors / length) is the changed passage. */
export const CHANGED_THRESHOLD = 0.6;

interface Found {
  /** The range in the new edition, and its selectors there. */
  anchor: Anchor;
  selectors: Selector[];
  oldText: string;
  newText: string;
}

export type CarryResult =
  | ({ outcome: 'exact' } & Found)
  | ({ outcome: 'moved' } & Found)
  | ({ outcome: 'changed' } & Found)
  | { outcome: 'not-found'; oldText: string; selectors: Selector[]; bestScore: number };

export type CarryOutcome = CarryResult['outcome'];

/**
 * Where the range `selectors` describe in `oldText` is in `newText`: `exact` (same quote, same context), `moved`
 * (same quote, other context), `changed` (an approximate match above CHANGED_THRESHOLD: the clause was reworded) or
 * `not-found` (the old selectors are answered unchanged).
 */
export function carry(oldText: string, newText: string, selectors: readonly Selector[]): CarryResult {
  const oldSelectors = withQuote(oldText, selectors);
  const quote = quoteSelectorOf(oldSelectors);
  if (!quote) return { outcome: 'not-found', oldText: '', selectors: [...selectors], bestScore: 0 };
  const oldAnchor = anchor(oldText, oldSelectors);
  const oldStart = oldAnchor?.start ?? positionSelectorOf(oldSelectors)?.start ?? 0;
  // The passage is expected at the same relative place in the new edition.
  const expectedStart = Math.round((oldStart / Math.max(1, oldText.length)) * newText.length);
  const norm = normalizeCached(newText);
  const candidate = locate(norm, oldSelectors, expectedStart);
  if (!candidate || (!candidate.exact && candidate.quoteSimilarity < CHANGED_THRESHOLD)) {
    return { outcome: 'not-found', oldText: quote.exact, selectors: [...selectors], bestScore: candidate?.score ?? 0 };
  }
  const found = toAnchor(norm, candidate);
  const newSelectors = describe(newText, found.start, found.end);
  const result: Found = { anchor: found, selectors: newSelectors, oldText: quote.exact, newText: newText.slice(found.start, found.end) };
  if (!candidate.exact) return { outcome: 'changed', ...result };
  const sameContext = candidate.prefixSimilarity >= SAME_CONTEXT && candidate.suffixSimilarity >= SAME_CONTEXT;
  return { outcome: sameContext ? 'exact' : 'moved', ...result };
}

/** The selectors with a TextQuoteSelector, built from the position in the old text when only that was kept. */
function withQuote(oldText: string, selectors: readonly Selector[]): readonly Selector[] {
  if (quoteSelectorOf(selectors)) return selectors;
  const position = positionSelectorOf(selectors);
  if (!position || position.start < 0 || position.end > oldText.length || position.start >= position.end) return selectors;
  return [...describe(oldText, position.start, position.end), ...selectors.filter((s) => s.type === 'PageSelector')];
}
