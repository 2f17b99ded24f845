import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination.js';

const shown = (current: number, total: number, narrow: boolean) =>
  pageItems(current, total, narrow)
    .map((item) => (item === 'ellipsis' ? '…' : String(item + 1)))
    .join(' ');

describe('pagination', () => {
  it('shows every page up to 6 on wide screens and up to 4 under 576 px', () => {
    expect(shown(0, 6, false)).toBe('1 2 3 4 5 6');
    expect(shown(0, 4, true)).toBe('1 2 3 4');
    expect(shown(0, 1, true)).toBe('1');
    expect(pageItems(0, 0, false)).toEqual([]);
  });

  it('collapses with an ellipsis on wide screens past 6 pages', () => {
    expect(shown(0, 7, false)).toBe('1 2 3 4 5 … 7');
    expect(shown(0, 20, false)).toBe('1 2 3 4 5 … 20');
    expect(shown(9, 20, false)).toBe('1 … 9 10 11 … 20');
    expect(shown(19, 20, false)).toBe('1 … 16 17 18 19 20');
  });

  it('collapses under 576 px past 4 pages, showing 3 pages plus an ellipsis near an end', () => {
    expect(shown(0, 5, true)).toBe('1 2 3 … 5');
    expect(shown(0, 40, true)).toBe('1 2 3 … 40');
    expect(shown(20, 40, true)).toBe('1 … 21 … 40');
    expect(shown(39, 40, true)).toBe('1 … 38 39 40');
  });

  it('keeps one width while paging', () => {
    const widths = Array.from({ length: 30 }, (_, page) => pageItems(page, 30, false).length);
    expect(new Set(widths)).toEqual(new Set([7]));
  });

  it('counts the pages a result count fills', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
