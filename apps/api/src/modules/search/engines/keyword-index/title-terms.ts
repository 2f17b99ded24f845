import { LRUCache } from 'lru-cache';
import { coveragePhrase, titleWords } from '../sql/ranking-sql.js';
import type { KeywordIndex } from './keyword-index.js';

const titleMasks = new WeakMap<KeywordIndex, LRUCache<string, Int32Array>>();

/**
 * For each title word of the index, which of `words` (at most 31) it holds as a substring, as bits, worked out for
 * a title word the first time a title asks (-1 until then), and kept for the next page of the same search.
 */
function titleWordMasks(index: KeywordIndex, words: string[]): (w: number) => number {
  const key = words.join(' ');
  let cache = titleMasks.get(index);
  let masks = index.cachesQueries ? cache?.get(key) : undefined;
  if (!masks) {
    masks = new Int32Array(index.titleWords.length).fill(-1);
    if (index.cachesQueries) {
      if (!cache) titleMasks.set(index, (cache = new LRUCache<string, Int32Array>({ max: 200 })));
      cache.set(key, masks);
    }
  }
  const known = masks;
  const { titleWords: vocabulary } = index;
  return (w) => {
    let mask = known[w];
    if (mask < 0) {
      mask = 0;
      const word = vocabulary[w];
      for (let i = 0; i < words.length; i++) if (word.includes(words[i])) mask |= 1 << i;
      known[w] = mask;
    }
    return mask;
  };
}

/** The bits a document's title words carry, together. */
function titleMask(titleStart: Int32Array, titleWordIds: Int32Array, maskOf: (w: number) => number, p: number): number {
  let mask = 0;
  for (let k = titleStart[p]; k < titleStart[p + 1]; k++) mask |= maskOf(titleWordIds[k]);
  return mask;
}

/**
 * How many of the query's words each title holds, as ranking-sql's titleHitsSql counts them (`title ilike '%word%'`:
 * a word has no separator in it, so it can only lie inside one of the title's words).
 */
export function titleHitCounter(index: KeywordIndex, keywords: string, eager = false): (p: number) => number {
  const words = titleWords(keywords);
  if (words.length === 0) return () => 0;
  const maskOf = titleWordMasks(index, words);
  const { titleStart, titleWordIds } = index;
  // Asked of many titles: which query words every title word holds, worked out at once and read without a call.
  const masks = eager ? Int32Array.from({ length: index.titleWords.length }, (_, w) => maskOf(w)) : null;
  return (p) => {
    let mask = 0;
    if (masks) for (let k = titleStart[p]; k < titleStart[p + 1]; k++) mask |= masks[titleWordIds[k]];
    else mask = titleMask(titleStart, titleWordIds, maskOf, p);
    let hits = 0;
    for (; mask !== 0; mask &= mask - 1) hits++;
    return hits;
  };
}

/**
 * The share of a title the query covers when the title holds the query's words as a phrase, else 0, as ranking-sql's
 * titleCoverageSql computes it (the title lower-cased, each run of other characters one space). A title is spelled
 * out only when it holds every word of the phrase.
 */
export function titleCoverage(index: KeywordIndex, keywords: string): (p: number) => number {
  const phrase = coveragePhrase(keywords);
  if (phrase === '') return () => 0;
  const words = [...new Set(phrase.split(' '))];
  const masks = words.length <= 31 ? titleWordMasks(index, words) : null;
  const all = masks ? 2 ** words.length - 1 : 0;
  const { titleStart, titleWordIds, titleLength, titleWords } = index;
  return (p) => {
    const length = titleLength[p];
    if (masks) {
      if (titleMask(titleStart, titleWordIds, masks, p) !== all) return 0;
      if (words.length === 1) return phrase.length / Math.max(length, 1);
    }
    const title: string[] = [];
    for (let k = titleStart[p]; k < titleStart[p + 1]; k++) title.push(titleWords[titleWordIds[k]]);
    return title.join(' ').includes(phrase) ? phrase.length / Math.max(length, 1) : 0;
  };
}
