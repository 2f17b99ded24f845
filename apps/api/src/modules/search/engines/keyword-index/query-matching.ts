import type { KeywordIndex } from './keyword-index.js';
import { placeCount, placeStart } from './places.js';
import { complement, difference, intersect, union } from './sorted-sets.js';
import { EMPTY_QUERY, queryLexemes, type TsQuery } from './tsquery.js';

// A tsquery evaluated over the index's posting lists, as `search_vector @@ query` matches (docs/adr/0020).

/** The posting of document position p in lexeme l's list, or -1. */
export function postingOf(index: KeywordIndex, l: number, p: number): number {
  const { lexemeStart, postings } = index;
  let low = lexemeStart[l];
  const end = lexemeStart[l + 1];
  let high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (postings[mid] < p) low = mid + 1;
    else high = mid;
  }
  return low < end && postings[low] === p ? low : -1;
}

const PLACE_MASK = 0x3fff;

/**
 * Where a phrase of lexemes ends in document p (places, ascending) and how many places it spans after its first
 * word: PostgreSQL's phrase match, where `left <N> right` holds when right starts N places after left ends.
 */
function phraseEnds(index: KeywordIndex, node: TsQuery, p: number): { ends: number[]; width: number } {
  if (node.kind === 'lexeme') {
    const l = index.lexemes.get(node.lexeme);
    const k = l === undefined ? -1 : postingOf(index, l, p);
    if (k < 0) return { ends: [], width: 0 };
    const ends = new Set<number>();
    const places = index.places!;
    const start = placeStart(places, k);
    for (let j = start; j < start + placeCount(places, k); j++) ends.add(places.values[j] & PLACE_MASK);
    return { ends: [...ends].sort((a, b) => a - b), width: 0 };
  }
  if (node.kind !== 'phrase') throw new Error('a phrase holds lexemes and phrases only');
  const left = phraseEnds(index, node.left, p);
  const right = phraseEnds(index, node.right, p);
  const starts = new Set(left.ends);
  return { ends: right.ends.filter((end) => starts.has(end - right.width - node.distance)), width: left.width + right.width + node.distance };
}

export interface QueryMatch {
  /** Positions, ascending. */
  positions: Int32Array;
  /**
   * false when the index keeps no places and the query has a phrase: the positions hold every document with the
   * phrase's words, of which the database must say which hold them as a phrase.
   */
  exact: boolean;
}

/**
 * Positions of the documents a query matches, as `search_vector @@ query` finds them. A phrase is decided from the
 * places when the index keeps them; else its words' documents stand in for it (not exact). A phrase under a NOT
 * cannot stand in that way: call this only when phraseUnderNot(query) is false or the index keeps places.
 */
export function matchQuery(index: KeywordIndex, query: TsQuery | typeof EMPTY_QUERY): QueryMatch {
  if (query === EMPTY_QUERY) return { positions: new Int32Array(0), exact: true };
  let exact = true;
  const postingsOf = (lexeme: string) => {
    const l = index.lexemes.get(lexeme);
    return l === undefined ? new Int32Array(0) : index.postings.subarray(index.lexemeStart[l], index.lexemeStart[l + 1]);
  };
  // A set, or the complement of one (a NOT is kept as such until it meets a set it can narrow).
  type Set = { positions: Int32Array; negated: boolean };
  const evaluate = (node: TsQuery): Set => {
    switch (node.kind) {
      case 'lexeme':
        return { positions: postingsOf(node.lexeme), negated: false };
      case 'phrase': {
        const words = queryLexemes(node).map(postingsOf).sort((a, b) => a.length - b.length);
        let all = words[0];
        for (const list of words.slice(1)) all = intersect(all, list);
        if (!index.places) {
          exact = false;
          return { positions: all, negated: false };
        }
        return { positions: all.filter((p) => phraseEnds(index, node, p).ends.length > 0), negated: false };
      }
      case 'not': {
        const inner = evaluate(node.operand);
        return { positions: inner.positions, negated: !inner.negated };
      }
      case 'and': {
        // A chain of &: the shortest lists first, so each step works on fewer documents; the NOTs last.
        const parts: TsQuery[] = [];
        const flatten = (n: TsQuery): void => {
          if (n.kind === 'and') {
            flatten(n.left);
            flatten(n.right);
          } else parts.push(n);
        };
        flatten(node);
        const sets = parts.map(evaluate);
        const kept: Int32Array[] = sets.filter((x) => !x.negated).map((x) => x.positions).sort((a, b) => a.length - b.length);
        let excluded: Int32Array = new Int32Array(0);
        for (const x of sets) if (x.negated) excluded = union(excluded, x.positions);
        if (kept.length === 0) return { positions: excluded, negated: true };
        let positions = kept[0];
        for (const list of kept.slice(1)) positions = intersect(positions, list);
        return { positions: difference(positions, excluded), negated: false };
      }
      case 'or': {
        const a = evaluate(node.left);
        const b = evaluate(node.right);
        if (!a.negated && !b.negated) return { positions: union(a.positions, b.positions), negated: false };
        if (!a.negated) return { positions: difference(b.positions, a.positions), negated: true };
        if (!b.negated) return { positions: difference(a.positions, b.positions), negated: true };
        return { positions: intersect(a.positions, b.positions), negated: true };
      }
    }
  };
  const result = evaluate(query);
  return { positions: result.negated ? complement(result.positions, index.size) : result.positions, exact };
}

/**
 * The tsquery websearch_to_tsquery('english', ...) makes of words of letters only (no quotes, hyphens, digits, OR):
 * the lexemes of the words that are no stop words, joined by &. Null when a word is not in `stems` or the text is
 * anything else: then the database reads it.
 */
export function plainWordsQuery(index: KeywordIndex, keywords: string): TsQuery | typeof EMPTY_QUERY | null {
  if (!/^[A-Za-z\s]+$/.test(keywords)) return null;
  const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.includes('or')) return null;
  const lexemes: string[] = [];
  for (const word of words) {
    const stem = index.stems.get(word);
    if (stem === undefined) return null;
    if (stem !== null) lexemes.push(stem);
  }
  if (lexemes.length === 0) return EMPTY_QUERY;
  return lexemes
    .map((lexeme): TsQuery => ({ kind: 'lexeme', lexeme }))
    .reduce((left, right) => ({ kind: 'and', left, right }));
}

/** How many documents hold a lexeme. */
export function documentsHolding(index: KeywordIndex, lexeme: string): number {
  const l = index.lexemes.get(lexeme);
  return l === undefined ? 0 : index.lexemeStart[l + 1] - index.lexemeStart[l];
}
