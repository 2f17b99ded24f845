import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import type { KeywordIndex } from './keyword-index.js';
import { placeCount, placeStart } from './places.js';
import { titleCoverage } from './title-terms.js';
import { seek } from './sorted-sets.js';
import { topPositions } from './top-positions.js';
import { CITED_RERANK, tsQuerySql } from '../sql/ranking-sql.js';
import { compileQuery, MAX_OPERANDS, occurrence, RANK_WEIGHTS, rankCoverDensity, WEIGHT_SHIFT } from './ts-rank-cd.js';
import { EMPTY_QUERY, hasPhrase, queryLexemes, type TsQuery } from './tsquery.js';

type Vector = 'rank_vector' | 'search_vector';

/**
 * ts_rank_cd from the index's places, for a query without phrases, of each position in turn: of rank_vector
 * (weights A-C) or of search_vector (every weight).
 */
export function memoryRanks(index: KeywordIndex, query: TsQuery | typeof EMPTY_QUERY, positions: ArrayLike<number>, vector: Vector): Float64Array {
  const ranks = new Float64Array(positions.length);
  if (query === EMPTY_QUERY) return ranks;
  // Numbered in lexeme order, the order PostgreSQL gives occurrences at one place.
  const operands = queryLexemes(query).sort();
  const lexemeIds = operands.map((lexeme) => index.lexemes.get(lexeme) ?? -1);
  const test = compileQuery(query, operands);
  const places = index.places!;
  const values = places.values;
  const { lexemeStart, postings } = index;
  // Each operand's posting of each position, found by walking its list once in position order.
  const order = Int32Array.from({ length: positions.length }, (_, i) => i).sort((a, b) => positions[a] - positions[b]);
  const postingAt = lexemeIds.map((l) => {
    const at = new Int32Array(positions.length).fill(-1);
    if (l < 0) return at;
    let k = lexemeStart[l];
    const end = lexemeStart[l + 1];
    for (const i of order) {
      const p = positions[i];
      k = seek(postings, k, p, end);
      if (k < end && postings[k] === p) at[i] = k;
    }
    return at;
  });
  let scratch = new Int32Array(256);
  for (let i = 0; i < positions.length; i++) {
    let n = 0;
    for (let operand = 0; operand < operands.length; operand++) {
      const k = postingAt[operand][i];
      if (k < 0) continue;
      const start = placeStart(places, k);
      const end = start + placeCount(places, k);
      if (n + end - start > scratch.length) {
        const bigger = new Int32Array(Math.max(scratch.length * 2, n + end - start));
        bigger.set(scratch.subarray(0, n));
        scratch = bigger;
      }
      for (let j = start; j < end; j++) {
        const position = values[j];
        // rank_vector is search_vector without weight D
        if (vector === 'rank_vector' && position >>> WEIGHT_SHIFT === 0) continue;
        scratch[n++] = occurrence(position, operand);
      }
    }
    ranks[i] = rankCoverDensity(scratch.subarray(0, n), operands.length, test);
  }
  return ranks;
}

/**
 * The text rank (ts_rank_cd, float4) of each position in turn, over rank_vector (no body) or search_vector (with
 * it): from the index's places when it keeps them and the query has no phrase, else asked of the database (float4
 * as PostgreSQL computed it: the shortest text that reads back to it, read back to the same float4).
 */
