/**
 * Finding a quote in a (whitespace-normalised) text, after the approach of the Hypothesis client: exact occurrences
 * first; otherwise approximate matches (Myers' bit-parallel algorithm from approx-string-match) with an error budget
 * proportional to the quote's length. Every candidate is scored on the quote's similarity, on how well the text
 * around it agrees with the remembered prefix and suffix, and on its distance from where the quote was expected.
 */
import search from 'approx-string-match';
import { collapseWhitespace, type NormalizedText } from './normalize.js';

/** Weights of the score's parts: the quote matters most, then its context, then its position (a tie-breaker). */
const WEIGHT = { quote: 50, prefix: 20, suffix: 20, position: 4 } as const;
const WEIGHT_SUM = WEIGHT.quote + WEIGHT.prefix + WEIGHT.suffix + WEIGHT.position;

/** Errors allowed in an approximate match, per character of the quote (at most MAX_ERRORS in all). */
export const ERROR_RATE = 0.5;
const MAX_ERRORS = 256;
/** Exact occurrences scored at most (a very common word cannot make anchoring slow). */
const MAX_EXACT_HITS = 2000;
/** The approximate search's filter: the quote's words of 3 characters or more, how many at least, how frequent at
 * most in the text, the size of the places they vote for and how many places are searched. */
const SEED_WORD = /[\p{L}\p{N}]{3,}/gu;
const MIN_SEEDS = 3;
const MAX_SEED_HITS = 1000;
const BUCKET = 128;
const MAX_REGIONS = 32;
/** Approximate matches scored: those with at most this many errors more than the best. */
const ERROR_SLACK = 2;

/** A quote with its context, whitespace collapsed, as matched against a normalised text. */
export interface Quote {
  exact: string;
  prefix: string;
  suffix: string;
}

export interface Candidate {
  /** Normalised offsets. */
  start: number;
  end: number;
  exact: boolean;
  /** 1 - errors / quote length. */
  quoteSimilarity: number;
  prefixSimilarity: number;
  suffixSimilarity: number;
  score: number;
}

export function toQuote(exact: string, prefix = '', suffix = ''): Quote {
  return { exact: collapseWhitespace(exact), prefix: collapseWhitespace(prefix), suffix: collapseWhitespace(suffix) };
}

/** 1 minus the edit distance between `expected` and the best-aligned part of `actual`, per character of `expected`. */
export function similarity(expected: string, actual: string): number {
  if (expected.length === 0) return 1;
  if (actual.length === 0) return 0;
  const matches = search(actual, expected, expected.length);
  if (matches.length === 0) return 0;
  let errors = expected.length;
  for (const m of matches) errors = Math.min(errors, m.errors);
  return 1 - errors / expected.length;
}

function scoreAt(norm: NormalizedText, quote: Quote, start: number, end: number, errors: number, hint: number | undefined): Candidate {
  const text = norm.text;
  // The context window is a little longer than the remembered context, so a shifted boundary still aligns.
  const prefixWindow = text.slice(Math.max(0, start - quote.prefix.length - 4), start);
  const suffixWindow = text.slice(end, end + quote.suffix.length + 4);
  const prefixSimilarity = quote.prefix ? similarity(alignEnd(quote.prefix), alignEnd(prefixWindow)) : 1;
  const suffixSimilarity = quote.suffix ? similarity(quote.suffix.trimStart(), suffixWindow.trimStart()) : 1;
  const quoteSimilarity = Math.max(0, 1 - errors / Math.max(1, quote.exact.length));
  const positionSimilarity = hint === undefined ? 1 : 1 - Math.min(1, Math.abs(start - hint) / Math.max(1, text.length));
  const score =
    (WEIGHT.quote * quoteSimilarity +
      WEIGHT.prefix * prefixSimilarity +
      WEIGHT.suffix * suffixSimilarity +
      WEIGHT.position * positionSimilarity) /
    WEIGHT_SUM;
  return { start, end, exact: errors === 0, quoteSimilarity, prefixSimilarity, suffixSimilarity, score };
}

/** A prefix compared from its end: trailing whitespace may differ where the quote starts a line. */
function alignEnd(s: string): string {
  return s.trimEnd();
}

function best(candidates: Candidate[]): Candidate | null {
  let top: Candidate | null = null;
  for (const c of candidates) if (!top || c.score > top.score) top = c;
  return top;
}

/** The best exact occurrence of the quote, or null when the quote does not occur as it is. */
export function findExact(norm: NormalizedText, quote: Quote, hint?: number): Candidate | null {
  if (!quote.exact) return null;
  const candidates: Candidate[] = [];
  let at = norm.text.indexOf(quote.exact);
  while (at !== -1 && candidates.length < MAX_EXACT_HITS) {
    candidates.push(scoreAt(norm, quote, at, at + quote.exact.length, 0, hint));
    at = norm.text.indexOf(quote.exact, at + 1);
  }
  return best(candidates);
}

