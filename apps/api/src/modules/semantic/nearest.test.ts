import { describe, expect, it } from 'vitest';
import { nearest, SEMANTIC_MAX_RESULTS } from './nearest.js';
import type { VectorIndex } from './vector-index.js';

const DIMENSIONS = 160;

/** mulberry32, so the index is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Unit vectors shaped like an LSI space: clustered around topics, and the leading dimensions carry most of
 * a vector's length (a row of U x S), which is what the first pass relies on.
 */
function lsiLikeIndex(size: number, publishers: number): VectorIndex {
  const next = random(42);
  const topics = Array.from({ length: 64 }, () => Float64Array.from({ length: DIMENSIONS }, (_, i) => (next() * 2 - 1) / (1 + i / 8)));
  const vectors = new Int8Array(size * DIMENSIONS);
  const raw = new Float64Array(DIMENSIONS);
  for (let r = 0; r < size; r++) {
    const topic = topics[Math.floor(next() * topics.length)];
    let norm = 0;
    for (let i = 0; i < DIMENSIONS; i++) {
      raw[i] = topic[i] + ((next() * 2 - 1) * 0.6) / (1 + i / 8);
      norm += raw[i] * raw[i];
    }
    for (let i = 0; i < DIMENSIONS; i++) vectors[r * DIMENSIONS + i] = Math.round((raw[i] / Math.sqrt(norm)) * 127);
  }
  return {
    modelId: 1,
    kind: 'lsi',
    name: 'test',
    dimensions: DIMENSIONS,
    documentIds: Int32Array.from({ length: size }, (_, r) => r + 1),
    publisherIds: Int32Array.from({ length: size }, (_, r) => (r % publishers) + 1),
    vectors,
    lsi: null,
    postings: null,
  };
}

/** The stored vector of a row as a unit query vector. */
function queryLike(index: VectorIndex, row: number): Float32Array {
  const v = Float32Array.from(index.vectors.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS), (x) => x / 127);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

describe('nearest: the first pass over a large index', () => {
  const index = lsiLikeIndex(60_000, 3);
  const all = new Set([1, 2, 3]);

  it('returns the same best ten as scoring every vector in full', () => {
    for (const row of [5, 4_321, 33_333, 59_998]) {
      const query = queryLike(index, row);
      const exact = nearest(index, query, all, 10, 0.25, null, Infinity);
      const fast = nearest(index, query, all, 10, 0.25, null, 0);
      expect(fast.neighbours.map((n) => n.documentId)).toEqual(exact.neighbours.map((n) => n.documentId));
      expect(fast.neighbours[0].documentId).toBe(row + 1);
    }
  });

  it('keeps to the allowed publishers and still counts up to the most a search reports', () => {
    const query = queryLike(index, 100);
    const fast = nearest(index, query, new Set([2]), 50, 0.25, null, 0);
    expect(fast.neighbours.length).toBe(50);
    expect(fast.neighbours.every((n) => (n.documentId - 1) % 3 === 1)).toBe(true);
    expect(fast.count).toBeGreaterThanOrEqual(SEMANTIC_MAX_RESULTS);
  });

  it('lets a document the words match strongly in even when its meaning scores low', () => {
    const query = queryLike(index, 7);
    // A document far down by meaning alone (20,000th), that the query's words match best of all.
    const byMeaning = nearest(index, query, all, 20_000, -2, null, Infinity).neighbours;
    const far = byMeaning[19_999].documentId;
    const lexical = new Float32Array(index.documentIds.length);
    lexical[far - 1] = 1;
    const exact = nearest(index, query, all, 10, -2, lexical, Infinity);
    const fast = nearest(index, query, all, 10, -2, lexical, 0);
    expect(exact.neighbours.map((n) => n.documentId)).toContain(far);
    expect(fast.neighbours.map((n) => n.documentId)).toEqual(exact.neighbours.map((n) => n.documentId));
  });
});
