import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random.js';
import { lexicalScores, nearest, SEMANTIC_MAX_RESULTS, withLexicalScores } from './nearest.js';
import type { VectorIndex } from './vector-index.js';
import { buildVectorLists } from './vector-lists.js';

const DIMENSIONS = 160;

/**
 * Unit vectors shaped like an LSI space: clustered around topics, and the leading dimensions carry most of
 * a vector's length (a row of U x S), which is what the first pass relies on.
 */
function lsiLikeIndex(size: number, publishers: number): VectorIndex {
  const next = seededRandom(42);
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
    lists: null,
    standing: new Float32Array(size).fill(1),
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
    const exact = nearest(index, query, all, 10, -2, { scores: lexical }, Infinity);
    const fast = nearest(index, query, all, 10, -2, { scores: lexical }, 0);
    expect(exact.neighbours.map((n) => n.documentId)).toContain(far);
    expect(fast.neighbours.map((n) => n.documentId)).toEqual(exact.neighbours.map((n) => n.documentId));
  });
});

describe('nearest: the inverted lists over a large index', () => {
  const plain = lsiLikeIndex(60_000, 3);
  const index = { ...plain, lists: buildVectorLists(plain.vectors, DIMENSIONS) };
  const all = new Set([1, 2, 3]);
  const ids = (found: { neighbours: { documentId: number }[] }) => found.neighbours.map((n) => n.documentId);

  it('finds nearly all of the best ten of the exact scan on random queries, and the same best ten for a stored vector', () => {
    const next = seededRandom(7);
    let hits = 0;
    const queries = 60;
    for (let i = 0; i < queries; i++) {
      const query = queryLike(index, Math.floor(next() * 60_000));
      // Blur the query so it is not a stored vector.
      const blurred = query.map((x) => x + (next() * 2 - 1) * 0.05);
      const norm = Math.hypot(...blurred);
      const unitQuery = blurred.map((x) => x / norm);
      const exact = new Set(ids(nearest(index, unitQuery, all, 10, -2, null, { exactUpTo: Infinity })));
      hits += ids(nearest(index, unitQuery, all, 10, -2, null, { exactUpTo: 0 })).filter((id) => exact.has(id)).length;
    }
    expect(hits / (queries * 10)).toBeGreaterThanOrEqual(0.95);
    for (const row of [5, 4_321, 33_333, 59_998]) {
      const query = queryLike(index, row);
      const fast = nearest(index, query, all, 10, 0.25, null, { exactUpTo: 0 });
      expect(ids(fast)).toEqual(ids(nearest(index, query, all, 10, 0.25, null, { exactUpTo: Infinity })));
      expect(fast.neighbours[0].documentId).toBe(row + 1);
    }
  });

  it('reads fewer lists than there are, and more when a library offers few publishers', () => {
    const query = queryLike(index, 100);
    const one = nearest(index, query, new Set([2]), 50, 0.25, null, { exactUpTo: 0, probes: 1 });
    expect(one.neighbours.length).toBe(50);
    expect(one.neighbours.every((n) => (n.documentId - 1) % 3 === 1)).toBe(true);
    expect(one.count).toBeGreaterThanOrEqual(SEMANTIC_MAX_RESULTS);
  });

  it('lets a document the words match strongly in whatever its list', () => {
    const query = queryLike(index, 7);
    const byMeaning = nearest(index, query, all, 20_000, -2, null, { exactUpTo: Infinity }).neighbours;
    const far = byMeaning[19_999].documentId;
    const lexical = new Float32Array(index.documentIds.length);
    lexical[far - 1] = 1;
    const exact = nearest(index, query, all, 10, -2, { scores: lexical }, { exactUpTo: Infinity });
    const fast = nearest(index, query, all, 10, -2, { scores: lexical }, { exactUpTo: 0 });
    expect(ids(exact)).toContain(far);
    expect(ids(fast)).toEqual(ids(exact));
  });
});

describe('lexicalScores', () => {
  // Three terms over six documents: term 0 in rows 0 and 2, term 1 in rows 2 and 5, term 2 in row 4.
  const index = {
    ...lsiLikeIndex(6, 1),
    postings: { start: Int32Array.from([0, 2, 4, 5]), row: Int32Array.from([0, 2, 2, 5, 4]), weight: Float32Array.from([1, 2, 1, 3, 5]) },
  };

  it('scales the best document to 1, weighs each by the share of the query it holds, and names the rows it reached', () => {
    const lexical = lexicalScores(index, [0, 1])!;
    // Row 2 holds both terms (2 + 1), row 5 one of two (3 / 2), row 0 one of two (1 / 2).
    [1 / 6, 0, 1, 0, 0, 0.5].forEach((expected, row) => expect(lexical.scores[row]).toBeCloseTo(expected, 6));
    expect([...lexical.rows!].sort()).toEqual([0, 2, 5]);
    expect(lexicalScores(index, [])).toBeNull();
  });

  it('lends the same arrays to one query after another, cleared in between', () => {
    const first = withLexicalScores(index, [0, 1], (lexical) => ({ arrays: lexical!.scores, scores: [...lexical!.scores] }));
    expect(first.scores).toEqual([...lexicalScores(index, [0, 1])!.scores]);
    expect([...first.arrays]).toEqual([0, 0, 0, 0, 0, 0]);
    const second = withLexicalScores(index, [2], (lexical) => ({ arrays: lexical!.scores, scores: [...lexical!.scores] }));
    expect(second.arrays).toBe(first.arrays);
    expect(second.scores).toEqual([0, 0, 0, 0, 1, 0]);
    expect(withLexicalScores(index, [], (lexical) => lexical)).toBeNull();
  });

  it('gives the same neighbours whether the rows it reached are given or every row is looked at', () => {
    const large = lsiLikeIndex(30_000, 2);
    const words = new Float32Array(large.documentIds.length);
    const reached = [3, 17, 4_000, 12_345, 29_999];
    reached.forEach((r, i) => (words[r] = (i + 1) / reached.length));
    large.lists = buildVectorLists(large.vectors, DIMENSIONS, { seed: 3 });
    const query = queryLike(large, 11);
    const withRows = nearest(large, query, new Set([1, 2]), 25, 0.25, { scores: words, rows: Int32Array.from(reached) }, { exactUpTo: 0 });
    const everyRow = nearest(large, query, new Set([1, 2]), 25, 0.25, { scores: words }, { exactUpTo: 0 });
    expect(withRows).toEqual(everyRow);
    expect(withRows.neighbours.map((n) => n.documentId)).toContain(29_999 + 1);
  });
});
