import { describe as group, expect, it } from 'vitest';
import { anchor, describe, selectionMetadataOf, type Selector } from './index';

const quoteOf = (exact: string, prefix = '', suffix = ''): Selector => ({ type: 'TextQuoteSelector', exact, prefix, suffix });
const positionOf = (start: number, end: number): Selector => ({ type: 'TextPositionSelector', start, end });

group('describe', () => {
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(3) + 'A clause that matters. ' + 'Filler text. '.repeat(5);

  it('builds the quote with 32 characters of context, the position and the page', () => {
    const start = text.indexOf('A clause');
    const end = start + 'A clause that matters.'.length;
    const selectors = describe(text, start, end, { pageNumber: 7 });
    expect(selectors).toEqual([
      { type: 'TextQuoteSelector', exact: 'A clause that matters.', prefix: text.slice(start - 32, start), suffix: text.slice(end, end + 32) },
      { type: 'TextPositionSelector', start, end },
      { type: 'PageSelector', pageNumber: 7 },
    ]);
  });

  it('collapses whitespace in the context and reads past indentation', () => {
    const indented = 'first line of the paragraph here\n\n      second line starts here';
    const start = indented.indexOf('second');
    const [quote] = describe(indented, start, start + 6);
    expect(quote).toMatchObject({ exact: 'second', prefix: 'irst line of the paragraph here ' });
  });

  it('refuses an empty or out-of-bounds range', () => {
    expect(() => describe(text, 5, 5)).toThrow(RangeError);
    expect(() => describe(text, -1, 3)).toThrow(RangeError);
    expect(() => describe(text, 0, text.length + 1)).toThrow(RangeError);
  });

  it('round-trips: anchor finds the described range exactly', () => {
    const start = text.indexOf('lazy', 50);
    const found = anchor(text, describe(text, start, start + 8));
    expect(found).toMatchObject({ start, end: start + 8, exact: true });
    expect(found?.score).toBeGreaterThan(0.95);
  });
});

group('anchor', () => {
  it('picks among duplicates by context', () => {
    const text = 'Apples are red. The value MUST be ignored by caches. Pears are green. The value MUST be ignored by proxies.';
    const found = anchor(text, [quoteOf('The value MUST be ignored', 'Pears are green. ', ' by proxies.')]);
    expect(found?.start).toBe(text.lastIndexOf('The value'));
    expect(found?.exact).toBe(true);
  });

  it('picks among duplicates with the same context by position', () => {
    const paragraph = 'Repeated paragraph with the same words. ';
    const text = paragraph.repeat(4);
    const third = paragraph.length * 2;
    const selectors = describe(text, third, third + 8);
    expect(anchor(text, selectors)?.start).toBe(third);
    // Without a position the quote's context alone decides; the first of the equals wins.
    expect(anchor(text, selectors.filter((s) => s.type === 'TextQuoteSelector'))?.start).toBe(paragraph.length);
  });

  it('ignores whitespace differences (line breaks and indentation)', () => {
    const text = 'Intro.\n\n   A sender MUST NOT generate a\n   message with two fields.\n\nAfter.';
    const found = anchor(text, [quoteOf('A sender MUST NOT generate a message with two fields.', 'Intro. ', ' After.')]);
    expect(found).toMatchObject({ start: text.indexOf('A sender'), end: text.indexOf('After.') - 2, exact: true });
  });

  it('finds a quote with a typo approximately, on whole words', () => {
    const text = 'Section 4. A recipient MUST parse the header field value before using it. Section 5.';
    const found = anchor(text, [quoteOf('A recipiant MUST parse the header feild value')]);
    expect(found?.exact).toBe(false);
    expect(text.slice(found!.start, found!.end)).toBe('A recipient MUST parse the header field value');
    expect(found!.score).toBeGreaterThan(0.6);
    expect(found!.score).toBeLessThan(1);
  });

  it('finds a short quote with a typo by searching the whole text', () => {
    const text = 'Intro. '.repeat(50) + 'Servers SHOULD retry later. ' + 'Outro. '.repeat(50);
    const found = anchor(text, [quoteOf('Servers SHOLD retry')]);
    expect(found).toMatchObject({ start: text.indexOf('Servers'), end: text.indexOf(' later'), exact: false });
  });

  it('answers null when the quote is nowhere near the text', () => {
    expect(anchor('Completely unrelated words in this document.', [quoteOf('zqxj wvkp 0000 ####')])).toBeNull();
  });

  it('takes a lone position on trust, with a middling score', () => {
    expect(anchor('0123456789', [positionOf(2, 5)])).toEqual({ start: 2, end: 5, score: 0.5, exact: false });
    expect(anchor('0123456789', [positionOf(2, 50)])).toBeNull();
    expect(anchor('0123456789', [])).toBeNull();
  });

  it('fills selectionMetadata from the anchor', () => {
    const text = 'Some text. The highlighted clause. More text.';
    const start = text.indexOf('The');
    const selectors = describe(text, start, start + 23, { pageNumber: 3 });
    const found = anchor(text, selectors)!;
    expect(selectionMetadataOf(text, found, selectors)).toEqual({ pageNumber: 3, selectionText: 'The highlighted clause.' });
    expect(selectionMetadataOf(text, found)).toEqual({ pageNumber: null, selectionText: 'The highlighted clause.' });
  });
});
