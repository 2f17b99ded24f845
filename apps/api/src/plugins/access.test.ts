import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { demoCaller, signInDemoUsers, type Caller } from '../../test/demo-users.js';
import { access } from '../lib/access-rules.js';
import { gateDecision } from './access.js';
import type { Principal } from './auth.js';

let t: TestContext;
let call: Caller;

beforeAll(async () => {
  t = await createTestApp();
  call = demoCaller(() => t.app, await signInDemoUsers(t.app, ['ada', 'grace', 'operator']));
});
afterAll(async () => t?.close());

const user = (authorities: Principal['authorities'], kind: Principal['kind'] = 'user'): Principal => ({
  kind,
  userId: kind === 'user' ? 7 : null,
  tenantId: 1,
  login: kind === 'user' ? 'someone' : null,
  userType: kind === 'user' ? 'INDIVIDUAL' : 'COMPANY',
  authType: kind === 'user' ? 'PWD' : 'IP',
  accountId: 3,
  authorities,
  drmView: false,
  tokenId: null,
  tokenExpiresAt: null,
});

describe('the gate', () => {
  it('answers each rule as declared: 401 for nobody, 403 for a known caller without the role', () => {
    expect(gateDecision(access.anyone(), null, false)).toBeNull();
    expect(gateDecision(access.session(), null, false)).toBe(401);
    expect(gateDecision(access.session(), user([], 'ip'), false)).toBeNull();
    expect(gateDecision(access.user(), user([], 'ip'), false)).toBe(401);
    expect(gateDecision(access.authority(['ADMIN']), user(['CP_ADMIN']), false)).toBe(403);
    expect(gateDecision(access.authority(['ADMIN']), user([], 'ip'), false)).toBe(403);
    expect(gateDecision(access.authority(['ADMIN', 'OPERATOR']), user(['OPERATOR']), false)).toBeNull();
    expect(gateDecision(access.operator(), user(['ADMIN']), false)).toBe(403);
    expect(gateDecision(access.platform(), user(['OPERATOR']), false)).toBe(403);
    expect(gateDecision(access.platform(), user(['OPERATOR']), true)).toBeNull();
  });

  it('refuses to start a server with a route that declares no rule', async () => {
    const Fastify = (await import('fastify')).default;
    const accessPlugin = (await import('./access.js')).default;
    const fp = (await import('fastify-plugin')).default;
    const app = Fastify();
    // The plugin needs the sign-in and tenant plugins before it: stand-ins under their names.
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(fp(async () => {}, { name: 'tenant' }));
    await app.register(accessPlugin, { config: t.app.config });
    void app.register(async (scope) => {
      scope.get('/api/declared', { config: { access: access.anyone() } }, async () => 'ok');
      scope.get('/api/undeclared', async () => 'oops');
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/undeclared declares no access rule (config.access, plugins/access.ts)');
  });
});

describe('permission before validation (measured on 2026-11-28: 400 before 401/403)', () => {
  it('an anonymous caller gets 401 from an options list whatever its path says', async () => {
    expect((await call('GET', '/api/meta-data/type/language')).statusCode).toBe(401);
    expect((await call('GET', '/api/meta-data/type/COUNTRY')).statusCode).toBe(401);
    expect((await call('GET', '/api/meta-data/type/language', 'ada')).statusCode).toBe(400);
  });

  it.each([
    ['PUT', '/api/admin/accounts/1/ip-ranges', { ipRanges: 'all of them' }],
    ['POST', '/management/loggers/root', { configuredLevel: 'LOUD' }],
    ['PUT', '/api/admin/tenants/keystone', { config: 'none' }],
    ['POST', '/api/admin/usage/api-keys', { label: '' }],
    ['GET', '/api/admin/usage/api-keys?page=-1', undefined],
  ] as const)('%s %s: 401 anonymous, 403 to a user without the role, both before the body is read', async (method, url, body) => {
    for (const [who, status] of [
      [undefined, 401],
      ['ada', 403],
    ] as const) {
      const res = await call(method, url, who, body);
      expect(res.statusCode, `${who ?? 'anonymous'} ${method} ${url}`).toBe(status);
      expect(res.json().fieldErrors).toBeUndefined();
    }
  });

  it("the same wrong body from someone allowed is the 400 naming the field", async () => {
    const res = await call('POST', '/api/admin/usage/api-keys', 'grace', { label: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'label' })]);
  });
});
