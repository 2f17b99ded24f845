import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts } from '../../db/schema/index.js';
import { currentSubscriptions } from './subscriptions.service.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/user-subscriptions/current-user/subscriptions';
const list = (token?: string, url = PATH, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const searchKeys = (body: Array<{ subscriptionInfo: { publisherSearchKey: string } }>) => body.map((s) => s.subscriptionInfo.publisherSearchKey).sort();
const accountId = async (number: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, number)))[0].id;

describe('GET /api/user-subscriptions/current-user/subscriptions', () => {
  it('acme: three subscriptions, IETF, NIST and W3C, with the subscription entity fields', async () => {
    const res = await list(await signInDemo(t.app, 'acme'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(3);
    expect(searchKeys(body)).toEqual(['IETF', 'NIST', 'W3C']);
    for (const s of body) {
      expect(s).toEqual({
        id: expect.any(Number),
        subscriptionInfo: {
          publisherSearchKey: expect.any(String),
          subscriptionAbbrName: expect.any(String),
          subscriptionImagePath: s.subscriptionInfo.subscriptionImagePath === null ? null : expect.any(String),
          subscriptionName: expect.any(String),
        },
      });
    }
  });

  it('ada: two (IETF and W3C); newbie: one (IETF)', async () => {
    expect(searchKeys((await list(await signInDemo(t.app, 'ada'))).json())).toEqual(['IETF', 'W3C']);
    expect(searchKeys((await list(await signInDemo(t.app, 'newbie'))).json())).toEqual(['IETF']);
  });

  it('answers the home page path /api/user-subscriptions/current-user with the same list', async () => {
    const token = await signInDemo(t.app, 'ada');
    const res = await list(token, '/api/user-subscriptions/current-user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await list(token)).json());
  });

  it('answers 401 without a token', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(undefined, '/api/user-subscriptions/current-user')).statusCode).toBe(401);
  });

  it('does not list a lapsed subscription (Bell Research Labs: NIST ended in 2024)', async () => {
    const token = await signInDemo(t.app, 'multi');
    // No account selected yet: nothing to list.
    expect((await list(token)).json()).toEqual([]);
    const bell = await accountId('100300');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/account/switch',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { accountId: bell, authType: 'PWD' },
    });
    expect(switched.statusCode).toBe(200);
    expect(searchKeys((await list(token)).json())).toEqual(['IETF']);
  });

  it('an IP session lists its company account', async () => {
    const res = await list(undefined, PATH, '192.0.2.15');
    expect(res.statusCode).toBe(200);
    expect(searchKeys(res.json())).toEqual(['IETF', 'NIST', 'W3C']);
  });
});

describe('behind a trusted reverse proxy (TRUST_PROXY=127.0.0.1,::1)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
  });
  afterAll(() => proxied.close());

  const viaProxy = (remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({ method: 'GET', url: PATH, remoteAddress, headers: { host: 'localhost', 'x-forwarded-for': forwardedFor } });

  it('recognises the company by the forwarded address when the proxy is trusted, and not otherwise', async () => {
    const trusted = await viaProxy('127.0.0.1', '192.0.2.15');
    expect(trusted.statusCode).toBe(200);
    expect(searchKeys(trusted.json())).toEqual(['IETF', 'NIST', 'W3C']);
    expect((await viaProxy('203.0.113.9', '192.0.2.15')).statusCode).toBe(401);
    expect((await viaProxy('127.0.0.1', '203.0.113.9')).statusCode).toBe(401);
  });

  it('still serves the identity provider', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', remoteAddress: '127.0.0.1', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().issuer).toBe('http://localhost:8080/oidc');
    expect(await signInDemo(proxied.app, 'ada')).toEqual(expect.any(String));
  });
});

describe('currentSubscriptions', () => {
  it('keeps to the publishers the tenant offers; none without an account', async () => {
    const acme = await accountId('100200');
    expect(searchKeys(await currentSubscriptions(t.db, { publisherCodes: ['IETF', 'W3C'] }, acme))).toEqual(['IETF', 'W3C']);
    expect(searchKeys(await currentSubscriptions(t.db, { publisherCodes: [] }, acme))).toEqual(['IETF', 'NIST', 'W3C']);
    expect(await currentSubscriptions(t.db, { publisherCodes: [] }, null)).toEqual([]);
  });

  it('counts subscriptions by date: Bell had NIST in 2024', async () => {
    const bell = await accountId('100300');
    expect(searchKeys(await currentSubscriptions(t.db, { publisherCodes: [] }, bell, '2024-06-01'))).toEqual(['NIST']);
  });
});
