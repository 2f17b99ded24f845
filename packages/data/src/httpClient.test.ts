import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClientOptions } from './httpClient.js';
import { isCancelledRequest, type NotificationDescriptor } from './errorCatalogue.js';
import { fetchAccount, fetchTenantConfig } from './account.js';

/** Records each request the client would send and answers 200 with the given body. */
function fakeAdapter(body: unknown = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
}

const OUR_HEADERS = ['Authorization', 'AuthMode', 'RequestId', 'originatedIpAddress'];

/** The standard headers of one request, exactly as they would go on the wire (absent ones left out). */
function standardHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const all = config.headers.toJSON() as Record<string, string>;
  return Object.fromEntries(Object.entries(all).filter(([name]) => OUR_HEADERS.includes(name)));
}

function client(options: Partial<HttpClientOptions>, body?: unknown) {
  const http = createHttpClient({ baseURL: '', getAccessToken: () => null, getAuthMode: () => null, ...options });
  const fake = fakeAdapter(body);
  http.defaults.adapter = fake.adapter;
  return { http, sent: fake.sent };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createHttpClient', () => {
  it('sends the bearer token, auth mode, a request id and the originating address', async () => {
    const { http, sent } = client({
      getAccessToken: async () => 'token-1',
      getAuthMode: () => 'PWD',
      getOriginatedIp: () => '203.0.113.7',
    });

    await http.get('/api/account');

    expect(standardHeaders(sent[0])).toEqual({
      Authorization: 'Bearer token-1',
      AuthMode: 'PWD',
      RequestId: expect.stringMatching(UUID),
      originatedIpAddress: '203.0.113.7',
    });
  });

  it('gives every request its own request id', async () => {
    const { http, sent } = client({ getAccessToken: () => 't', getAuthMode: () => 'SSO' });

    await http.get('/api/account');
    await http.get('/api/account');

    const [first, second] = sent.map((c) => standardHeaders(c).RequestId);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('reads the token afresh for each request, so a renewed token is used at once', async () => {
    let token = 'old';
    const { http, sent } = client({ getAccessToken: () => token, getAuthMode: () => 'PWD' });

    await http.get('/api/account');
    token = 'renewed';
    await http.get('/api/account');

    expect(sent.map((c) => standardHeaders(c).Authorization)).toEqual(['Bearer old', 'Bearer renewed']);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { http, sent } = client({ getAccessToken: () => null, getAuthMode: () => 'IP' });

    await http.get('/api/account');

    expect(standardHeaders(sent[0])).toEqual({ AuthMode: 'IP', RequestId: expect.stringMatching(UUID) });
  });

  it('waits up to ten minutes for an answer', () => {
    const { http } = client({});
    expect(http.defaults.timeout).toBe(600_000);
  });
});

describe('calls', () => {
  it('fetchTenantConfig posts to the tenant endpoint and returns its body', async () => {
    const { http, sent } = client({}, { code: 'keystone', tenantName: 'Keystone' });

    const config = await fetchTenantConfig(http);

    expect(sent[0].method).toBe('post');
    expect(sent[0].url).toBe('/api/tenant/get-tenant-config-for-ui');
    expect(config).toEqual({ code: 'keystone', tenantName: 'Keystone' });
  });

  it('fetchAccount gets the session with the bearer token', async () => {
    const { http, sent } = client({ getAccessToken: () => 'tok', getAuthMode: () => 'PWD' }, { firstName: 'Ada', lastName: 'Lovelace' });

    const account = await fetchAccount(http);

    expect(sent[0].method).toBe('get');
    expect(sent[0].url).toBe('/api/account');
    expect(standardHeaders(sent[0]).Authorization).toBe('Bearer tok');
    expect(account).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});

/** Answers by URL: '/fail/<status>' rejects as axios does, '/slow' waits until the call is aborted, anything else is 200. */
const scriptedAdapter: AxiosAdapter = (config) => {
  const url = config.url ?? '';
  const failing = /^\/fail\/(\d+)/.exec(url);
  if (failing) {
    const status = Number(failing[1]);
    const response = { data: { message: `error.http.${status}` }, status, statusText: '', headers: new AxiosHeaders(), config };
    return Promise.reject(new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response));
  }
  if (url === '/slow') {
    return new Promise((_, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, config, {})));
    });
  }
  return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
};

