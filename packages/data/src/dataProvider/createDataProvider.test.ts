import { describe, expect, it } from 'vitest';
import axios, { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../httpClient.js';
import { createDataProvider } from './createDataProvider.js';
import { ConsoleHttpError } from './httpError.js';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
interface Answer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A provider over the real shared client whose network is a table of answers; every request is recorded. */
function providerWith(answers: Record<string, Answer>) {
  const seen: Seen[] = [];
  const http = createHttpClient({ baseURL: '', getAccessToken: () => 'token-1', getAuthMode: () => 'PWD' });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    const headers = Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)]));
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ method, url, headers, body });
    const answer = answers[`${method} ${url}`];
    const status = answer?.status ?? (answer ? 200 : 404);
    let data = answer?.data ?? (answer ? '' : { status: 404, message: 'error.url.not.found' });
    if (config.responseType === 'text' && typeof data !== 'string') data = JSON.stringify(data);
    const response = { data, status, statusText: String(status), headers: answer?.headers ?? {}, config };
    const valid = config.validateStatus ? config.validateStatus(status) : status < 300;
    if (valid) return response;
    throw new axios.AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return { provider: createDataProvider(http), seen };
}

const list = (page = 1, perPage = 25, field = '', order: 'ASC' | 'DESC' = 'ASC', filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});

