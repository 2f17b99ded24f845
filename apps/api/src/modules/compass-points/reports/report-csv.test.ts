import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './report-csv.js';
import { countPeriods, periodsOf } from './report-periods.js';

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['-1+1', "'-1+1"],
    ['@cmd, x', '"\'@cmd, x"'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are and ends every record with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, -2]])).toBe('a,b\r\n1,-2\r\n');
  });
});

describe('report periods', () => {
  it('cuts months to the range', () => {
    expect(periodsOf('2026-01-15', '2026-03-10', 'month').map((p) => [p.key, p.start, p.end])).toEqual([
      ['2026-01-01', '2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-01', '2026-03-10'],
    ]);
  });

  it('starts weeks on Monday, across a year end', () => {
    expect(periodsOf('2026-12-30', '2027-01-05', 'week').map((p) => [p.key, p.start, p.end])).toEqual([
      ['2026-12-28', '2026-12-30', '2027-01-03'],
      ['2027-01-04', '2027-01-04', '2027-01-05'],
    ]);
  });

  it('counts periods as it makes them', () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2024-02-29', '2024-03-01'],
      ['2026-11-05', '2026-11-05'],
    ]) {
      for (const interval of ['day', 'week', 'month'] as const) expect(countPeriods(from, to, interval)).toBe(periodsOf(from, to, interval).length);
    }
  });
});
