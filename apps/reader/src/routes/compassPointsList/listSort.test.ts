import { describe, expect, it } from 'vitest';
import { defaultSort, pickSort, sortParam, SORT_FIELDS } from './listSort.js';

describe('the compass points list sort', () => {
  it('defaults to createdDate- for active and deactivatedDate- for deactivated ones', () => {
    expect(sortParam('active', defaultSort('active'))).toBe('createdDate-');
    expect(sortParam('inactive', defaultSort('inactive'))).toBe('deactivatedDate-');
  });
  it("writes ascending without a sign and descending with a trailing '-'", () => {
    expect(sortParam('active', pickSort('designation'))).toBe('designation');
    expect(sortParam('active', { field: 'name', descending: true })).toBe('name-');
    expect(sortParam('inactive', { field: 'deletedByEmail', descending: false })).toBe('deletedByEmail');
  });
  it('starts dates newest first and text A to Z', () => {
    expect(pickSort('createdDate')).toEqual({ field: 'createdDate', descending: true });
    expect(pickSort('contentStatus')).toEqual({ field: 'contentStatus', descending: false });
  });
  it("covers the spec's seven fields between the two views", () => {
    expect(new Set([...SORT_FIELDS.active, ...SORT_FIELDS.inactive])).toEqual(new Set(['designation', 'contentStatus', 'name', 'email', 'createdDate', 'deletedByEmail', 'deletedDate']));
  });
});