/** The best approximate match within the error budget, or null. */
export function findApproximate(norm: NormalizedText, quote: Quote, hint?: number): Candidate | null {
  const pattern = quote.exact;
  if (!pattern) return null;
  const maxErrors = Math.min(MAX_ERRORS, Math.floor(pattern.length * ERROR_RATE));
  const text = norm.text;
  const regions = candidateRegions(norm, pattern, maxErrors, hint) ?? [[0, text.length]];
  const top = bestIn(norm, quote, maxErrors, hint, regions);
  return top && snapToWords(text, top);
}

const WORD = /[\p{L}\p{N}]/u;
const MAX_SNAP = 24;

/** An approximate match may start or end inside a word: widen it to whole words (a little at most). */
function snapToWords(text: string, c: Candidate): Candidate {
  let { start, end } = c;
  const isWord = (i: number) => i >= 0 && i < text.length && WORD.test(text[i]);
  for (let n = 0; n < MAX_SNAP && isWord(start) && isWord(start - 1); n++) start--;
  for (let n = 0; n < MAX_SNAP && isWord(end - 1) && isWord(end); n++) end++;
  return { ...c, start, end };
}

function bestIn(norm: NormalizedText, quote: Quote, maxErrors: number, hint: number | undefined, regions: [number, number][]) {
  const matches: { start: number; end: number; errors: number }[] = [];
  for (const [from, to] of regions) {
    const slice = from === 0 && to === norm.text.length ? norm.text : norm.text.slice(from, to);
    for (const m of search(slice, quote.exact, maxErrors)) matches.push({ start: from + m.start, end: from + m.end, errors: m.errors });
  }
  // The matcher reports every end position within the budget; only the near-best are worth scoring on context.
  let fewest = Infinity;
  for (const m of matches) fewest = Math.min(fewest, m.errors);
  const seen = new Set<number>();
  const candidates: Candidate[] = [];
  for (const m of matches) {
    if (m.errors > fewest + ERROR_SLACK || seen.has(m.start)) continue;
    seen.add(m.start);
    candidates.push(scoreAt(norm, quote, m.start, m.end, m.errors, hint));
  }
  return best(candidates);
}

/**
 * Places worth an approximate search (a filter, as in "filter then verify"): the quote's words ("seeds") that occur
 * in the text vote for where the quote would start; the most voted places and the expected position are searched.
 * Null when the quote has too few words for seeds to say anything: then the whole text is searched.
 */
function candidateRegions(norm: NormalizedText, pattern: string, maxErrors: number, hint: number | undefined): [number, number][] | null {
  const text = norm.text;
  const index = wordIndex(norm);
  const votes = new Map<number, number>();
  let seeds = 0;
  for (const word of pattern.matchAll(SEED_WORD)) {
    const places = index.get(word[0]);
    seeds++;
    // A word found everywhere says nothing about where the quote is.
    if (!places || places.length > MAX_SEED_HITS) continue;
    // A rare word is strong evidence, a common one weak.
    const weight = 1 / Math.sqrt(places.length);
    for (const at of places) {
      const bucket = Math.floor((at - word.index) / BUCKET);
      votes.set(bucket, (votes.get(bucket) ?? 0) + weight);
    }
  }
  if (seeds < MIN_SEEDS) return null;
  const margin = maxErrors + BUCKET;
  const raw: [number, number][] = [...votes.entries()]
    // Most votes first; among equals, the nearest to the expected position.
    .sort((a, b) => b[1] - a[1] || (hint === undefined ? 0 : Math.abs(a[0] * BUCKET - hint) - Math.abs(b[0] * BUCKET - hint)))
    .slice(0, MAX_REGIONS)
    .map(([bucket]) => [bucket * BUCKET, (bucket + 1) * BUCKET]);
  if (hint !== undefined) raw.push([hint, hint]);
  const regions = raw
    .map(([from, to]): [number, number] => [Math.max(0, from - margin), Math.min(text.length, to + pattern.length + margin)])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const region of regions) {
    const last = merged[merged.length - 1];
    if (last && region[0] <= last[1]) last[1] = Math.max(last[1], region[1]);
    else merged.push(region);
  }
  return merged;
}

const wordIndexes = new WeakMap<NormalizedText, Map<string, number[]>>();

/** Where each word of 3 characters or more occurs in the text; built once per text. */
function wordIndex(norm: NormalizedText): Map<string, number[]> {
  let index = wordIndexes.get(norm);
  if (!index) {
    index = new Map();
    for (const word of norm.text.matchAll(SEED_WORD)) {
      const places = index.get(word[0]);
      if (places) places.push(word.index);
      else index.set(word[0], [word.index]);
    }
    wordIndexes.set(norm, index);
  }
  return index;
}
