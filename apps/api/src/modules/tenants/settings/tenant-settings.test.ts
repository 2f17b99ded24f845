import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfig } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { auditEvents } from '../../../db/schema/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

// The keystone operator is a platform operator here (PLATFORM_OPERATORS); in `tenantOnly` below they are not.
let t: TestContext;
let operator: string;
let grace: string;
let ada: string;
beforeAll(async () => {
  t = await createTestApp({ PLATFORM_OPERATORS: 'keystone:operator' });
  operator = await signInDemo(t.app, 'operator');
  grace = await signInDemo(t.app, 'grace');
  ada = await signInDemo(t.app, 'ada');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown, app = t.app) =>
  app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const readerConfig = async (host = 'localhost') =>
  (await t.app.inject({ method: 'POST', url: '/api/tenant/get-tenant-config-for-ui', headers: { host } })).json();

const tenantRecord = async (code: string) => {
  const res = await call('GET', `/api/admin/tenants/${code}`, operator);
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; tenantName: string; hosts: string[]; config: TenantConfig; updatedAt: string };
};

const configChanges = async () => t.db.select().from(auditEvents).where(eq(auditEvents.type, 'TENANT_CONFIG_CHANGED'));

describe('who may use the tenant settings', () => {
  const endpoints: [method: 'GET' | 'PUT', url: string][] = [
    ['GET', '/api/admin/tenants'],
    ['GET', '/api/admin/tenants/keystone'],
    ['PUT', '/api/admin/tenants/keystone'],
  ];
  it.each(endpoints)('%s %s: 401 without a token, 403 for a subscriber and for an account ADMIN', async (method, url) => {
    const payload = method === 'PUT' ? { config: (await tenantRecord('keystone')).config } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(method, url, ada, payload)).statusCode).toBe(403);
    expect((await call(method, url, grace, payload)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/tenants', () => {
  it('lists every tenant of the platform for the operator', async () => {
    const res = await call('GET', '/api/admin/tenants', operator);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { code: string; tenantName: string; hosts: string[]; updatedAt: string }[];
    expect(list.map((x) => x.code)).toEqual(['community', 'keystone', 'nist-portal']);
    expect(list.find((x) => x.code === 'community')!.hosts).toContain('community.localhost');
    expect(Number.isNaN(Date.parse(list[0].updatedAt))).toBe(false);
  });

  it("answers one tenant's whole configuration, valid by the shared schema", async () => {
    const record = await tenantRecord('nist-portal');
    expect(record.tenantName).toBe(record.config.tenantName);
    expect(TenantConfig.safeParse(record.config).success).toBe(true);
    expect(record.config.publisherCodes).toEqual(['NIST']);
  });

  it('an unknown tenant is 404', async () => {
    expect((await call('GET', '/api/admin/tenants/atlantis', operator)).statusCode).toBe(404);
    const config = (await tenantRecord('keystone')).config;
    expect((await call('PUT', '/api/admin/tenants/atlantis', operator, { config })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/tenants/{code}', () => {
  it("saves a new banner, records the change, and the reader's next load shows it", async () => {
    expect((await readerConfig()).banner.text).not.toContain('Library closed');
    const before = await tenantRecord('keystone');
    const banner = { text: 'Library closed for the audit on Friday.', 'start-date': '2026-01-01', 'end-date': '2030-12-31' };

    const res = await call('PUT', '/api/admin/tenants/keystone', operator, { config: { ...before.config, banner } });
    expect(res.statusCode).toBe(200);
    expect(res.json().config.banner).toEqual(banner);
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    expect((await readerConfig()).banner).toEqual(banner);
    expect((await tenantRecord('keystone')).config.banner).toEqual(banner);
    const audits = await configChanges();
    expect(audits.at(-1)).toMatchObject({ principal: 'operator', data: { tenant: 'keystone', changed: ['banner'] } });
  });

  it("a platform operator edits another tenant's configuration from their own host; that tenant's readers see it; both trails record it", async () => {
    const community = await tenantRecord('community');
    const res = await call('PUT', '/api/admin/tenants/community', operator, {
      config: { ...community.config, tenantName: 'Community Standards Commons', supportPhone: '+1 555 0100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenantName).toBe('Community Standards Commons');
    const seen = await readerConfig('community.localhost');
    expect(seen.tenantName).toBe('Community Standards Commons');
    expect(seen.supportPhone).toBe('+1 555 0100');
    expect((await readerConfig()).tenantName).not.toBe('Community Standards Commons');
    const [keystoneId, communityId] = [(await t.app.tenants.byCode('keystone'))!.id, (await t.app.tenants.byCode('community'))!.id];
    const trail = async (tenantId: number) => (await configChanges()).filter((e) => e.tenantId === tenantId).at(-1);
    expect(await trail(keystoneId)).toMatchObject({ principal: 'operator', data: { tenant: 'community', changed: ['supportPhone', 'tenantName'] } });
    expect(await trail(communityId)).toMatchObject({ principal: 'operator', data: { tenant: 'community', changed: ['supportPhone', 'tenantName'], byTenant: 'keystone' } });
  });

  type Case = [name: string, change: (c: TenantConfig) => Record<string, unknown>, fieldErrors: { field: string; message: string }[]];
  const cases: Case[] = [
    ['a wrong type (features.0.enabled a string)', (c) => ({ ...c, features: c.features.map((f, i) => (i === 0 ? { ...f, enabled: 'yes' } : f)) }), [{ field: 'config.features.0.enabled', message: 'Invalid' }]],
    ['a wrong type (banner a list)', (c) => ({ ...c, banner: ['closed'] }), [{ field: 'config.banner', message: 'Invalid' }]],
    ['an unknown top-level key', (c) => ({ ...c, colour: 'red' }), [{ field: 'config.colour', message: 'Unknown' }]],
    ['an unknown nested key', (c) => ({ ...c, branding: { ...c.branding, logo: '/x.svg' } }), [{ field: 'config.branding.logo', message: 'Unknown' }]],
    ['an over-long banner text', (c) => ({ ...c, banner: { text: 'x'.repeat(1001), 'start-date': '2026-01-01', 'end-date': '2026-02-01' } }), [{ field: 'config.banner.text', message: 'Size' }]],
    ['an over-long tenant name', (c) => ({ ...c, tenantName: 'n'.repeat(256) }), [{ field: 'config.tenantName', message: 'Size' }]],
    ['a banner ending before it starts', (c) => ({ ...c, banner: { text: 'Soon', 'start-date': '2026-05-02', 'end-date': '2026-05-01' } }), [{ field: 'config.banner.end-date', message: 'DateRange' }]],
    ['a day that does not exist', (c) => ({ ...c, banner: { text: 'Soon', 'start-date': '2026-02-30', 'end-date': '2026-05-01' } }), [{ field: 'config.banner.start-date', message: 'Pattern' }]],
    ['a feature named twice', (c) => ({ ...c, features: c.features.map((f, i) => (i === 1 ? { ...c.features[0] } : f)) }), [{ field: 'config.features.1', message: 'Duplicate' }]],
    ['a colour that is not #rrggbb', (c) => ({ ...c, branding: { ...c.branding, primaryColor: 'blue' } }), [{ field: 'config.branding.primaryColor', message: 'Pattern' }]],
    ['a missing required key', (c) => Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'supportEmail')), [{ field: 'config.supportEmail', message: 'NotNull' }]],
  ];

  it.each(cases)('%s is 400 with a field error naming it, and nothing is saved', async (_name, change, fieldErrors) => {
    const before = await tenantRecord('keystone');
    const auditsBefore = (await configChanges()).length;
    const readerBefore = await readerConfig();
    const res = await call('PUT', '/api/admin/tenants/keystone', operator, { config: change(before.config) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(fieldErrors.map((e) => ({ objectName: 'body', ...e })));
    expect(await tenantRecord('keystone')).toEqual(before);
    expect(await readerConfig()).toEqual(readerBefore);
    expect((await configChanges()).length).toBe(auditsBefore);
  });

  it('a body without config, or with keys beside it, is 400', async () => {
    expect((await call('PUT', '/api/admin/tenants/keystone', operator, {})).json().fieldErrors).toEqual([
      { objectName: 'body', field: 'config', message: 'NotNull' },
    ]);
    const config = (await tenantRecord('keystone')).config;
    expect((await call('PUT', '/api/admin/tenants/keystone', operator, { config, hosts: ['evil.example'] })).json().fieldErrors).toEqual([
      { objectName: 'body', field: 'hosts', message: 'Unknown' },
    ]);
  });

  it('records who changed what in the audit trail the operator reads', async () => {
    const res = await call('GET', '/management/audits?type=TENANT_CONFIG_CHANGED&size=100', operator);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const tenantsTouched = (res.json() as { data: { tenant: string } }[]).map((e) => e.data.tenant);
    expect(tenantsTouched).toEqual(expect.arrayContaining(['keystone', 'community']));
    const rows = await t.db.select().from(auditEvents).where(and(eq(auditEvents.type, 'TENANT_CONFIG_CHANGED'), eq(auditEvents.principal, 'grace')));
    expect(rows).toEqual([]);
  });
});

describe("a tenant's operator acts in their own tenant only (no PLATFORM_OPERATORS)", () => {
  let own: TestContext;
  let tenantOperator: string;
  beforeAll(async () => {
    own = await createTestApp();
    tenantOperator = await signInDemo(own.app, 'operator');
  });
  afterAll(() => own.close());

  it('lists only their tenant', async () => {
    const res = await call('GET', '/api/admin/tenants', tenantOperator, undefined, own.app);
    expect((res.json() as { code: string }[]).map((x) => x.code)).toEqual(['keystone']);
  });

  it("reads and writes their own tenant; another tenant's configuration is 404 and nothing changes", async () => {
    expect((await call('GET', '/api/admin/tenants/keystone', tenantOperator, undefined, own.app)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/tenants/community', tenantOperator, undefined, own.app)).statusCode).toBe(404);
    const community = (await own.app.tenants.byCode('community'))!;
    const changed = { ...community.config, supportPhone: '+1 555 0199' };
    const res = await call('PUT', '/api/admin/tenants/community', tenantOperator, { config: changed }, own.app);
    expect(res.statusCode).toBe(404);
    own.app.tenants.invalidate();
    expect((await own.app.tenants.byCode('community'))!.config.supportPhone).toBe(community.config.supportPhone);
    const seen = (await own.app.inject({ method: 'POST', url: '/api/tenant/get-tenant-config-for-ui', headers: { host: 'community.localhost' } })).json();
    expect(seen.supportPhone).toBe(community.config.supportPhone);
    expect(await own.db.select().from(auditEvents).where(eq(auditEvents.type, 'TENANT_CONFIG_CHANGED'))).toEqual([]);
  });

  it("another tenant's audits and mail are 404 to them, their own are answered", async () => {
    for (const url of ['/management/audits', '/management/mail', '/management/mail-catcher']) {
      expect((await call('GET', url, tenantOperator, undefined, own.app)).statusCode, url).toBe(200);
      expect((await call('GET', `${url}?tenant=keystone`, tenantOperator, undefined, own.app)).statusCode, url).toBe(200);
      expect((await call('GET', `${url}?tenant=community`, tenantOperator, undefined, own.app)).statusCode, url).toBe(404);
    }
  });
});
