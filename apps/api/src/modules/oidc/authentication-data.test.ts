import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/login/api/v1/authenticationData';
const fetchData = (options: { token?: string; host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: PATH,
    headers: { host: options.host ?? 'localhost', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

describe('GET /login/api/v1/authenticationData', () => {
  it("tells a signed-in user how the provider authenticated them: password, when, until when, from where, by which issuer", async () => {
    const before = Date.now();
    const token = await signInDemo(t.app, 'ada');
    const res = await fetchData({ token, remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      authenticated: true,
      authType: 'PWD',
      methods: ['pwd'],
      login: 'ada',
      userType: 'INDIVIDUAL',
      ipAddress: '203.0.113.7',
      issuer: 'http://localhost:8080/oidc',
      tenant: { code: 'keystone', name: 'Keystone Standards Institute' },
    });
    expect(body.userId).toEqual(expect.any(Number));
    expect(Date.parse(body.authenticatedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('tells a network session that its address range recognised it', async () => {
    const res = await fetchData({ remoteAddress: '192.0.2.15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authType: 'IP', methods: [], userId: null, userType: 'COMPANY', authenticatedAt: null, expiresAt: null, issuer: 'ip-range', ipAddress: '192.0.2.15' });
  });

  it('answers 401 to nobody, and to a token the API refuses', async () => {
    expect((await fetchData()).statusCode).toBe(401);
    expect((await fetchData({ token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('answers on the host of the tenant the user belongs to', async () => {
    const token = await signInDemo(t.app, 'reader');
    const res = await fetchData({ token, host: 'community.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant.code).toBe('community');
    expect((await fetchData({ token, host: 'localhost' })).statusCode).toBe(401);
  });
});
