import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemoUsers } from '../../../../test/demo-users.js';

let t: TestContext;
let token: Record<'operator' | 'grace' | 'ada' | 'reader', string>;
beforeAll(async () => {
  t = await createTestApp();
  token = await signInDemoUsers(t.app, ['operator', 'grace', 'ada', 'reader']);
});
afterAll(() => t?.close());

const COMPONENTS = ['db', 'diskSpace', 'fileStore', 'mailTransport', 'openIdProvider'];

const health = (options: { token?: string; host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/management/health',
    headers: { host: options.host ?? 'localhost', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

/** The answer is the status and nothing else: no part's name, driver, latency, address or folder anywhere in it. */
function expectStatusOnly(res: LightMyRequestResponse, status: 'UP' | 'DOWN') {
  expect(res.statusCode).toBe(status === 'UP' ? 200 : 503);
  expect(res.json()).toEqual({ status });
  for (const hidden of [...COMPONENTS, 'components', 'details', 'latency', t.database.driver, t.dataDir, 'issuer', 'oidc', 'rootDir', 'free']) {
    expect(res.body, hidden).not.toContain(hidden);
  }
}

describe('GET /management/health for the public', () => {
  it('answers the status alone to a caller without a token', async () => {
    expectStatusOnly(await health(), 'UP');
  });

  it('answers the status alone on a host of no tenant, and to a company recognised by its address', async () => {
    expectStatusOnly(await health({ host: 'no-such-library.example' }), 'UP');
    // 192.0.2.15 is in Acme Engineering's range: an anonymous COMPANY session.
    expectStatusOnly(await health({ remoteAddress: '192.0.2.15' }), 'UP');
  });

  it('answers the status alone to a token that is not valid, rather than refusing', async () => {
    expectStatusOnly(await health({ token: 'not-a-token' }), 'UP');
  });

  it('answers the status alone to signed-in users without OPERATOR: a subscriber, an account ADMIN, another tenant\'s user', async () => {
    expectStatusOnly(await health({ token: token.ada }), 'UP');
    expectStatusOnly(await health({ token: token.grace }), 'UP');
    expectStatusOnly(await health({ token: token.reader, host: 'community.localhost' }), 'UP');
  });

  it("answers the status alone to the operator's token on another tenant's host", async () => {
    expectStatusOnly(await health({ token: token.operator, host: 'community.localhost' }), 'UP');
  });
});

describe('GET /management/health for the operator', () => {
  it('names each part: database, file store, mail transport, OpenID provider and disk space, with their details', async () => {
    const res = await health({ token: token.operator });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('UP');
    expect(Object.keys(body.components).sort()).toEqual(COMPONENTS);
    expect(body.components.db).toMatchObject({ status: 'UP', details: { driver: t.database.driver } });
    expect(body.components.db.details.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.components.fileStore).toMatchObject({ status: 'UP', details: { writable: true } });
    expect(body.components.fileStore.details.rootDir).toContain(t.dataDir);
    expect(body.components.mailTransport).toEqual({ status: 'UP', details: { configured: false, embeddedCatcher: true } });
    expect(body.components.openIdProvider).toMatchObject({ status: 'UP', details: { issuer: 'http://localhost:8080/oidc' } });
    expect(body.components.diskSpace.details.free).toBeGreaterThan(0);
  });
});

describe('GET /management/health with a part DOWN', () => {
  it('answers 503 to everyone; the operator alone learns which part and why', async () => {
    t.app.healthChecks.queue = async () => ({ status: 'DOWN', details: { error: 'connect ECONNREFUSED 10.1.2.3:5672' } });
    try {
      const anonymous = await health();
      expectStatusOnly(anonymous, 'DOWN');
      expect(anonymous.body).not.toContain('ECONNREFUSED');
      expectStatusOnly(await health({ token: token.grace }), 'DOWN');

      const operator = await health({ token: token.operator });
      expect(operator.statusCode).toBe(503);
      expect(operator.json()).toMatchObject({ status: 'DOWN', components: { queue: { status: 'DOWN', details: { error: 'connect ECONNREFUSED 10.1.2.3:5672' } }, db: { status: 'UP' } } });
    } finally {
      delete t.app.healthChecks.queue;
    }
    expectStatusOnly(await health(), 'UP');
  });
});
