import type { KeywordIndex } from './keyword-index.js';
import { titleHitCounter } from './title-terms.js';
import { smallest, topPositions } from './top-positions.js';

/** Positions below this fit the cheap order's keys (23 bits). */
const POSITION_LIMIT = 2 ** 23;
/** Days the cheap order's keys tell apart: 1790 to 2149. */
const DATE_SPAN = 2 ** 17;

/**
 * The `limit` best matches in ranking's cheap first order (sql/sql-search.ts): designation score, title hits, active
 * before replaced, newest, then id. These are the candidates the database scores.
 */
export function cheapestFirst(index: KeywordIndex, positions: Int32Array, keywords: string, designationScores: Map<number, number>, limit: number): Int32Array {
  const { published, inactive } = index;
  const hitsOf = titleHitCounter(index, keywords, positions.length * 4 > index.titleWords.length);
  const hasDesignations = designationScores.size > 0;
  const primaryOf = (p: number) => {
    const dscore = hasDesignations ? (designationScores.get(p) ?? 0) : 0;
    return ((2 - dscore) * 16 + (15 - Math.min(15, hitsOf(p)))) * 2 + inactive[p];
  };
  if (index.size > POSITION_LIMIT) {
    const primary = new Uint8Array(index.size);
    for (let i = 0; i < positions.length; i++) primary[positions[i]] = primaryOf(positions[i]);
    return topPositions(positions, limit, (a, b) => primary[a] - primary[b] || published[b] - published[a] || a - b);
  }
  // The whole order as one exact number per match (smaller first): what is compared first, the date (newest
  // first; dates outside 1790-2149 compare as those years), the position.
  const keys = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const date = DATE_SPAN - 1 - Math.max(0, Math.min(DATE_SPAN - 1, published[p] + DATE_SPAN / 2));
    keys[i] = (primaryOf(p) * DATE_SPAN + date) * POSITION_LIMIT + p;
  }
  return Int32Array.from(smallest(keys, limit), (key) => key % POSITION_LIMIT);
}

/** Unranked lists (everything, or designations): active first, newest, then by designation, then id. */
export function catalogueOrder(index: KeywordIndex, positions: Int32Array, limit: number): Int32Array {
  const { inactive, published, designationOrder } = index;
  return topPositions(positions, limit, (a, b) => inactive[a] - inactive[b] || published[b] - published[a] || designationOrder[a] - designationOrder[b] || a - b);
}

/** Sorted by title (lower case, the database's collation), then id. */
export function titleOrder(index: KeywordIndex, positions: Int32Array, limit: number, descending: boolean): Int32Array {
  const { titleOrder: order } = index;
  const direction = descending ? -1 : 1;
  return topPositions(positions, limit, (a, b) => direction * (order[a] - order[b]) || a - b);
}
