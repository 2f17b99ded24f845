import { seededRandom } from '../../../../lib/seeded-random.js';
import { describe, expect, it } from 'vitest';
import { complement, difference, holds, intersect, union } from './sorted-sets.js';
import { smallest, topPositions } from './top-positions.js';

const list = (...values: number[]) => Int32Array.from(values);
const plain = (a: Int32Array) => [...a];

/** A seeded list of distinct ascending values below `range`. */
function randomList(seed: number, length: number, range: number): Int32Array {
  const next = seededRandom(seed);
  const values = new Set<number>();
  // The generator's 32-bit value itself (an exact product), then its remainder.
  while (values.size < length) values.add((next() * 4294967296) % range);
  return Int32Array.from([...values].sort((a, b) => a - b));
}

describe('sets of positions', () => {
  it('intersect, unite, subtract and complement ascending lists', () => {
    const a = list(1, 3, 5, 7, 9);
    const b = list(3, 4, 5, 10);
    expect(plain(intersect(a, b))).toEqual([3, 5]);
    expect(plain(union(a, b))).toEqual([1, 3, 4, 5, 7, 9, 10]);
    expect(plain(difference(a, b))).toEqual([1, 7, 9]);
    expect(plain(difference(b, a))).toEqual([4, 10]);
    expect(plain(complement(list(0, 2, 3), 6))).toEqual([1, 4, 5]);
    expect(plain(intersect(list(), a))).toEqual([]);
    expect(plain(union(list(), list()))).toEqual([]);
    expect(holds(a, 7)).toBe(true);
    expect(holds(a, 8)).toBe(false);
  });

  it('agree with plain set arithmetic on long lists of very different lengths', () => {
    const long = randomList(7, 5_000, 100_000);
    const short = randomList(11, 40, 100_000);
    const both = randomList(13, 2_000, 100_000);
    const asSet = (a: Int32Array) => new Set(a);
    const alike = randomList(29, 4_000, 100_000);
    for (const [a, b] of [
      [long, short],
      [short, long],
      [long, both],
      [long, alike],
      [alike, long],
    ]) {
      const sa = asSet(a);
      const sb = asSet(b);
      expect(plain(intersect(a, b))).toEqual(plain(a).filter((v) => sb.has(v)));
      expect(plain(difference(a, b))).toEqual(plain(a).filter((v) => !sb.has(v)));
      expect(plain(union(a, b))).toEqual([...new Set([...sa, ...sb])].sort((x, y) => x - y));
    }
  });
});

describe('the best k of a list', () => {
  it('are the k smallest by the comparison, in order, however many there are', () => {
    const values = randomList(17, 3_000, 1_000_000);
    const byLastDigitThenValue = (a: number, b: number) => (a % 10) - (b % 10) || a - b;
    const expected = plain(values).sort(byLastDigitThenValue);
    expect(plain(topPositions(values, 25, byLastDigitThenValue))).toEqual(expected.slice(0, 25));
    expect(plain(topPositions(values, 2_999, byLastDigitThenValue))).toEqual(expected.slice(0, 2_999));
    expect(plain(topPositions(values, 5_000, byLastDigitThenValue))).toEqual(expected);
    expect(plain(topPositions(values, 0, byLastDigitThenValue))).toEqual([]);
  });
});

describe('the smallest k of a list of numbers', () => {
  it('are found and sorted, for any k', () => {
    const values = Float64Array.from(randomList(23, 5_000, 10_000_000)).reverse();
    const sorted = [...values].sort((a, b) => a - b);
    for (const k of [0, 1, 25, 1_000, 4_999, 5_000, 6_000]) expect([...smallest(values, k)], String(k)).toEqual(sorted.slice(0, k));
    // the input is left as it was
    expect(values[0]).toBe(sorted[sorted.length - 1]);
  });
});
