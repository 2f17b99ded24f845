import { describe, expect, it } from 'vitest';
import { compileQuery, occurrence, rankCoverDensity, readTsVector, WEIGHT_SHIFT } from './ts-rank-cd.js';
import { parseTsQuery, type TsQuery } from './tsquery.js';

const A = 3 << WEIGHT_SHIFT;
const C = 1 << WEIGHT_SHIFT;

function read(text: string) {
  const entries: [string, number[]][] = [];
  readTsVector(text, (lexeme, positions) => entries.push([lexeme, positions]));
  return entries;
}

describe("reading PostgreSQL's text form of a tsvector", () => {
  it('reads each lexeme with its places and weights (no letter is D)', () => {
    expect(read("'cach':2A,7 'http':1A,5C")).toEqual([
      ['cach', [A | 2, 7]],
      ['http', [A | 1, C | 5]],
    ]);
  });

  it('reads doubled quotes and escaped backslashes inside a lexeme, and lexemes without places', () => {
    expect(read("'o''reilly':3B 'back\\\\slash' '-53':16383")).toEqual([
      ["o'reilly", [(2 << WEIGHT_SHIFT) | 3]],
      ['back\\slash', []],
      ['-53', [16383]],
    ]);
    expect(read('')).toEqual([]);
  });

  it('refuses text that is no tsvector', () => {
    expect(() => read('http:1')).toThrow(/unexpected/);
    expect(() => read("'open")).toThrow(/unterminated/);
  });
});

describe('cover density rank', () => {
  const rank = (queryText: string, entries: [string, number[]][]) => {
    const query = parseTsQuery(queryText) as TsQuery;
    const operands = [...new Set(entries.map(([lexeme]) => lexeme))].sort();
    const packed = entries.flatMap(([lexeme, places]) => places.map((p) => occurrence(p, operands.indexOf(lexeme))));
    return rankCoverDensity(Int32Array.from(packed), operands.length, compileQuery(query, operands));
  };

  it('is 0 without a cover, and grows with closer and heavier covers', () => {
    expect(rank("'http' & 'cach'", [['http', [A | 1]]])).toBe(0);
    const adjacentTitle = rank("'http' & 'cach'", [['http', [A | 1]], ['cach', [A | 2]]]);
    const apartTitle = rank("'http' & 'cach'", [['http', [A | 1]], ['cach', [A | 6]]]);
    const adjacentAbstract = rank("'http' & 'cach'", [['http', [C | 1]], ['cach', [C | 2]]]);
    // one cover of two A words: 2 / (1 + 1) = 1, normalized 1 / 2
    expect(adjacentTitle).toBe(0.5);
    expect(apartTitle).toBeLessThan(adjacentTitle);
    expect(adjacentAbstract).toBeLessThan(adjacentTitle);
    expect(rank("'http' | 'cach'", [['http', [A | 1]]])).toBeGreaterThan(0);
  });

  it('counts every cover once, left to right', () => {
    const once = rank("'http'", [['http', [A | 1]]]);
    const twice = rank("'http'", [['http', [A | 1, A | 9]]]);
    expect(twice).toBeGreaterThan(once);
    // each single-word cover adds 1 / (1/1.0): 2 covers -> 2 / 3 as a float4
    expect(twice).toBe(Math.fround(2 / 3));
  });
});
