import { describe, expect, it } from 'vitest';
import { locateQuote, matchKey, type GlyphRun } from './pdf-text-locate.js';

/** A fixed-pitch line as pdf.js gives it: one run per word and per space, 6 units a character, 10-unit font. */
function line(text: string, baseline: number, left = 100): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let x = left;
  for (const part of text.split(/( +)/).filter((p) => p !== '')) {
    runs.push({ str: part, transform: [10, 0, 0, 10, x, baseline], width: part.length * 6, height: part.trim() ? 10 : 0, hasEOL: false });
    x += part.length * 6;
  }
  runs.push({ str: '', transform: [10, 0, 0, 10, x, baseline], width: 0, height: 0, hasEOL: true });
  return runs;
}

const page: GlyphRun[] = [
  ...line('The quick brown fox jumps over the lazy', 700),
  ...line('dog. The hyphen-', 688),
  ...line('ated word, and the quick brown fox again.', 676),
];

const round = (quads: number[][] | null) => quads?.map((q) => q.map((n) => Math.round(n * 10) / 10));

describe('locateQuote', () => {
  it('gives one quad over the exact characters of a quote inside one line, in Acrobat order', () => {
    // "quick" starts at column 4 and ends at column 9 of the first line.
    expect(round(locateQuote(page, { quote: 'quick' }))).toEqual([[124, 708, 154, 708, 124, 697.8, 154, 697.8]]);
  });

  it('covers part of a word when the quote starts or ends inside it', () => {
    expect(round(locateQuote(page, { quote: 'uick bro' }))).toEqual([[130, 708, 178, 708, 130, 697.8, 178, 697.8]]);
  });

  it('gives one quad per line for a quote across lines, ignoring line breaks and indentation', () => {
    const quads = round(locateQuote(page, { quote: 'over the lazy\n      dog.' }));
    expect(quads).toEqual([
      [100 + 26 * 6, 708, 100 + 39 * 6, 708, 100 + 26 * 6, 697.8, 100 + 39 * 6, 697.8],
      [100, 696, 124, 696, 100, 685.8, 124, 685.8],
    ]);
  });

  it('matches a word broken with a hyphen at the end of a line, with or without the hyphen', () => {
    for (const quote of ['hyphenated word', 'hyphen-ated word', 'hyphen-\n   ated word']) {
      const quads = locateQuote(page, { quote });
      expect(quads, quote).toHaveLength(2);
      expect(quads?.[0][0]).toBe(100 + 9 * 6);
      expect(quads?.[1][2]).toBe(100 + 9 * 6); // "ated word" ends before the comma
    }
  });

  it('chooses among repeated passages by prefix and suffix, the first one without them', () => {
    expect(locateQuote(page, { quote: 'quick brown fox' })?.[0][1]).toBe(708);
    expect(locateQuote(page, { quote: 'quick brown fox', prefix: 'and the ' })?.[0][1]).toBe(684);
    expect(locateQuote(page, { quote: 'quick brown fox', suffix: ' again' })?.[0][1]).toBe(684);
  });

  it('folds compatibility characters and whitespace differences', () => {
    const ligature: GlyphRun[] = [{ str: 'e\uFB03cient  work', transform: [10, 0, 0, 10, 50, 500], width: 78, height: 10, hasEOL: true }];
    expect(locateQuote(ligature, { quote: 'efficient work' })).toHaveLength(1);
    expect(matchKey(' a\u00A0b\n\tc ')).toBe('abc');
  });

  it('follows rotated text: the quad runs along the baseline', () => {
    const rotated: GlyphRun[] = [{ str: 'upward', transform: [0, 10, -10, 0, 300, 100], width: 36, height: 10, hasEOL: true }];
    const [quad] = round(locateQuote(rotated, { quote: 'ward' })) ?? [];
    // Along +y from 112 to 136; "up" from the baseline is -x.
    expect(quad).toEqual([292, 112, 292, 136, 302.2, 112, 302.2, 136]);
  });

  it('returns null for a quote that is not there or is only whitespace', () => {
    expect(locateQuote(page, { quote: 'slow green turtle' })).toBeNull();
    expect(locateQuote(page, { quote: '  \n ' })).toBeNull();
    expect(locateQuote([], { quote: 'dog' })).toBeNull();
  });
});
