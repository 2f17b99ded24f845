/**
 * The semantic tables' bytea columns as typed arrays, both ways, and a model's stored vector chunks read back: what
 * the index loader (vector-index.ts) and a fold into a kept model (semantic-fold.ts) both read.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { semanticVectors } from '../../../db/schema/index.js';

/** A typed array's bytes as stored (a view, not a copy). */
export const toBytes = (a: Float32Array | Int32Array | Int8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
/** Stored bytes as a typed array of their own (a copy, aligned whatever the driver's buffer). */
export const float32 = (b: Uint8Array) => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
export const int32 = (b: Uint8Array) => new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
export const int8 = (b: Uint8Array) => new Int8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

/** One stored chunk of a model's documents: ids, publishers, int8 vectors and (LSI) each document's vocabulary terms. */
export interface VectorChunk {
  documentIds: Int32Array;
  publisherIds: Int32Array;
  vectors: Int8Array;
  /** offsets (documents + 1) into ids and counts; null for a model stored without terms (external). */
  terms: { offsets: Int32Array; ids: Int32Array; counts: Float32Array } | null;
}

/** A model's stored chunks, in order. */
export async function readVectorChunks(db: Db, modelId: number): Promise<VectorChunk[]> {
  const chunks = await db.select().from(semanticVectors).where(eq(semanticVectors.modelId, modelId)).orderBy(semanticVectors.chunk);
  return chunks.map((c) => ({
    documentIds: int32(c.documentIds),
    publisherIds: int32(c.publisherIds),
    vectors: int8(c.vectors),
    terms: c.termOffsets && c.termIds && c.termCounts ? { offsets: int32(c.termOffsets), ids: int32(c.termIds), counts: float32(c.termCounts) } : null,
  }));
}