function hookedClient(overrides: Partial<HttpClientOptions> = {}) {
  const running: number[] = [];
  let count = 0;
  const errors: NotificationDescriptor[] = [];
  const http = createHttpClient({
    baseURL: '',
    getAccessToken: () => 'tok',
    getAuthMode: () => 'PWD',
    onRequestStart: () => running.push(++count),
    onRequestEnd: () => running.push(--count),
    onError: (descriptor) => errors.push(descriptor),
    ...overrides,
  });
  http.defaults.adapter = scriptedAdapter;
  return { http, running, errors, count: () => count };
}

describe('createHttpClient hooks', () => {
  it('counts a call up when it starts and down when it succeeds', async () => {
    const { http, running, count } = hookedClient();

    await http.get('/api/account');

    expect(running).toEqual([1, 0]);
    expect(count()).toBe(0);
  });

  it('tells a blocking write from a read and from background work, at its start and at its end', async () => {
    const kinds: string[] = [];
    const { http } = hookedClient({
      onRequestStart: (call) => kinds.push(`start ${call.blocking ? 'blocking' : 'read'}`),
      onRequestEnd: (call) => kinds.push(`end ${call.blocking ? 'blocking' : 'read'}`),
    });

    await http.get('/api/a');
    await http.post('/api/user-notes/save', {});
    await http.delete('/fail/500').catch(() => undefined);
    await http.post('/api/page-views', {}, { background: true });

    expect(kinds).toEqual(['start read', 'end read', 'start blocking', 'end blocking', 'start blocking', 'end blocking', 'start read', 'end read']);
  });

  it('counts parallel calls, and a failing call still ends', async () => {
    const { http, running, count } = hookedClient();

    const results = await Promise.allSettled([http.get('/api/a'), http.get('/fail/500'), http.get('/api/b')]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(Math.max(...running)).toBe(3);
    expect(running.filter((n, i) => i > 0 && n < running[i - 1])).toHaveLength(3);
    expect(count()).toBe(0);
  });

  it('ends the call when reading the token fails before anything is sent', async () => {
    const { http, count } = hookedClient({ getAccessToken: () => Promise.reject(new Error('renewal failed')) });

    await expect(http.get('/api/account')).rejects.toThrow('renewal failed');

    expect(count()).toBe(0);
  });

  it('gives onError the catalogue descriptor and the error, and still rejects', async () => {
    const seen: unknown[] = [];
    const { http, errors } = hookedClient({ onError: (descriptor, error) => seen.push(descriptor, error) });

    const failure = await http.get('/fail/403').catch((error: unknown) => error);

    expect(errors).toEqual([]);
    expect(seen[0]).toEqual({ type: 'ERROR', messageKey: 'error.http.403' });
    expect(seen[1]).toBe(failure);
    expect((failure as AxiosError).response?.status).toBe(403);
  });

  it('maps 404 through the catalogue', async () => {
    const { http, errors } = hookedClient();

    await http.get('/fail/404').catch(() => undefined);

    expect(errors).toEqual([{ type: 'ERROR', messageKey: 'error.url.not.found' }]);
  });

  it('a call cancelled with an AbortSignal rejects as cancelled, ends the spinner and stays silent', async () => {
    const { http, errors, count } = hookedClient();
    const controller = new AbortController();

    const pending = http.get('/slow', { signal: controller.signal }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(count()).toBe(1);
    controller.abort('cancelSearch');
    const outcome = await pending;

    expect(isCancelledRequest(outcome)).toBe(true);
    expect(errors).toEqual([]);
    expect(count()).toBe(0);
  });

  it('a call whose signal is already aborted is never sent and stays silent', async () => {
    const { http, errors, count } = hookedClient();
    const controller = new AbortController();
    controller.abort('cancel');

    const outcome = await http.get('/api/search', { signal: controller.signal }).catch((error: unknown) => error);

    expect(isCancelledRequest(outcome)).toBe(true);
    expect(errors).toEqual([]);
    expect(count()).toBe(0);
  });
});
