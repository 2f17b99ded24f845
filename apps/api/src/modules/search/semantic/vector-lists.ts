// Inverted lists over a model's vectors (IVF, docs/adr/0037): the vectors are grouped around centroids found by
// spherical k-means, and a query scores only the rows of the lists whose centroids are nearest to it.
// Built once per model (at import) and stored beside it (semantic_vector_lists), so a start only reads it.

import { seededRandom } from '../../../lib/seeded-random.js';

/** The lists of one model: centroid c is centroids[c*d .. (c+1)*d); its rows are rows[start[c] .. start[c+1]). */
export interface VectorLists {
  centroids: Float32Array;
  start: Int32Array;
  rows: Int32Array;
}

export interface VectorListsOptions {
  /** Lists to make (default: the square root of the rows, at least 1, at most 4,096). */
  lists?: number;
  /** Rows the centroids are learnt from (default: 40 per list, at most every row). */
  sample?: number;
  /** Rounds of k-means at each level. */
  iterations?: number;
  seed?: number;
}

/** c · vectors[o .. o + d) */
function dotRow(c: Float32Array, co: number, vectors: Int8Array, o: number, d: number): number {
  let s0 = 0;
  let s1 = 0;
  let i = 0;
  for (const end = d - (d % 2); i < end; i += 2) {
    s0 += c[co + i] * vectors[o + i];
    s1 += c[co + i + 1] * vectors[o + i + 1];
  }
  if (i < d) s0 += c[co + i] * vectors[o + i];
  return s0 + s1;
}

/** The nearest of the centroids (by dot product) to row r, among `count` centroids starting at `first`. */
function nearestCentroid(centroids: Float32Array, first: number, count: number, vectors: Int8Array, r: number, d: number): number {
  let best = first;
  let bestScore = -Infinity;
  for (let c = first; c < first + count; c++) {
    const s = dotRow(centroids, c * d, vectors, r * d, d);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

/**
 * Spherical k-means of the given rows into k unit centroids (seeded from k distinct rows); an emptied
 * centroid takes a row of the largest group. Returns the centroids, k x d.
 */
function kMeans(vectors: Int8Array, d: number, rows: Int32Array, k: number, iterations: number, next: () => number): Float32Array {
  const centroids = new Float32Array(k * d);
  const picked = rows.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(next() * (picked.length - i));
    [picked[i], picked[j]] = [picked[j], picked[i]];
    for (let x = 0; x < d; x++) centroids[i * d + x] = vectors[picked[i] * d + x];
  }
  normalize(centroids, k, d);
  const sums = new Float64Array(k * d);
  const sizes = new Int32Array(k);
  const owner = new Int32Array(rows.length);
  for (let it = 0; it < iterations; it++) {
    sums.fill(0);
    sizes.fill(0);
    for (let i = 0; i < rows.length; i++) {
      const c = nearestCentroid(centroids, 0, k, vectors, rows[i], d);
      owner[i] = c;
      sizes[c]++;
      for (let x = 0, o = rows[i] * d; x < d; x++) sums[c * d + x] += vectors[o + x];
    }
    for (let c = 0; c < k; c++) {
      if (sizes[c] > 0) {
        for (let x = 0; x < d; x++) centroids[c * d + x] = sums[c * d + x];
        continue;
      }
      // An empty group takes a random row of the largest one.
      const largest = sizes.indexOf(Math.max(...sizes));
      const members = rows.filter((_, i) => owner[i] === largest);
      const row = members[Math.floor(next() * members.length)];
      for (let x = 0; x < d; x++) centroids[c * d + x] = vectors[row * d + x];
    }
    normalize(centroids, k, d);
  }
  return centroids;
}

function normalize(centroids: Float32Array, k: number, d: number) {
  for (let c = 0; c < k; c++) {
    let norm = 0;
    for (let x = 0; x < d; x++) norm += centroids[c * d + x] ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let x = 0; x < d; x++) centroids[c * d + x] *= scale;
  }
}

/**
 * Groups n int8 vectors of d dimensions into lists. Two levels keep the build linear in n: about √lists top groups
 * are learnt from a sample, then each top group's share of the lists inside it; a row is placed by its nearest top
 * group, then the nearest list within it (about 2√lists dot products a row instead of lists).
 */