describe('console data provider', () => {
  it('sends the bearer token, the auth mode and a request id with every call', async () => {
    const { provider, seen } = providerWith({ 'GET /management/jhimetrics': { data: { timestamp: 't' } } });
    await provider.getOne('metrics', { id: 'current' });
    expect(seen[0].headers.Authorization).toBe('Bearer token-1');
    expect(seen[0].headers.AuthMode).toBe('PWD');
    expect(seen[0].headers.RequestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists health components as records, also when the server answers 503 because one is DOWN', async () => {
    const { provider, seen } = providerWith({
      'GET /management/health': {
        status: 503,
        data: { status: 'DOWN', components: { db: { status: 'UP', details: { driver: 'pglite' } }, mail: { status: 'DOWN', details: { error: 'refused' } } } },
      },
    });
    const result = await provider.getList('health', list(1, 25, 'name'));
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /management/health']);
    // The server shows the parts only to a signed-in operator.
    expect(seen[0].headers.Authorization).toBe('Bearer token-1');
    expect(result).toEqual({
      total: 2,
      data: [
        { id: 'db', name: 'db', status: 'UP', details: { driver: 'pglite' } },
        { id: 'mail', name: 'mail', status: 'DOWN', details: { error: 'refused' } },
      ],
    });
  });

  it('reads metrics and the thread dump as single records', async () => {
    const { provider, seen } = providerWith({
      'GET /management/jhimetrics': { data: { timestamp: 'now', node: { pid: 1 } } },
      'GET /management/threaddump': { data: { timestamp: 'now', summary: {} } },
    });
    expect((await provider.getOne('metrics', { id: 'current' })).data).toEqual({ id: 'current', timestamp: 'now', node: { pid: 1 } });
    expect((await provider.getOne('threaddump', { id: 'current' })).data).toEqual({ id: 'current', timestamp: 'now', summary: {} });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /management/jhimetrics', 'GET /management/threaddump']);
  });

  it('lists loggers with their levels, filtered by name in the browser and paged', async () => {
    const body = {
      levels: ['OFF', 'ERROR', 'INFO', 'DEBUG'],
      loggers: { root: { configuredLevel: null, effectiveLevel: 'INFO' }, search: { configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' }, http: { configuredLevel: null, effectiveLevel: 'INFO' } },
    };
    const { provider } = providerWith({ 'GET /management/loggers': { data: body } });
    const all = await provider.getList('loggers', list(1, 2, 'name', 'DESC'));
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.id)).toEqual(['search', 'root']);
    const found = await provider.getList('loggers', list(1, 25, 'name', 'ASC', { q: 'sea' }));
    expect(found.data).toEqual([{ id: 'search', name: 'search', configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG', levels: body.levels }]);
  });

  it("changes a logger's level with POST management/loggers/{name} and reads the effective level back", async () => {
    const { provider, seen } = providerWith({
      'POST /management/loggers/search': { status: 204 },
      'GET /management/loggers': { data: { levels: ['INFO', 'DEBUG'], loggers: { search: { configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' } } } },
    });
    const result = await provider.update('loggers', { id: 'search', data: { configuredLevel: 'DEBUG' }, previousData: { id: 'search' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/management/loggers/search', body: { configuredLevel: 'DEBUG' } });
    expect(seen[0].headers['Content-Type']).toMatch(/^application\/json/);
    expect(result.data).toMatchObject({ id: 'search', effectiveLevel: 'DEBUG' });
  });

  it('sends null to give a logger back to root', async () => {
    const { provider, seen } = providerWith({
      'POST /management/loggers/search': { status: 204 },
      'GET /management/loggers': { data: { levels: [], loggers: { search: { configuredLevel: null, effectiveLevel: 'INFO' } } } },
    });
    await provider.update('loggers', { id: 'search', data: { configuredLevel: null }, previousData: { id: 'search' } });
    expect(seen[0].body).toEqual({ configuredLevel: null });
  });

  it('rejects an unknown level with the field error on configuredLevel', async () => {
    const { provider } = providerWith({
      'POST /management/loggers/search': { status: 400, data: { status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field: 'configuredLevel', message: 'Invalid' }] } },
    });
    const error = await provider.update('loggers', { id: 'search', data: { configuredLevel: 'LOUD' }, previousData: { id: 'search' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleHttpError);
    expect(error).toMatchObject({ status: 400, message: 'error.validation', body: { errors: { configuredLevel: 'error.Invalid' } } });
  });

  it('flattens the configuration and lists the environment, secrets as the server masked them', async () => {
    const { provider } = providerWith({
      'GET /management/configprops': {
        data: { contexts: { codex: { beans: { config: { prefix: '', properties: { port: 8080, db: { url: 'postgres://u:******@h/db' }, mail: {} } } } } } },
      },
      'GET /management/env': { data: { activeProfiles: ['prod'], propertySources: [{ name: 'process.env', properties: { HOME: { value: '/root' }, DB_PASSWORD: { value: '******' } } }] } },
    });
    const config = await provider.getList('configprops', list(1, 25, 'id'));
    expect(config.data).toEqual([
      { id: 'db.url', value: 'postgres://u:******@h/db' },
      { id: 'mail', value: '{}' },
      { id: 'port', value: '8080' },
    ]);
    const env = await provider.getList('env', list(1, 25, 'name'));
    expect(env.data).toEqual([
      { id: 'DB_PASSWORD', name: 'DB_PASSWORD', value: '******', source: 'process.env' },
      { id: 'HOME', name: 'HOME', value: '/root', source: 'process.env' },
    ]);
  });

  it('pages audits with page, size and sort, passes the date and type filters, and reads the total from x-total-count', async () => {
    const url = '/management/audits?page=1&size=10&sort=createdDate,asc&fromDate=2026-11-01&toDate=2026-11-23&type=AUTHENTICATION_SUCCESS';
    const { provider, seen } = providerWith({
      [`GET ${url}`]: { data: [{ id: 5, timestamp: 't', principal: 'operator', type: 'AUTHENTICATION_SUCCESS', data: {} }], headers: { 'x-total-count': '11' } },
    });
    const result = await provider.getList('audits', list(2, 10, 'timestamp', 'ASC', { fromDate: '2026-11-01', toDate: '2026-11-23', type: 'AUTHENTICATION_SUCCESS', principal: '' }));
    expect(seen[0].url).toBe(url);
    expect(result).toEqual({ total: 11, data: [{ id: 5, timestamp: 't', principal: 'operator', type: 'AUTHENTICATION_SUCCESS', data: {} }] });
  });

  it('asks audits newest first when no sort is chosen', async () => {
    const { provider, seen } = providerWith({ 'GET /management/audits?page=0&size=25&sort=createdDate,desc': { data: [], headers: { 'x-total-count': '0' } } });
    await provider.getList('audits', { pagination: { page: 1, perPage: 25 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(seen[0].url).toBe('/management/audits?page=0&size=25&sort=createdDate,desc');
  });

  it('fails a paged list whose answer lacks x-total-count instead of showing it as empty', async () => {
    const { provider } = providerWith({ 'GET /management/audits?page=0&size=25&sort=createdDate,desc': { data: [] } });
    await expect(provider.getList('audits', list(1, 25))).rejects.toThrow('x-total-count');
  });

  it('puts an inverted date range on the toDate filter', async () => {
    const url = '/management/audits?page=0&size=25&sort=createdDate,desc&fromDate=2026-11-23&toDate=2026-11-01';
    const { provider } = providerWith({
      [`GET ${url}`]: { status: 400, data: { status: 400, fieldErrors: [{ objectName: 'query', field: 'toDate', message: 'DateRange' }] } },
    });
    const error = await provider.getList('audits', list(1, 25, '', 'ASC', { fromDate: '2026-11-23', toDate: '2026-11-01' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { errors: { toDate: 'console.fieldErrors.DateRange' } } });
  });

  it('lists tenants with their code as id and reads one through ra-data-simple-rest', async () => {
    const tenant = { code: 'keystone', tenantName: 'Keystone', hosts: ['localhost'], config: { tenantName: 'Keystone' }, updatedAt: 'u' };
    const { provider, seen } = providerWith({
      'GET /api/admin/tenants': { data: [{ code: 'keystone', tenantName: 'Keystone', hosts: ['localhost'], updatedAt: 'u' }, { code: 'nist', tenantName: 'NIST', hosts: [], updatedAt: 'u' }] },
      'GET /api/admin/tenants/keystone': { data: tenant },
    });
    const all = await provider.getList('tenants', list(1, 25, 'tenantName', 'DESC'));
    expect(all.total).toBe(2);
    expect(all.data.map((t) => t.id)).toEqual(['nist', 'keystone']);
    const one = await provider.getOne('tenants', { id: 'keystone' });
    expect(one.data).toEqual({ ...tenant, id: 'keystone' });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/admin/tenants/keystone' });
    expect(seen[1].headers.Accept).toBe('application/json');
    expect(seen[1].headers.Authorization).toBe('Bearer token-1');
  });

  it("saves a tenant's configuration as { config } only", async () => {
    const config = { tenantName: 'Keystone', banner: { text: 'Maintenance', 'start-date': '2026-11-01', 'end-date': '2026-12-01' } };
    const { provider, seen } = providerWith({ 'PUT /api/admin/tenants/keystone': { data: { code: 'keystone', tenantName: 'Keystone', hosts: [], config, updatedAt: 'v' } } });
    const result = await provider.update('tenants', { id: 'keystone', data: { id: 'keystone', code: 'keystone', hosts: [], config }, previousData: { id: 'keystone' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/admin/tenants/keystone', body: { config } });
    expect(result.data).toMatchObject({ id: 'keystone', updatedAt: 'v' });
  });

  it("places a tenant's field errors under config on the form, whatever prefix the server used", async () => {
    const { provider } = providerWith({
      'PUT /api/admin/tenants/keystone': {
        status: 400,
        data: {
          status: 400,
          fieldErrors: [
            { objectName: 'body', field: 'config.banner.end-date', message: 'end-date must not be before start-date' },
            { objectName: 'body', field: 'branding.productName', message: 'Max' },
            { objectName: 'body', field: 'features[1].enabled', message: 'Invalid' },
          ],
        },
      },
    });
    const error = await provider.update('tenants', { id: 'keystone', data: { config: {} }, previousData: { id: 'keystone' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'error.validation',
      body: {
        errors: {
          config: {
            banner: { 'end-date': 'end-date must not be before start-date' },
            branding: { productName: 'error.Size' },
            features: { '1': { enabled: 'error.Invalid' } },
          },
        },
      },
    });
  });

  it('pages accounts with page, size and sort=field,dir and reads x-total-count', async () => {
    const url = '/api/admin/accounts?page=0&size=10&sort=name,asc';
    const { provider, seen } = providerWith({ [`GET ${url}`]: { data: [{ id: 3, name: 'Acme' }], headers: { 'x-total-count': '42' } } });
    const result = await provider.getList('accounts', list(1, 10, 'name', 'ASC'));
    expect(seen[0].url).toBe(url);
    expect(result).toEqual({ data: [{ id: 3, name: 'Acme' }], total: 42 });
  });

  it('reads an account through ra-data-simple-rest and saves its IP ranges', async () => {
    const account = { id: 3, name: 'Acme', users: [], subscriptions: [], ipRanges: ['10.0.0.0/8'] };
    const { provider, seen } = providerWith({
      'GET /api/admin/accounts/3': { data: account },
      'PUT /api/admin/accounts/3/ip-ranges': { data: { ...account, ipRanges: ['10.0.0.0/8', '192.168.1.1-192.168.1.9'] } },
    });
    expect((await provider.getOne('accounts', { id: 3 })).data).toEqual(account);
    const saved = await provider.update('accounts', { id: 3, data: { ...account, ipRanges: ['10.0.0.0/8', '192.168.1.1-192.168.1.9'] }, previousData: account });
    expect(saved.data.ipRanges).toEqual(['10.0.0.0/8', '192.168.1.1-192.168.1.9']);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/admin/accounts/3', 'PUT /api/admin/accounts/3/ip-ranges']);
    expect(seen[1].body).toEqual({ ipRanges: ['10.0.0.0/8', '192.168.1.1-192.168.1.9'] });
  });

  it('puts a bad IP range error on the row it names', async () => {
    const { provider } = providerWith({
      'PUT /api/admin/accounts/3/ip-ranges': { status: 400, data: { status: 400, fieldErrors: [{ objectName: 'body', field: 'ipRanges[1]', message: 'Pattern' }] } },
    });
    const error = await provider.update('accounts', { id: 3, data: { ipRanges: ['10.0.0.0/8', 'nope'] }, previousData: { id: 3 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { errors: { ipRanges: { '1': 'error.Pattern' } } } });
  });

  it('rejects a refused call with the status react-admin checks and the catalogue key to show', async () => {
    const { provider } = providerWith({ 'GET /management/jhimetrics': { status: 403, data: { status: 403, message: 'error.http.403' } } });
    await expect(provider.getOne('metrics', { id: 'current' })).rejects.toMatchObject({ status: 403, message: 'error.http.403' });
  });

  it('refuses resources it has no endpoint for', async () => {
    const { provider, seen } = providerWith({});
    await expect(provider.getList('userNotes', list())).rejects.toThrow('no endpoint for resource "userNotes"');
    await expect(provider.delete('accounts', { id: 3 })).rejects.toThrow('deletes no records');
    expect(seen).toEqual([]);
  });

  it('pages, filters and reads groups, and deletes one with DELETE /api/admin/groups/{id}', async () => {
    const row = { id: 5, name: 'Design review', memberCount: 3 };
    const { provider, seen } = providerWith({
      'GET /api/admin/groups?page=1&size=10&sort=updatedAt,desc&q=review': { data: [row], headers: { 'x-total-count': '11' } },
      'GET /api/admin/groups/5': { data: { ...row, members: [], documents: [] } },
      'DELETE /api/admin/groups/5': { data: row },
    });
    expect(await provider.getList('groups', list(2, 10, 'updatedAt', 'DESC', { q: 'review' }))).toEqual({ data: [row], total: 11 });
    expect((await provider.getOne('groups', { id: 5 })).data).toEqual({ ...row, members: [], documents: [] });
    expect((await provider.delete('groups', { id: 5, previousData: row })).data).toEqual(row);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/admin/groups?page=1&size=10&sort=updatedAt,desc&q=review',
      'GET /api/admin/groups/5',
      'DELETE /api/admin/groups/5',
    ]);
  });

  it('lists the mail outbox newest first with its filters and reads one message from /management/mail/{id}', async () => {
    const message = { id: 8, subject: 'Shared with you', state: 'sent' };
    const { provider, seen } = providerWith({
      'GET /management/mail?page=0&size=25&sort=createdAt,desc&state=failed&kind=SHARING': { data: [message], headers: { 'x-total-count': '1' } },
      'GET /management/mail/8': { data: { ...message, html: '<p>Hi</p>', text: 'Hi', headers: {} } },
    });
    expect((await provider.getList('mail', list(1, 25, '', 'ASC', { state: 'failed', kind: 'SHARING', q: '' }))).total).toBe(1);
    expect((await provider.getOne('mail', { id: 8 })).data).toMatchObject({ id: 8, html: '<p>Hi</p>' });
    expect(seen.map((s) => s.url)).toEqual(['/management/mail?page=0&size=25&sort=createdAt,desc&state=failed&kind=SHARING', '/management/mail/8']);
  });

  it("lists the account's compass points by status with the API's sort syntax and reads one", async () => {
    const point = { compassPointID: 5, name: 'Stateless' };
    const { provider, seen } = providerWith({
      'GET /api/v1/compasspoint/list-admin?pageIndex=1&pageSize=10&sort=name-&status=inactive': { data: { content: [point], totalElements: 11, pageIndex: 1, pageSize: 10 } },
      'GET /api/v1/compasspoint/list-admin?pageIndex=0&pageSize=25&sort=email&status=active': { data: { content: [], totalElements: 0, pageIndex: 0, pageSize: 25 } },
      'GET /api/v1/compasspoint/5': { data: point },
    });
    expect(await provider.getList('compassPoints', list(2, 10, 'name', 'DESC', { status: 'inactive' }))).toEqual({ data: [{ ...point, id: 5 }], total: 11 });
    expect((await provider.getList('compassPoints', list(1, 25, 'creatorEmail', 'ASC', { status: 'active' }))).total).toBe(0);
    expect((await provider.getOne('compassPoints', { id: 5 })).data).toMatchObject({ id: 5, name: 'Stateless' });
    expect(seen).toHaveLength(3);
  });

  it("lists the account's change history with its filters, newest or oldest first", async () => {
    const entry = { id: 31, compassPointID: 5, dbTransactionType: 'UPDATE' };
    const { provider, seen } = providerWith({
      'GET /api/v1/audits/compassPoint?pageIndex=0&pageSize=25&sort=createdDate-&dbTransactionType=UPDATE&user=frances': { data: { content: [entry], totalElements: 1, pageIndex: 0, pageSize: 25 }, headers: { 'x-total-count': '1' } },
      'GET /api/v1/audits/compassPoint?pageIndex=2&pageSize=10&sort=createdDate&from=2026-11-01&to=2026-11-30': { data: { content: [], totalElements: 20, pageIndex: 2, pageSize: 10 }, headers: { 'x-total-count': '20' } },
    });
    expect(await provider.getList('changeHistory', list(1, 25, '', 'ASC', { dbTransactionType: 'UPDATE', user: 'frances', contentCode: '' }))).toEqual({ data: [entry], total: 1 });
    expect((await provider.getList('changeHistory', list(3, 10, 'createdDate', 'ASC', { from: '2026-11-01', to: '2026-11-30' }))).total).toBe(20);
    expect(seen).toHaveLength(2);
  });
});
