import { describe, expect, it } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../httpClient.js';
import { createDataProvider } from './createDataProvider.js';

/** A provider whose network answers from a table; every request is recorded. */
function providerWith(answers: Record<string, { status?: number; data?: unknown; headers?: Record<string, string> }>) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  const http = createHttpClient({ baseURL: '', getAccessToken: () => 'token-1', getAuthMode: () => 'PWD' });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    seen.push({ method, url, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    const answer = answers[`${method} ${url}`];
    const status = answer?.status ?? (answer ? 200 : 404);
    let data = answer?.data ?? '';
    if (config.responseType === 'text' && typeof data !== 'string') data = JSON.stringify(data);
    const response = { data, status, statusText: String(status), headers: answer?.headers ?? {}, config };
    if (status < 300) return response;
    throw new axios.AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return { provider: createDataProvider(http), seen };
}

const shelf = { id: 7, name: 'Protocols', accountId: 3, accountName: 'Acme Engineering', accountNumber: '100200', itemCount: 1, createdBy: 'Grace Hopper', createdAt: 'x', updatedAt: 'x', items: [] };

describe('the customCollections resource', () => {
  it('lists a page with the total from x-total-count', async () => {
    const { provider, seen } = providerWith({
      'GET /api/admin/custom-collections?page=0&size=25&sort=name,asc': { data: [shelf], headers: { 'x-total-count': '31' } },
    });
    const list = await provider.getList('customCollections', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(list).toEqual({ data: [shelf], total: 31 });
    expect(seen[0].url).toBe('/api/admin/custom-collections?page=0&size=25&sort=name,asc');
  });

  it('creates with the name (and the account only when one is chosen), renames with PUT and deletes', async () => {
    const { provider, seen } = providerWith({
      'POST /api/admin/custom-collections': { status: 201, data: shelf },
      'PUT /api/admin/custom-collections/7': { data: { ...shelf, name: 'RFCs' } },
      'DELETE /api/admin/custom-collections/7': { data: shelf },
    });
    expect((await provider.create('customCollections', { data: { name: 'Protocols', accountId: '' } })).data).toMatchObject({ id: 7 });
    await provider.create('customCollections', { data: { name: 'Protocols', accountId: '9' } });
    expect(seen.map((s) => s.body)).toEqual([{ name: 'Protocols' }, { name: 'Protocols', accountId: 9 }]);
    expect((await provider.update('customCollections', { id: 7, data: { name: 'RFCs', items: [] }, previousData: shelf })).data).toMatchObject({ name: 'RFCs' });
    expect(seen[2]).toMatchObject({ method: 'PUT', body: { name: 'RFCs' } });
    await provider.delete('customCollections', { id: 7 });
    expect(seen[3]).toMatchObject({ method: 'DELETE', url: '/api/admin/custom-collections/7' });
  });
});
