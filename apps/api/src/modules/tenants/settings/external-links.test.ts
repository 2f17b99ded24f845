import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { auditEvents } from '../../../db/schema/index.js';

/** Links management (page type links-management): the tenant's operator reads and replaces its external links. */
let t: TestContext;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['ada', 'grace', 'operator'] as const));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);
const LINKS = [
  { label: 'Standards news', url: 'https://news.example.org/standards', position: 'LEFT' },
  { label: 'Library blog', url: 'http://blog.example.org', position: 'BOTTOM' },
];
const publicLinks = async (host = 'localhost') => (await t.app.inject({ method: 'GET', url: '/api/tenant/getExternalUrls', headers: { host } })).json().externalLinks;

describe('links management', () => {
  it('the operator replaces the external links; the readers’ next load has them; the change is audited', async () => {
    expect((await call('GET', '/api/admin/external-links', 'operator')).json()).toEqual({ externalLinks: [] });
    const res = await call('PUT', '/api/admin/external-links', 'operator', { externalLinks: LINKS.map((l) => ({ ...l, label: `  ${l.label} ` })) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ externalLinks: LINKS });
    expect((await call('GET', '/api/admin/external-links', 'operator')).json()).toEqual({ externalLinks: LINKS });
    expect(await publicLinks()).toEqual(LINKS);
    const readerConfig = (await t.app.inject({ method: 'POST', url: '/api/tenant/get-tenant-config-for-ui', headers: { host: 'localhost' } })).json();
    expect(readerConfig.externalLinks).toEqual(LINKS);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'TENANT_CONFIG_CHANGED'));
    expect(audit).toMatchObject({ principal: 'operator', data: { tenant: 'keystone', changed: ['externalLinks'] } });
    // Another tenant's links did not move.
    expect(await publicLinks('community.localhost')).not.toEqual(LINKS);
  });

  type Case = [name: string, links: unknown, field: string, message: string];
  const cases: Case[] = [
    ['a javascript: address', [{ label: 'x', url: 'javascript:alert(1)', position: 'LEFT' }], 'externalLinks.0.url', 'Pattern'],
    ['an ftp address', [{ label: 'x', url: 'ftp://files.example.org', position: 'LEFT' }], 'externalLinks.0.url', 'Pattern'],
    ['a relative address', [LINKS[0], { label: 'x', url: '/home', position: 'LEFT' }], 'externalLinks.1.url', 'Pattern'],
    ['a blank label', [{ label: '   ', url: 'https://a.example', position: 'LEFT' }], 'externalLinks.0.label', 'NotBlank'],
    ['an unknown position', [{ label: 'x', url: 'https://a.example', position: 'TOP' }], 'externalLinks.0.position', 'Invalid'],
  ];
  it.each(cases)('%s is 400 naming the field, and nothing is saved', async (_name, externalLinks, field, message) => {
    const before = (await call('GET', '/api/admin/external-links', 'operator')).json();
    const res = await call('PUT', '/api/admin/external-links', 'operator', { externalLinks });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field, message }]);
    expect((await call('GET', '/api/admin/external-links', 'operator')).json()).toEqual(before);
  });

  it('is the operator’s only: 401 without a token, 403 for a subscriber and an account ADMIN; nothing changes', async () => {
    const before = await publicLinks();
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { externalLinks: [] } : undefined;
      expect((await call(method, '/api/admin/external-links', undefined, payload)).statusCode).toBe(401);
      expect((await call(method, '/api/admin/external-links', 'ada', payload)).statusCode).toBe(403);
      expect((await call(method, '/api/admin/external-links', 'grace', payload)).statusCode).toBe(403);
    }
    expect(await publicLinks()).toEqual(before);
  });
});
