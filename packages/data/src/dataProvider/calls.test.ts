import { describe, expect, it } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../httpClient.js';
import { consoleCall, downloadFile, fillPath, presentParams } from './calls.js';
import { ConsoleHttpError } from './httpError.js';

/** The shared client whose network answers one request; every request is recorded. */
function clientAnswering(answer: { status?: number; data?: unknown; headers?: Record<string, string> }) {
  const seen: string[] = [];
  const http = createHttpClient({ baseURL: '', getAccessToken: () => 'token-1', getAuthMode: () => 'PWD' });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    seen.push(axios.getUri(config));
    const status = answer.status ?? 200;
    const response = { data: answer.data ?? '', status, statusText: String(status), headers: answer.headers ?? {}, config };
    if (status < 300) return response;
    throw new axios.AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return { http, seen };
}

describe("what the console's calls are made with", () => {
  it('fills a path with each value URL-encoded and keeps only the query parameters that have a value', () => {
    expect(fillPath('/api/admin/custom-collections/{id}/items/{contentCode}', { id: 7, contentCode: 'RFC 8446' })).toBe('/api/admin/custom-collections/7/items/RFC%208446');
    expect(presentParams({ from: '', to: '2026-11-30', accountId: undefined, interval: null, page: 0 })).toEqual({ to: '2026-11-30', page: 0 });
  });

  it('rejects a failed call with the status and the field errors placed under the prefix', async () => {
    const { http } = clientAnswering({ status: 400, data: { status: 400, fieldErrors: [{ objectName: 'body', field: 'banner.text', message: 'Max' }] } });
    const error = await consoleCall(() => http.put('/api/admin/tenants/keystone', {}), 'config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleHttpError);
    expect(error).toMatchObject({ status: 400, message: 'error.validation', body: { errors: { config: { banner: { text: 'error.Size' } } } } });
  });

  it("downloads a file under the server's name, or the fallback when the server gives none", async () => {
    const named = clientAnswering({ data: 'a', headers: { 'content-disposition': 'attachment; filename="PR_2026-01_2026-03.tsv"' } });
    expect((await downloadFile(named.http, '/api/admin/usage/reports/pr', { params: { format: 'tsv' }, fallbackName: 'x.tsv' })).filename).toBe('PR_2026-01_2026-03.tsv');
    expect(named.seen).toEqual(['/api/admin/usage/reports/pr?format=tsv']);
    const unnamed = clientAnswering({ data: 'b' });
    expect(await downloadFile(unnamed.http, '/management/threaddump?download=1', { fallbackName: 'threaddump.json' })).toEqual({ blob: 'b', filename: 'threaddump.json' });
    expect(unnamed.seen).toEqual(['/management/threaddump?download=1']);
  });
});
