import { seededRandom } from '../../../../lib/seeded-random.js';
import { describe, expect, it } from 'vitest';
import { deletions, editDistance, SymmetricDeleteDictionary } from './symmetric-delete.js';

const dictionary = (entries: Record<string, number>) => new SymmetricDeleteDictionary(Object.keys(entries), Int32Array.from(Object.values(entries)));

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('trsut', 'trust')).toBe(1);
    expect(editDistance('protocl', 'protocol')).toBe(1);
    expect(editDistance('hypertxt', 'hypertext')).toBe(1);
    expect(editDistance('cryptografic', 'cryptographic')).toBe(2);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('deletions', () => {
  it('holds the word and every string with one or two letters deleted, once each', () => {
    expect([...deletions('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
    expect([...deletions('aab', 2)].sort()).toEqual(['a', 'aa', 'aab', 'ab', 'b']);
  });
});

describe('symmetric-delete dictionary', () => {
  const words = dictionary({ protocol: 900, protocols: 300, protocl: 3, trust: 400, crust: 40, transport: 800, security: 2000, secure: 500, token: 150, taken: 600 });

  it('finds words one edit away, the closest first and then the most used', () => {
    expect(words.suggestions('trsut', 1).map((s) => s.word)).toEqual(['trust']);
    expect(words.suggestions('transprt', 2)[0]).toEqual({ word: 'transport', distance: 1, documents: 800 });
    expect(words.suggestions('securty', 2).map((s) => [s.word, s.distance])).toEqual([['security', 1], ['secure', 2]]);
  });

  it('keeps only words enough documents use, and never the word itself', () => {
    expect(words.suggestions('protocl', 2, 30).map((s) => s.word)).toEqual(['protocol', 'protocols']);
    expect(words.suggestions('protocol', 1).map((s) => s.word)).toEqual(['protocols', 'protocl']);
    expect(words.documentsUsing('protocl')).toBe(3);
    expect(words.documentsUsing('unknown')).toBe(0);
  });

  it('prefers a word of the same first letter at the same distance', () => {
    // 'tokn' is one edit from 'token' only; 'rust' (one edit from 'trust'/'crust') ranks trust before crust by documents.
    expect(words.suggestions('tokn', 1).map((s) => s.word)).toEqual(['token']);
    expect(words.suggestions('rust', 1).map((s) => s.word)).toEqual(['trust', 'crust']);
    expect(dictionary({ bat: 10, cat: 900 }).suggestions('bzt', 1).map((s) => s.word)).toEqual(['bat']);
  });

  it('finds nothing for a word far from every word', () => {
    expect(words.suggestions('qqqqzzzz', 2)).toEqual([]);
  });

  it('finds exactly the words within the distance that a full scan finds, on a generated vocabulary', () => {
    const next = seededRandom(37);
    const letter = () => String.fromCharCode(97 + Math.floor(next() * 8));
    const vocabulary = new Map<string, number>();
    while (vocabulary.size < 1_000) {
      const length = 3 + Math.floor(next() * 8);
      vocabulary.set(Array.from({ length }, letter).join(''), 1 + Math.floor(next() * 1_000));
    }
    const built = dictionary(Object.fromEntries(vocabulary));
    const typed = Array.from({ length: 100 }, () => {
      const word = [...vocabulary.keys()][Math.floor(next() * vocabulary.size)].split('');
      const at = Math.floor(next() * word.length);
      if (next() < 0.5) word.splice(at, 1, letter());
      else word.splice(at, 0, letter());
      return word.join('');
    });
    for (const word of typed) {
      for (const edits of [1, 2]) {
        const scanned = [...vocabulary.keys()].filter((w) => w !== word && editDistance(word, w) <= edits).sort();
        expect(built.suggestions(word, edits).map((s) => s.word).sort(), `${word} within ${edits}`).toEqual(scanned);
      }
    }
  });

  it('is built the same way every time', () => {
    const again = dictionary({ protocol: 900, protocols: 300, protocl: 3, trust: 400, crust: 40, transport: 800, security: 2000, secure: 500, token: 150, taken: 600 });
    expect(again.entries).toBe(words.entries);
    expect(again.suggestions('securty', 2)).toEqual(words.suggestions('securty', 2));
    expect(words.bytes).toBeGreaterThan(words.entries * 8);
  });
});
