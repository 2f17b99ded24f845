import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClientOptions } from './httpClient.js';
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
