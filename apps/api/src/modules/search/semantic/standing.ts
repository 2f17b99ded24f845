import { queryRows, type Db } from '../../../db/client.js';
import { citationCountsSql, inactiveDocumentsSql } from '../engines/sql/ranking-sql.js';

/**
 * A document's standing in the catalogue, as the keyword search ranks by it (engines/sql/ranking-sql.ts): how often
 * other documents cite, update or replace it, and whether it is still current. Semantic search re-orders its best
 * neighbours by it, so a question about clock synchronization brings the Network Time Protocol before a 1985
 * proposal on the same subject (docs/adr/0069).
 */

/** Of a semantic search's neighbours, the best this many by meaning and words are re-ordered with their standing. */
export const STANDING_RERANK = 100;
/** Weight of the log of the citation count: the keyword search's 0.3 halved, since meaning already tells subjects apart. */
const CITED_WEIGHT = 0.15;
/** Replaced, withdrawn and historical documents, as the keyword search lowers them. */
const INACTIVE_FACTOR = 0.8;

/** Per index row, the factor its similarity is multiplied by among the best neighbours. */
export async function standingFactors(db: Db, documentIds: Int32Array): Promise<Float32Array> {
  const factors = new Float32Array(documentIds.length).fill(1);
  const rowOf = (id: number) => rowOfDocument(documentIds, id);
  for (const { id, cited } of await queryRows<{ id: number; cited: number }>(db, citationCountsSql)) {
    const r = rowOf(id);
    if (r >= 0) factors[r] = 1 + Math.log(1 + cited) * CITED_WEIGHT;
  }
  const inactive = await queryRows<{ id: number }>(db, inactiveDocumentsSql);
  for (const { id } of inactive) {
    const r = rowOf(id);
    if (r >= 0) factors[r] *= INACTIVE_FACTOR;
  }
  return factors;
}

/** The row of a document in an index's ascending ids, or -1. */
export function rowOfDocument(documentIds: Int32Array, id: number): number {
  let lo = 0;
  let hi = documentIds.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = documentIds[mid];
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The neighbours with the best STANDING_RERANK re-ordered by similarity x standing (ties by id), the rest as they
 * came; the similarities themselves are kept, since the count and the floor are about meaning alone.
 */
export function byStanding<T extends { documentId: number; similarity: number }>(neighbours: T[], documentIds: Int32Array, factors: Float32Array | null): T[] {
  if (!factors) return neighbours;
  const head = neighbours.slice(0, STANDING_RERANK).map((n) => {
    const r = rowOfDocument(documentIds, n.documentId);
    return { n, s: n.similarity * (r >= 0 ? factors[r] : 1) };
  });
  head.sort((a, b) => b.s - a.s || a.n.documentId - b.n.documentId);
  return [...head.map((h) => h.n), ...neighbours.slice(STANDING_RERANK)];
}
