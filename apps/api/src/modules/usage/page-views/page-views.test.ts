import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { recordPageView } from './page-views.service.js';

/** Page views by page type: any session records one per route view; only the tenant's operator reads the counts. */
let t: TestContext;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['ada', 'grace', 'reports', 'operator', 'reader'] as const));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);
const today = new Date().toISOString().slice(0, 10);
const range = (granularity = 'day', startDate = today, endDate = today) => `/api/admin/page-views?startDate=${startDate}&endDate=${endDate}&granularity=${granularity}`;

describe('recording page views', () => {
  it('counts each view under its page type for the tenant; the operator reads the counts per day', async () => {
    for (const [who, pageType] of [
      ['ada', 'notes'],
      ['ada', 'notes'],
      ['grace', 'favorites'],
      ['ada', 'links-management'],
    ] as const) {
      expect((await call('POST', '/api/page-views', who, { pageType })).statusCode).toBe(204);
    }
    const res = await call('GET', range(), 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      granularity: 'day',
      counts: [
        { period: today, pageType: 'notes', count: 2 },
        { period: today, pageType: 'favorites', count: 1 },
        { period: today, pageType: 'links-management', count: 1 },
      ],
    });
  });

  it('records a view for a company recognised by its network address, with no sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/page-views', headers: { host: 'localhost' }, remoteAddress: '192.0.2.10', payload: { pageType: 'home' } });
    expect(res.statusCode).toBe(204);
    expect((await call('GET', range(), 'operator')).json().counts).toContainEqual({ period: today, pageType: 'home', count: 1 });
  });

  it("keeps each tenant's counts apart: another tenant's views are not the keystone operator's", async () => {
    expect((await call('POST', '/api/page-views', 'reader', { pageType: 'document' })).statusCode).toBe(204);
    const counts = (await call('GET', range(), 'operator')).json().counts as { pageType: string }[];
    expect(counts.map((c) => c.pageType)).not.toContain('document');
  });

  it('refuses a page type the spec does not name, and anyone without a session', async () => {
    const wrong = await call('POST', '/api/page-views', 'ada', { pageType: 'admin-secrets' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual([expect.objectContaining({ field: 'pageType' })]);
    expect((await call('POST', '/api/page-views', 'ada', { pageType: 'notes', extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/page-views', undefined, { pageType: 'notes' })).statusCode).toBe(401);
  });
});

describe('reading page views', () => {
  it('sums the days of a month per page type', async () => {
    const tenantId = (await t.app.tenants.byCode('keystone'))!.id;
    await recordPageView(t.db, tenantId, 'groups', new Date('2026-03-02T10:00:00Z'));
    await recordPageView(t.db, tenantId, 'groups', new Date('2026-03-30T23:59:00Z'));
    await recordPageView(t.db, tenantId, 'groups', new Date('2026-04-01T00:00:00Z'));
    const res = await call('GET', range('month', '2026-03-01', '2026-04-30'), 'operator');
    expect(res.json()).toEqual({
      granularity: 'month',
      counts: [
        { period: '2026-03', pageType: 'groups', count: 2 },
        { period: '2026-04', pageType: 'groups', count: 1 },
      ],
    });
    expect((await call('GET', range('day', '2026-03-01', '2026-03-31'), 'operator')).json().counts).toEqual([
      { period: '2026-03-02', pageType: 'groups', count: 1 },
      { period: '2026-03-30', pageType: 'groups', count: 1 },
    ]);
  });

  it('is the operator’s only: 401 without a token, 403 for a subscriber, an account ADMIN and a report viewer', async () => {
    expect((await call('GET', range())).statusCode).toBe(401);
    for (const who of ['ada', 'grace', 'reports']) expect((await call('GET', range(), who)).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, or spans more than a year', async () => {
    const backwards = await call('GET', range('day', '2026-05-02', '2026-05-01'), 'operator');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual([expect.objectContaining({ field: 'endDate', message: 'DateRange' })]);
    expect((await call('GET', range('day', '2024-01-01', '2026-01-01'), 'operator')).statusCode).toBe(400);
    expect((await call('GET', range('week'), 'operator')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/page-views?startDate=2026-02-30&endDate=2026-03-01', 'operator')).statusCode).toBe(400);
  });
});
