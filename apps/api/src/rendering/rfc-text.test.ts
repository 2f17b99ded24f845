import { describe, expect, it } from 'vitest';
import { readFulltext } from '../../test/rfc-fulltext.js';
import { expandTabs, readRfcStructure, resolveOverstrike, rfcNumberOf, splitRfcLines } from './rfc-text.js';

const SMALL_RFC = [
  'Request for Comments: 9999',
  '',
  'Table of Contents',
  '',
  '   1.  Introduction',
  '     1.1.  Purpose',
  '   2.  Details',
  '   Appendix A.  Collected ABNF',
  '     A.1.  Core Rules',
  '   Acknowledgements',
  '   Authors\' Addresses',
  '',
  '1.  Introduction',
  '',
  '   Text that mentions',
  '2 items at the margin because it wraps badly.',
  '',
  '1.1.  Purpose',
  '',
  '   More text.',
  '',
  '7 apples are not a heading either, being out of order.',
  '',
  '2.  Details',
  '',
  'Appendix A.  Collected ABNF',
  '',
  'A.1.  Core Rules',
  '',
  'Acknowledgements',
  '',
  '   Thanks.',
  '',
  'Authors\' Addresses',
  '',
].join('\n');

describe('readRfcStructure', () => {
  it('finds numbered, appendix and unnumbered headings with their anchor ids', () => {
    const { headings } = readRfcStructure(SMALL_RFC);
    expect(headings.map((h) => [h.id, h.title, h.level])).toEqual([
      ['section-1', 'Introduction', 1],
      ['section-1.1', 'Purpose', 2],
      ['section-2', 'Details', 1],
      ['appendix-A', 'Collected ABNF', 1],
      ['appendix-A.1', 'Core Rules', 2],
      ['name-acknowledgements', 'Acknowledgements', 1],
      ['name-authors-addresses', "Authors' Addresses", 1],
    ]);
  });

  it('does not take prose that starts with a number for a heading', () => {
    const { headings, lines } = readRfcStructure(SMALL_RFC);
    const headingLines = headings.map((h) => lines[h.line]);
    expect(headingLines).not.toContain('2 items at the margin because it wraps badly.');
    expect(headingLines).not.toContain('7 apples are not a heading either, being out of order.');
  });

  it('links each table-of-contents entry to its heading, page numbers left out', () => {
    const { toc, lines } = readRfcStructure(SMALL_RFC);
    expect(toc.map((t) => [lines[t.line].slice(t.start, t.end), t.targetId])).toEqual([
      ['1.  Introduction', 'section-1'],
      ['1.1.  Purpose', 'section-1.1'],
      ['2.  Details', 'section-2'],
      ['Appendix A.  Collected ABNF', 'appendix-A'],
      ['A.1.  Core Rules', 'appendix-A.1'],
      ['Acknowledgements', 'name-acknowledgements'],
      ["Authors' Addresses", 'name-authors-addresses'],
    ]);
  });

  it('reads the old single-space style of RFC 2616, whose contents list has dot leaders', () => {
    const { headings, toc, lines } = readRfcStructure(readFulltext('RFC2616').text);
    const byId = new Map(headings.map((h) => [h.id, lines[h.line]]));
    expect(byId.get('section-1')).toBe('1 Introduction');
    expect(byId.get('section-14.9')).toBe('14.9 Cache-Control');
    expect(byId.get('section-10.1.1')).toBe('10.1.1 100 Continue');
    const cacheControl = toc.find((t) => t.targetId === 'section-14.9')!;
    expect(lines[cacheControl.line].slice(cacheControl.start, cacheControl.end)).toBe('14.9  Cache-Control');
    // Table-of-contents lines never become headings themselves.
    expect(headings.every((h) => !lines[h.line].includes('....'))).toBe(true);
  });
});

describe('text helpers', () => {
  it('splits lines without inventing an empty last line', () => {
    expect(splitRfcLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitRfcLines('a\n\fb')).toEqual(['a', '\fb']);
  });

  it('resolves typewriter overstrike into bold and underlined cells', () => {
    const cells = resolveOverstrike('T\bT\bTo _\bS');
    expect(cells.map((c) => c.char).join('')).toBe('To S');
    expect(cells.map((c) => (c.bold ? 'b' : c.underline ? 'u' : '.')).join('')).toBe('b..u');
  });

  it('expands tabs to the next multiple of eight columns', () => {
    expect(expandTabs('ab\tc')).toBe('ab      c');
    expect(expandTabs('\tx')).toBe('        x');
  });

  it('reads the RFC number of a designation', () => {
    expect(rfcNumberOf('RFC 9110')).toBe(9110);
    expect(rfcNumberOf('RFC0793')).toBe(793);
    expect(rfcNumberOf('NIST SP 800-53')).toBeNull();
  });
});