export function buildVectorLists(vectors: Int8Array, d: number, options: VectorListsOptions = {}): VectorLists {
  const n = Math.floor(vectors.length / d);
  const next = seededRandom(options.seed ?? 20261126);
  const iterations = options.iterations ?? 8;
  const lists = Math.max(1, Math.min(n, options.lists ?? Math.min(4_096, Math.round(Math.sqrt(n)))));
  if (n === 0) return { centroids: new Float32Array(0), start: new Int32Array(1), rows: new Int32Array(0) };
  // The sample: a seeded random subset of the rows.
  const sampleSize = Math.min(n, options.sample ?? Math.max(lists * 40, 1_000));
  const all = Int32Array.from({ length: n }, (_, r) => r);
  for (let i = 0; i < sampleSize; i++) {
    const j = i + Math.floor(next() * (n - i));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const sample = all.slice(0, sampleSize);
  const topCount = Math.max(1, Math.min(lists, Math.round(Math.sqrt(lists))));
  const top = kMeans(vectors, d, sample, topCount, iterations, next);
  const topOf = new Int32Array(sampleSize);
  const topSizes = new Int32Array(topCount);
  for (let i = 0; i < sampleSize; i++) topSizes[(topOf[i] = nearestCentroid(top, 0, topCount, vectors, sample[i], d))]++;
  // Each top group gets lists in proportion to its share of the sample (at least one, never more than its rows).
  const leafCounts = Int32Array.from(topSizes, (s) => Math.max(1, Math.min(s, Math.round((lists * s) / sampleSize))));
  const leafFirst = new Int32Array(topCount + 1);
  for (let t = 0; t < topCount; t++) leafFirst[t + 1] = leafFirst[t] + leafCounts[t];
  const total = leafFirst[topCount];
  const centroids = new Float32Array(total * d);
  for (let t = 0; t < topCount; t++) {
    const members = sample.filter((_, i) => topOf[i] === t);
    const leaves = members.length > 0 ? kMeans(vectors, d, members, leafCounts[t], iterations, next) : top.slice(t * d, (t + 1) * d);
    centroids.set(leaves, leafFirst[t] * d);
  }
  // Every row into its list.
  const listOf = new Int32Array(n);
  const sizes = new Int32Array(total + 1);
  for (let r = 0; r < n; r++) {
    const t = nearestCentroid(top, 0, topCount, vectors, r, d);
    const c = nearestCentroid(centroids, leafFirst[t], leafCounts[t], vectors, r, d);
    listOf[r] = c;
    sizes[c + 1]++;
  }
  const start = new Int32Array(total + 1);
  for (let c = 0; c < total; c++) start[c + 1] = start[c] + sizes[c + 1];
  const fill = start.slice(0, total);
  const rows = new Int32Array(n);
  for (let r = 0; r < n; r++) rows[fill[listOf[r]]++] = r;
  return { centroids, start, rows };
}

/** How many lists the lists hold. */
export const listCount = (lists: VectorLists) => lists.start.length - 1;

/**
 * The lists to read for a unit query, nearest centroid first: at least `probes` of them, and more until they hold
 * at least minRows rows that `keep` accepts (a library offering few publishers reads further), or all of them.
 */
export function probedRows(lists: VectorLists, query: Float32Array, probes: number, minRows: number, keep: (row: number) => boolean): Int32Array {
  const d = query.length;
  const count = listCount(lists);
  const scores = new Float32Array(count);
  for (let c = 0; c < count; c++) {
    let s = 0;
    for (let x = 0; x < d; x++) s += lists.centroids[c * d + x] * query[x];
    scores[c] = s;
  }
  const order = Int32Array.from({ length: count }, (_, c) => c).sort((a, b) => scores[b] - scores[a] || a - b);
  const out: number[] = [];
  let kept = 0;
  for (let i = 0; i < count && (i < probes || kept < minRows); i++) {
    const c = order[i];
    for (let k = lists.start[c]; k < lists.start[c + 1]; k++) {
      const row = lists.rows[k];
      if (!keep(row)) continue;
      out.push(row);
      kept++;
    }
  }
  return Int32Array.from(out);
}
