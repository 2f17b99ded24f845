import { describe, expect, it } from 'vitest';
import { etagMatches, parseRangeHeader } from './byte-range.js';

describe('parseRangeHeader', () => {
  it('sends the whole file without a header, or with one it may ignore', () => {
    expect(parseRangeHeader(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=0-5,10-20', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=9-3', 100)).toEqual({ kind: 'whole' });
    expect(parseRangeHeader('bytes=-', 100)).toEqual({ kind: 'whole' });
  });

  it('reads a-b, a- and -n ranges, clamping the end to the last byte', () => {
    expect(parseRangeHeader('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRangeHeader('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRangeHeader('bytes=90-500', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRangeHeader('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRangeHeader('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
  });

  it('calls a range past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseRangeHeader('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('etagMatches', () => {
  it('matches the tag in a list, weakly, and the wildcard', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