async function textRanks(db: Db, index: KeywordIndex, keywords: string, query: TsQuery | typeof EMPTY_QUERY, positions: number[], vector: Vector): Promise<Float64Array> {
  if (positions.length === 0) return new Float64Array(0);
  // Covers of a phrase query depend on the phrase's places inside each cover: that is left to the database.
  if (index.places && (query === EMPTY_QUERY || (!hasPhrase(query) && queryLexemes(query).length <= MAX_OPERANDS))) return memoryRanks(index, query, positions, vector);
  const ids = `{${positions.map((p) => index.documentIds[p]).join(',')}}`;
  const rows = await queryRows<{ id: number; rank: string }>(
    db,
    // '= any' and not a join with unnest: the planner then always looks the ids up in the primary key.
    sql`select d.id, ts_rank_cd(${`{${RANK_WEIGHTS.join(',')}}`}, ${sql.raw(`d.${vector}`)}, ${tsQuerySql(keywords)}, 32)::text as rank
          from documents d where d.id = any(${ids}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, Math.fround(Number(r.rank))]));
  return Float64Array.from(positions, (p) => byId.get(index.documentIds[p]) ?? 0);
}

/**
 * The first `needed` candidates of a search in ranking order: sql/sql-search.ts' rankedPageSql, with the text ranks
 * from the index (or the database) and the rest (title coverage, citations, the order itself) taken from the index.
 * Designation matches first (active, newest, best designation score); then the best CITED_RERANK by text score,
 * ordered by that score with the body raised by citations; then the rest by text score; then active, newest, id.
 */
export async function rankCandidates(
  db: Db,
  index: KeywordIndex,
  keywords: string,
  query: TsQuery | typeof EMPTY_QUERY,
  candidates: Int32Array,
  designationScores: Map<number, number>,
  needed: number = candidates.length,
): Promise<number[]> {
  const positions = [...candidates];
  const n = positions.length;
  const { published, inactive, hasBody, cited } = index;
  const coverageOf = titleCoverage(index, keywords);
  const ranks = await textRanks(db, index, keywords, query, positions, 'rank_vector');
  // (rank + coverage), lowered a little for replaced, withdrawn and historical documents: textScoreSql.
  const factor = (i: number) => (inactive[positions[i]] === 0 ? 1 : 0.8);
  const coverage = Float64Array.from(positions, coverageOf);
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) score[i] = (ranks[i] + coverage[i]) * factor(i);
  const byScore = (a: number, b: number) => score[b] - score[a] || positions[a] - positions[b];
  const all = Int32Array.from({ length: n }, (_, i) => i);
  const best = [...topPositions(all, CITED_RERANK, byScore)];
  // Only a document with a full text scores differently with its body.
  const withText = best.filter((i) => hasBody[positions[i]] === 1);
  const bodies = await textRanks(
    db,
    index,
    keywords,
    query,
    withText.map((i) => positions[i]),
    'search_vector',
  );
  const body = new Map(withText.map((i, k) => [i, bodies[k]]));
  const boosted = new Float64Array(n).fill(Number.NaN);
  for (const i of best) {
    const withBody = body.has(i) ? (body.get(i)! + coverage[i]) * factor(i) : score[i];
    boosted[i] = withBody * (1 + Math.log(1 + cited[positions[i]]) * 0.3);
  }
  const dscore = Float64Array.from(positions, (p) => designationScores.get(p) ?? 0);
  const order = (a: number, b: number) => {
    const pa = positions[a];
    const pb = positions[b];
    if (dscore[a] > 0 !== dscore[b] > 0) return dscore[a] > 0 ? -1 : 1;
    if (dscore[a] > 0) {
      if (inactive[pa] !== inactive[pb]) return inactive[pa] - inactive[pb];
      if (published[pa] !== published[pb]) return published[pb] - published[pa];
      if (dscore[a] !== dscore[b]) return dscore[b] - dscore[a];
    }
    const ba = boosted[a];
    const bb = boosted[b];
    if (Number.isNaN(ba) !== Number.isNaN(bb)) return Number.isNaN(ba) ? 1 : -1;
    if (ba !== bb && !Number.isNaN(ba)) return bb - ba;
    return score[b] - score[a] || inactive[pa] - inactive[pb] || published[pb] - published[pa] || pa - pb;
  };
  // In three groups, each sorted only when the page reaches it: designation matches, the best, the rest.
  const isBest = new Uint8Array(n);
  for (const i of best) isBest[i] = 1;
  const designations = Int32Array.from(all.filter((i) => dscore[i] > 0)).sort(order);
  const boostedFirst = Int32Array.from(best.filter((i) => dscore[i] === 0)).sort(order);
  const ranked = [...designations, ...boostedFirst];
  if (ranked.length < needed) {
    const rest = all.filter((i) => dscore[i] === 0 && isBest[i] === 0);
    ranked.push(...topPositions(rest, needed - ranked.length, order));
  }
  return ranked.slice(0, needed).map((i) => positions[i]);
}
