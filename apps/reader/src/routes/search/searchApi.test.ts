import { describe, expect, it, vi } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { downloadFromResult, fetchSearchResults } from './searchApi.js';
import { defaultSearchState } from './searchState.js';

type Answer = { status?: number; data?: unknown; headers?: Record<string, string> };

/** An axios instance whose answers come from `answer`, recording each call. */
function fakeHttp(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const calls: { method: string; url: string; params: unknown; data: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ method: config.method!.toUpperCase(), url: config.url!, params: config.params, data: config.data ? JSON.parse(config.data as string) : undefined });
    const { status = 200, data, headers = {} } = answer(config);
    return { data, status, statusText: String(status), headers, config };
  };
  return { http: axios.create({ adapter }), calls };
}

describe('search calls', () => {
  it('posts the search with page, size and sort in the query and the filters in the body', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { count: 1, nextPageFlag: false, documents: [{ contentCode: 'X' }] } }));
    const result = await fetchSearchResults(http, { ...defaultSearchState('content'), content: 'tls', sort: 'title,asc', page: 2, size: 50 });
    expect(result.count).toBe(1);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/documents/search', params: { page: 2, size: 50, sort: 'title,asc' }, data: { keywords: 'tls', searchField: 'A', sortType: 'OVERRIDE_SORT' } },
    ]);
  });
});

describe('download from a result', () => {
  const pdf = new Blob(['%PDF-1.7 ...'], { type: 'application/pdf' });

  it('checks the entitlement header, then saves the PDF', async () => {
    const { http, calls } = fakeHttp((config) =>
      config.url === '/api/documents/verification/contentCode'
        ? { data: { entitled: true, downloadable: true, formats: ['pdf', 'html'] }, headers: { entitlementaccess: 'true' } }
        : { data: pdf },
    );
    const save = vi.fn();
    expect(await downloadFromResult(http, 'IETF-RFC9110', save)).toEqual({ kind: 'downloaded', fileName: 'IETF-RFC9110.pdf' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/documents/verification/contentCode', 'GET /api/documents/download']);
    expect(calls[0]!.params).toEqual({ contentCode: 'IETF-RFC9110' });
    expect(save).toHaveBeenCalledWith(pdf, 'IETF-RFC9110.pdf');
  });

  it('stops at the verification when the entitlement header is not true', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { entitled: false, downloadable: false, formats: ['pdf'] }, headers: { entitlementaccess: 'false' } }));
    const save = vi.fn();
    expect(await downloadFromResult(http, 'NIST-SP-800-53-R5', save)).toEqual({ kind: 'noAccess' });
    expect(calls).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('treats an empty file as no access', async () => {
    const { http } = fakeHttp((config) =>
      config.url === '/api/documents/verification/contentCode' ? { data: { entitled: true, downloadable: true, formats: ['pdf'] }, headers: { entitlementaccess: 'true' } } : { data: new Blob([]) },
    );
    const save = vi.fn();
    expect(await downloadFromResult(http, 'IETF-RFC1', save)).toEqual({ kind: 'noAccess' });
    expect(save).not.toHaveBeenCalled();
  });

  it('says there is no PDF when the document has none', async () => {
    const { http, calls } = fakeHttp(() => ({ data: { entitled: true, downloadable: true, formats: ['html'] }, headers: { entitlementaccess: 'true' } }));
    expect(await downloadFromResult(http, 'W3C-HTML', vi.fn())).toEqual({ kind: 'noPdf' });
    expect(calls).toHaveLength(1);
  });
});
