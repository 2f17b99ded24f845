import { seededRandom } from '../../../lib/seeded-random.js';
import { describe, expect, it } from 'vitest';
import { buildVectorLists, listCount, probedRows } from './vector-lists.js';

/** n int8 unit vectors (x 127) of d dimensions around `groups` directions. */
function clustered(n: number, d: number, groups: number, seed: number): Int8Array {
  const next = seededRandom(seed);
  const centres = Array.from({ length: groups }, () => Float64Array.from({ length: d }, () => next() * 2 - 1));
  const out = new Int8Array(n * d);
  const raw = new Float64Array(d);
  for (let r = 0; r < n; r++) {
    const centre = centres[Math.floor(next() * groups)];
    let norm = 0;
    for (let i = 0; i < d; i++) norm += (raw[i] = centre[i] + (next() * 2 - 1) * 0.4) ** 2;
    for (let i = 0; i < d; i++) out[r * d + i] = Math.round((raw[i] / Math.sqrt(norm)) * 127);
  }
  return out;
}

const dot = (v: Int8Array, r: number, q: Float32Array) => q.reduce((s, x, i) => s + x * v[r * q.length + i], 0);

describe('vector lists', () => {
  const d = 32;
  const vectors = clustered(20_000, d, 40, 11);

  it('puts every row in exactly one list, about the square root of the rows of them', () => {
    const lists = buildVectorLists(vectors, d);
    expect(listCount(lists)).toBeGreaterThan(100);
    expect(listCount(lists)).toBeLessThanOrEqual(170);
    expect([...lists.rows].sort((a, b) => a - b)).toEqual(Array.from({ length: 20_000 }, (_, r) => r));
    expect(lists.start[listCount(lists)]).toBe(20_000);
  });

  it('is the same on every build of the same vectors', () => {
    const a = buildVectorLists(vectors, d, { lists: 50 });
    const b = buildVectorLists(vectors, d, { lists: 50 });
    expect(a.rows).toEqual(b.rows);
    expect(a.start).toEqual(b.start);
    expect(a.centroids).toEqual(b.centroids);
  });

  it('finds 95% or more of the exact ten nearest reading a tenth of the lists', () => {
    const lists = buildVectorLists(vectors, d);
    const next = seededRandom(3);
    let found = 0;
    const queries = 50;
    let read = 0;
    for (let i = 0; i < queries; i++) {
      const q = Float32Array.from({ length: d }, (_, x) => vectors[Math.floor(next() * 20_000) * d + x] / 127 + (next() * 2 - 1) * 0.3);
      const score = Float64Array.from({ length: 20_000 }, (_, r) => dot(vectors, r, q));
      const all = Array.from({ length: 20_000 }, (_, r) => r);
      const exact = new Set(all.sort((a, b) => score[b] - score[a]).slice(0, 10));
      const rows = probedRows(lists, q, Math.ceil(listCount(lists) / 10), 0, () => true);
      read += rows.length;
      const best = [...rows].sort((a, b) => score[b] - score[a]).slice(0, 10);
      found += best.filter((r) => exact.has(r)).length;
    }
    expect(found / (queries * 10)).toBeGreaterThanOrEqual(0.95);
    expect(read / queries).toBeLessThan(20_000 / 4);
  });

  it('reads on past the probes until enough rows are kept', () => {
    const lists = buildVectorLists(vectors, d, { lists: 100 });
    const q = Float32Array.from({ length: d }, (_, x) => vectors[x] / 127);
    const few = probedRows(lists, q, 1, 0, (r) => r % 10 === 0);
    const enough = probedRows(lists, q, 1, 1_000, (r) => r % 10 === 0);
    expect(few.every((r) => r % 10 === 0)).toBe(true);
    expect(enough.length).toBeGreaterThanOrEqual(1_000);
    expect(enough.length).toBeGreaterThan(few.length);
  });
});
