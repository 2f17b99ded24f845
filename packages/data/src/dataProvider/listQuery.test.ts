import { describe, expect, it } from 'vitest';
import { listQuery } from './createDataProvider.js';

describe('paging styles of the spec', () => {
  it('page-size: zero-based page, size and field,dir', () => {
    expect(listQuery({ path: '/x', paging: 'page-size' }, { pagination: { page: 3, perPage: 20 }, sort: { field: 'name', order: 'DESC' } })).toEqual({
      page: 2,
      size: 20,
      sort: 'name,desc',
    });
  });

  it('pageIndex-pageSize: zero-based index, page size and +/- sort suffixes', () => {
    const endpoint = { path: '/x', paging: 'pageIndex-pageSize' as const };
    expect(listQuery(endpoint, { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdDate', order: 'DESC' } })).toEqual({ pageIndex: 0, pageSize: 10, sort: '-createdDate' });
    expect(listQuery(endpoint, { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' } })).toEqual({ pageIndex: 1, pageSize: 10, sort: '+name' });
  });

  it("renames sort fields the server knows by another name and falls back to the endpoint's default", () => {
    const endpoint = { path: '/x', paging: 'page-size' as const, sortFields: { timestamp: 'createdDate' }, defaultSort: { field: 'createdDate', order: 'DESC' as const } };
    expect(listQuery(endpoint, { pagination: { page: 1, perPage: 5 }, sort: { field: 'timestamp', order: 'ASC' } }).sort).toBe('createdDate,asc');
    expect(listQuery(endpoint, { pagination: { page: 1, perPage: 5 }, sort: { field: '', order: 'ASC' } }).sort).toBe('createdDate,desc');
  });
});
