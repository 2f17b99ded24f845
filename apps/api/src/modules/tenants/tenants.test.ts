import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfig } from '@codex/domain';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { tenants } from '../../db/schema/index.js';
import { TenantDirectory } from './tenants.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TENANT_HOSTS: JSON.stringify({ 'docs.acme-standards.test': 'community' }) });
});
afterAll(() => t.close());

const configFor = (host: string) => t.app.inject({ method: 'POST', url: '/api/tenant/get-tenant-config-for-ui', headers: { host } });

describe('POST /api/tenant/get-tenant-config-for-ui', () => {
  it('answers the standards-body tenant for localhost, with every key the specs name', async () => {
    const res = await configFor('localhost:8080');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('keystone');
    expect(body.kind).toBe('standards-body');
    const { code: _code, ...config } = body;
    expect(TenantConfig.safeParse(config).error).toBeUndefined();
    for (const key of [
      'tenantName', 'features', 'search-types-configuration', 'compassPointSettings', 'footer', 'identityProvider', 'supportEmail',
      'clUrl', 'content-access-messages', 'helpMenu', 'userManagement', 'authentication-methods', 'iam-server-version', 'menu',
      'greeting-text-i18n-key', 'welcome-text-i18n-key', 'tips-tricks', 'display-ribbon-on-profiles', 'activeProfiles', 'banner',
    ]) {
      expect(body, key).toHaveProperty([key]);
    }
    expect(body.features.find((f: { code: string }) => f.code === 'marc-records').enabled).toBe(true);
  });

  it('answers each seeded tenant for its own host, and they differ as the spec needs', async () => {
    const community = (await configFor('community.localhost:8080')).json();
    const nist = (await configFor('nist.localhost')).json();
    expect(community.code).toBe('community');
    expect(community.externalLinks.some((l: { position: string }) => l.position.includes('BOTTOM'))).toBe(true);
    expect(community.features.find((f: { code: string }) => f.code === 'enable_compass_points').enabled).toBe(false);
    expect(nist.code).toBe('nist-portal');
    expect(nist.billboard['tenant-publisher-only']).toBe(true);
    expect(nist.publisherCodes).toEqual(['NIST']);
  });

  it('follows the configured host map before the tenants\' own hosts', async () => {
    const res = await configFor('docs.acme-standards.test');
    expect(res.json().code).toBe('community');
  });

  it('answers an unknown host with 404 and the invalid-tenant error key', async () => {
    const res = await configFor('unknown.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-app-error']).toBe('error.tenant.invalid');
    expect(res.json().message).toBe('error.tenant.invalid');
  });
});

describe('GET /api/tenant/getProgressiveProfilingUrl', () => {
  const profilingUrlFor = (host: string) => t.app.inject({ method: 'GET', url: '/api/tenant/getProgressiveProfilingUrl', headers: { host } });

  it("answers the host's tenant's configured page", async () => {
    const res = await profilingUrlFor('localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ progressiveProfilingUrl: 'https://keystone.example/complete-profile' });
  });

  it('answers null for a tenant without one', async () => {
    const res = await profilingUrlFor('community.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ progressiveProfilingUrl: null });
  });

  it('answers an unknown host with 404 and the invalid-tenant error key', async () => {
    const res = await profilingUrlFor('unknown.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('error.tenant.invalid');
  });
});

describe('GET /api/tenant/getExternalUrls', () => {
  const externalUrlsFor = (host: string) => t.app.inject({ method: 'GET', url: '/api/tenant/getExternalUrls', headers: { host } });

  it("answers the host's tenant's external addresses without a session, null where it has none", async () => {
    const res = await externalUrlsFor('localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profileManagementUrl: null,
      userManagementUrl: 'https://keystone.example/user-management',
      externalAccountUrl: 'https://keystone.example/account',
      trackerUrl: null,
      eLearningUrl: 'https://learn.keystone.example',
      externalLinks: [],
    });
  });

  it('gives no user management address where the tenant does not enable it, and the invalid-tenant error for an unknown host', async () => {
    const community = await externalUrlsFor('community.localhost');
    expect(community.statusCode).toBe(200);
    expect(community.json().userManagementUrl).toBeNull();
    const unknown = await externalUrlsFor('unknown.example.org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('error.tenant.invalid');
  });
});

describe('TenantDirectory', () => {
  it('answers from memory, reloads after invalidate(), and on its own once the copy is older than the TTL', async () => {
    let clock = 1_000;
    const directory = new TenantDirectory(t.db, {}, 'keystone', 30_000, () => clock);
    const first = await directory.byCode('keystone');
    expect(first?.code).toBe('keystone');
    await directory.byCode('keystone');
    expect(directory.cacheStats).toEqual({ hits: 1, misses: 1 });

    const [row] = await t.db.select().from(tenants).where(eq(tenants.code, 'keystone'));
    await t.db.update(tenants).set({ config: { ...row.config, supportPhone: '+1 555 0199' } }).where(eq(tenants.id, row.id));
    clock += 29_000;
    expect((await directory.byCode('keystone'))!.config.supportPhone).toBe(row.config.supportPhone);
    clock += 2_000;
    expect((await directory.byCode('keystone'))!.config.supportPhone).toBe('+1 555 0199');
    expect(directory.cacheStats.misses).toBe(2);

    await t.db.update(tenants).set({ config: row.config }).where(eq(tenants.id, row.id));
    directory.invalidate();
    expect((await directory.byCode('keystone'))!.config.supportPhone).toBe(row.config.supportPhone);
  });
});
