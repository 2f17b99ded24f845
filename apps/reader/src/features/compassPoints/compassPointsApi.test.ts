import { describe, expect, it } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import * as api from './compassPointsApi.js';

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };

/** An axios instance whose network is `answer`; it records each request as METHOD url?query body. */
function client(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const seen: string[] = [];
  const http = axios.create();
  const adapter: AxiosAdapter = async (config) => {
    const query = new URLSearchParams(Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    seen.push(`${config.method?.toUpperCase()} ${config.url}${query ? `?${query}` : ''}${config.data ? ` ${String(config.data)}` : ''}`);
    const { status, data, headers = {} } = answer(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (!config.validateStatus || config.validateStatus(status)) return response;
    throw Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true });
  };
  http.defaults.adapter = adapter;
  return { http, seen };
}

const problem = (status: number, detail: string) => ({ status, data: { title: status === 401 ? 'Unauthorized' : 'Forbidden', status, detail } });

describe('compassPointsApi', () => {
  it('calls the spec paths with their parameters', async () => {
    const { http, seen } = client(() => ({ status: 200, data: [] }));
    await api.documentCompassPoints(http, 'IETF-RFC9110');
    await api.compassPointSettings(http, 42);
    await api.myCompassPoints(http, { status: 'inactive', pageIndex: 2, pageSize: 10, sort: 'deletedDate-' });
    await api.documentCompassPointPage(http, { contentID: 42, status: 'active', offset: 10, pageSize: 10 });
    await api.activateCompassPoint(http, 5);
    await api.deactivateCompassPoint(http, 5);
    await api.markCompassPointShared(http, 5);
    await api.compassPointById(http, 5);
    await api.updateCompassPoint(http, 5, { name: 'n' });
    await api.deleteUserNote(http, 42, 'a-1');
    await api.userNotes(http, 42);
    expect(seen).toEqual([
      'GET /api/v1/compasspoint/list?contentCode=IETF-RFC9110',
      'GET /api/v1/compasspoint/settings?contentID=42',
      'GET /api/v1/compasspoint/detail/page-view?status=inactive&pageIndex=2&pageSize=10&sort=deletedDate-',
      'GET /api/v1/compasspoint/page-view?contentID=42&status=active&offset=10&pageSize=10',
      'POST /api/v1/compasspoint/activate/5',
      'POST /api/v1/compasspoint/deactivate/5',
      'POST /api/v1/compasspoint/mark-shared {"compassPointID":5}',
      'GET /api/v1/compasspoint/5',
      'PUT /api/v1/compasspoint/5 {"name":"n"}',
      'DELETE /api/user-notes/delete?annotationId=a-1&contentId=42',
      'GET /api/user-notes/42',
    ]);
  });

  it('reads the history total from x-total-count', async () => {
    const { http, seen } = client(() => ({ status: 200, data: { content: [], totalElements: 3, pageSize: 25 }, headers: { 'x-total-count': '57' } }));
    const page = await api.compassPointHistory(http, 5, { pageIndex: 1, pageSize: 25, sort: 'createdDate+' });
    expect(seen).toEqual(['GET /api/v1/audits/compassPoint/5/all?pageIndex=1&pageSize=25&sort=createdDate%2B']);
    expect(page.totalElements).toBe(57);
  });

  it("tells the shared link's refusals apart (spec section 8)", async () => {
    const answers: Answer[] = [
      problem(401, 'Compass points are only available to individual users who are logged in'),
      problem(403, 'User is not entitled for the Document'),
      problem(403, 'Compass points are not enabled at account level setting'),
      { status: 404, data: { detail: 'Compass point not found' } },
      { status: 200, data: { compassPointUUID: 'u', isDeleted: true } },
    ];
    const { http, seen } = client(() => answers.shift()!);
    const kinds = [];
    for (let i = 0; i < 5; i++) kinds.push((await api.compassPointByUuid(http, 'u')).kind);
    expect(kinds).toEqual(['notEligible', 'notEntitled', 'notEnabled', 'notFound', 'found']);
    expect(seen[0]).toBe('GET /api/v1/compasspoint?compassPointUUID=u');
  });

  it('rejects on a failure other pages explain through the error catalogue', async () => {
    const { http } = client(() => ({ status: 500 }));
    await expect(api.compassPointByUuid(http, 'u')).rejects.toThrow('500');
    await expect(api.compassPointById(http, 1)).rejects.toThrow('500');
  });
});
