import { describe as group, expect, it } from 'vitest';
import { rfc7231, rfc9110 } from '../test-fixtures/rfc-texts';
import { anchor, carry, describe, type CarryResult, type Selector } from './index';
import { normalize, toRawRange } from './normalize.js';

const old = normalize(rfc7231);

/** The selectors of a passage of RFC 7231, given with single spaces (the RFC breaks and indents its lines). */
function passage(sentence: string): Selector[] {
  const at = old.text.indexOf(sentence);
  if (at === -1 || old.text.indexOf(sentence, at + 1) !== -1) throw new Error(`not once in RFC 7231: ${sentence}`);
  const { start, end } = toRawRange(old, at, at + sentence.length);
  return describe(rfc7231, start, end, { pageNumber: 1 });
}

const flat = (s: string) => s.replace(/\s+/g, ' ');
const carried = (sentence: string): CarryResult => carry(rfc7231, rfc9110, passage(sentence));

group('carry from RFC 7231 to RFC 9110', () => {
  it('exact: an unchanged sentence, found with its context', () => {
    const sentence = 'The OPTIONS method requests information about the communication options available for the target resource';
    const result = carried(sentence);
    expect(result.outcome).toBe('exact');
    if (result.outcome === 'not-found') return;
    expect(flat(result.newText)).toBe(sentence);
    // The new selectors describe the passage in RFC 9110: anchoring them there finds it again.
    expect(anchor(rfc9110, result.selectors)).toMatchObject({ start: result.anchor.start, end: result.anchor.end, exact: true });
  });

  it('moved: the same sentence, in another context', () => {
    const sentence = 'The request method token is the primary source of request semantics';
    const result = carried(sentence);
    expect(result.outcome).toBe('moved');
    if (result.outcome === 'not-found') return;
    expect(flat(result.newText)).toBe(sentence);
    const [oldQuote] = passage(sentence);
    const [newQuote] = result.selectors;
    expect(newQuote).toMatchObject({ type: 'TextQuoteSelector' });
    expect(newQuote).not.toMatchObject({ prefix: (oldQuote as { prefix: string }).prefix, suffix: (oldQuote as { suffix: string }).suffix });
  });

  it('changed: a sentence RFC 9110 reworded, answered with the old and the new text', () => {
    const result = carried('A payload within a GET request message has no defined semantics');
    expect(result.outcome).toBe('changed');
    if (result.outcome !== 'changed') return;
    expect(result.oldText).toBe('A payload within a GET request message has no defined semantics');
    expect(flat(result.newText)).toBe('content received in a GET request has no generally defined semantics');
    expect(result.anchor.exact).toBe(false);
  });

  it('changed: a status code renamed', () => {
    const result = carried('The 413 (Payload Too Large) status code indicates that the server is refusing to process a request');
    expect(result.outcome).toBe('changed');
    if (result.outcome !== 'changed') return;
    expect(flat(result.newText)).toBe('The 413 (Content Too Large) status code indicates that the server is refusing to process a request');
  });

  it('not-found: a passage RFC 9110 dropped keeps its old selectors', () => {
    const sentence = 'A new requirement has been added that semantics embedded in a URI be disabled when those semantics are inconsistent with the request method';
    const selectors = passage(sentence);
    const result = carry(rfc7231, rfc9110, selectors);
    expect(result).toMatchObject({ outcome: 'not-found', selectors });
    expect(flat(result.oldText)).toBe(sentence);
  });

  it('carries a range kept by its position only', () => {
    const [, position] = passage('The OPTIONS method requests information about the communication options available for the target resource');
    expect(carry(rfc7231, rfc9110, [position]).outcome).toBe('exact');
    expect(carry(rfc7231, rfc9110, []).outcome).toBe('not-found');
  });
});
