import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { semanticVectorLists } from '../../../db/schema/index.js';
import { float32, int32, toBytes } from './stored-vectors.js';
import { buildVectorLists, listCount, type VectorLists } from './vector-lists.js';

// A model's inverted lists in the database (semantic_vector_lists): built with the model at import, read at start.


/** Builds the inverted lists of a model's vectors (in its stored order) and stores them, replacing any. */
export async function saveVectorLists(db: Db, modelId: number, vectors: Int8Array, dimensions: number): Promise<VectorLists> {
  const started = performance.now();
  const lists = buildVectorLists(vectors, dimensions);
  const stats = { lists: listCount(lists), documents: lists.rows.length, buildMs: Math.round(performance.now() - started) };
  await db.delete(semanticVectorLists).where(eq(semanticVectorLists.modelId, modelId));
  await db.insert(semanticVectorLists).values({ modelId, centroids: toBytes(lists.centroids), starts: toBytes(lists.start), rows: toBytes(lists.rows), stats });
  return lists;
}

/** The stored inverted lists of a model, or null when it has none (or they do not cover its `documents` vectors). */
export async function readVectorLists(db: Db, modelId: number, documents: number): Promise<VectorLists | null> {
  const [row] = await db.select().from(semanticVectorLists).where(eq(semanticVectorLists.modelId, modelId));
  if (!row) return null;
  const lists = { centroids: float32(row.centroids), start: int32(row.starts), rows: int32(row.rows) };
  return lists.rows.length === documents ? lists : null;
}
