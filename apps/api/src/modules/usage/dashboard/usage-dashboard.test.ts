import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUsageRange, type UsageDashboard } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { accounts, documentFiles, documents, publishers, tenants, usageCounts, usageEvents } from '../../../db/schema/index.js';
import { processUsage } from '../counter/usage-processing.service.js';
import { wholeMonths } from './usage-dashboard.service.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let grace: string;
let ada: string;
let reports: string;
let operator: string;
let cpadmin: string;
let acmeId: number;
let adaAccountId: number;
let otherTenantAccountId: number;
let opened: string;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

const accountId = async (tenant: string, number: string) => {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(and(eq(tenants.code, tenant), eq(accounts.accountNumber, number)));
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  [grace, ada, reports, operator, cpadmin] = await Promise.all([
    signInDemo(t.app, 'grace'),
    signInDemo(t.app, 'ada'),
    signInDemo(t.app, 'reports'),
    signInDemo(t.app, 'operator'),
    signInDemo(t.app, 'cpadmin'),
  ]);
  [acmeId, adaAccountId, otherTenantAccountId] = await Promise.all([accountId('keystone', '100200'), accountId('keystone', '100100'), accountId('community', '200100')]);
  // Grace uses the library: a search, then a document's details and its PDF (Acme's usage).
  const headers = { authorization: `Bearer ${grace}`, 'user-agent': BROWSER };
  const found = await t.app.inject({ method: 'POST', url: '/api/documents/search?page=0', payload: { keywords: 'http' }, headers });
  expect(found.statusCode, found.body).toBe(200);
  const [withPdf] = await t.db
    .select({ code: documents.contentCode })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .innerJoin(documentFiles, eq(documentFiles.documentId, documents.id))
    .where(and(eq(publishers.code, 'IETF'), eq(documentFiles.kind, 'pdf')))
    .orderBy(asc(documents.id))
    .limit(1);
  opened = withPdf.code;
  expect((await t.app.inject({ url: `/api/documents/metadata?contentCode=${opened}`, headers })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/api/documents/pdf/contentCode?contentCode=${opened}`, headers })).statusCode).toBe(200);
  await t.app.usageRecorder.flush();
  await processUsage(t.db, { defaultRetentionDays: 790 });
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const dashboard = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UsageDashboard;
};

describe('GET /api/admin/usage/dashboard', () => {
  it("gives the account admin their account's usage of the last week by day: chart, top items, publishers, metrics", async () => {
    const report = await dashboard('/api/admin/usage/dashboard', grace);
    expect(report.account).toMatchObject({ id: acmeId, accountNumber: '100200' });
    expect({ from: report.from, to: report.to }).toEqual(defaultUsageRange());
    expect(report.interval).toBe('day');
    expect(report.periods).toHaveLength(8);
    expect(report.periods.at(-1)!.start).toBe(today());
    expect(report.periods.at(-1)!.counts.Total_Item_Requests).toBeGreaterThanOrEqual(1);
    expect(report.totals.Searches_Platform).toBeGreaterThanOrEqual(1);
    expect(report.totals.Total_Item_Investigations).toBeGreaterThanOrEqual(report.totals.Total_Item_Requests);
    expect(report.topItems[0]).toMatchObject({ contentCode: opened });
    expect(report.topItems[0].counts.Unique_Item_Requests).toBe(1);
    expect(report.byPublisher.map((p) => p.code)).toContain('IETF');
    expect(report.byPublisher[0].counts.Total_Item_Requests).toBeGreaterThanOrEqual(1);
    expect(report.processedAt).not.toBeNull();
  });

  it('counts by month over a long range, and a range without usage is all zeros', async () => {
    const year = await dashboard(`/api/admin/usage/dashboard?from=2025-12-01&to=${today()}`, grace);
    expect(year.interval).toBe('month');
    expect(year.periods[0].start).toBe('2025-12-01');
    expect(year.periods.at(-1)!.start).toBe(`${today().slice(0, 7)}-01`);
    expect(year.totals.Total_Item_Requests).toBeGreaterThanOrEqual(1);
    const empty = await dashboard('/api/admin/usage/dashboard?from=2024-01-01&to=2024-01-31', grace);
    expect(empty.periods).toHaveLength(31);
    expect(Object.values(empty.totals).every((n) => n === 0)).toBe(true);
    expect(empty.topItems).toEqual([]);
    expect(empty.byPublisher).toEqual([]);
  });

  it('counts a range by month from whole months and the days of its partial first and last months', async () => {
    // Ada's account, in 2023 (no other usage there): one count on each day below.
    const [doc] = await t.db.select({ id: documents.id, publisherId: documents.publisherId }).from(documents).orderBy(asc(documents.id)).limit(1);
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const days: [string, number][] = [
      ['2023-01-09', 1], // before the range
      ['2023-01-15', 3], // in the partial first month
      ['2023-01-31', 17], // its last day
      ['2023-02-01', 5], // whole months
      ['2023-03-31', 7],
      ['2023-04-20', 11], // the range's last day
      ['2023-04-21', 13], // after the range
    ];
    await t.db.insert(usageCounts).values(
      days.map(([usageDate, count]) => ({ tenantId: tenant.id, accountId: adaAccountId, usageDate, metric: 'Total_Item_Requests', publisherId: doc.publisherId, documentId: doc.id, count })),
    );
    const report = await dashboard(`/api/admin/usage/dashboard?from=2023-01-10&to=2023-04-20&accountId=${adaAccountId}`, operator);
    expect(report.interval).toBe('month');
    expect(report.periods.map((p) => [p.start, p.counts.Total_Item_Requests])).toEqual([
      ['2023-01-01', 20],
      ['2023-02-01', 5],
      ['2023-03-01', 7],
      ['2023-04-01', 11],
    ]);
    expect(report.totals.Total_Item_Requests).toBe(43);
    expect(report.byPublisher).toHaveLength(1);
    expect(report.byPublisher[0].counts.Total_Item_Requests).toBe(43);
    expect(report.topItems.map((i) => [i.documentId, i.counts.Total_Item_Requests])).toEqual([[doc.id, 43]]);
  });

  it('answers the chart alone (GET …/dashboard/periods) with the same periods and totals, to the same callers', async () => {
    const query = `from=2025-12-01&to=${today()}`;
    const whole = await dashboard(`/api/admin/usage/dashboard?${query}`, grace);
    const res = await get(`/api/admin/usage/dashboard/periods?${query}`, grace);
    expect(res.statusCode, res.body).toBe(200);
    const { topItems: _items, byPublisher: _publishers, ...chart } = whole;
    expect(res.json()).toEqual(chart);
    expect(res.json()).not.toHaveProperty('topItems');
    expect((await get(`/api/admin/usage/dashboard/periods?accountId=${otherTenantAccountId}`, operator)).statusCode).toBe(404);
    expect((await get('/api/admin/usage/dashboard/periods', cpadmin)).statusCode).toBe(403);
    expect((await get('/api/admin/usage/dashboard/periods?from=2026-02-30', grace)).statusCode).toBe(400);
  });

  it('says, for a period without counted usage, how many events COUNTER left out as robots and double-clicks', async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const event = (agent: string, at: string, documentId: number | null = 1) => ({
      tenantId: tenant.id,
      accountId: adaAccountId,
      userId: null,
      sessionId: 'ip:evaluator',
      documentId,
      kind: 'request' as const,
      format: 'html' as const,
      userAgent: agent,
      occurredAt: new Date(at),
    });
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    await t.db.insert(usageEvents).values([
      event(headless, '2024-03-04T10:00:00Z'),
      event(headless, '2024-03-04T10:00:05Z'),
      event(headless, '2024-03-05T09:00:00Z', 2),
      // A person's two clicks on one page within 30 s (not processed yet): the first is a double-click.
      event(BROWSER, '2024-03-06T08:00:00Z'),
      event(BROWSER, '2024-03-06T08:00:10Z'),
      event(BROWSER, '2024-03-06T09:00:00Z'),
      // Outside the period: not told.
      event(headless, '2024-04-01T00:00:00Z'),
    ]);
    const march = await dashboard(`/api/admin/usage/dashboard?from=2024-03-01&to=2024-03-31&accountId=${adaAccountId}`, operator);
    expect(Object.values(march.totals).every((n) => n === 0)).toBe(true);
    expect(march.excluded).toEqual({ robots: 3, doubleClicks: 1 });
    // A period with counted usage says nothing of what was left out.
    const counted = await dashboard(`/api/admin/usage/dashboard?from=2025-12-01&to=${today()}`, grace);
    expect(counted.excluded).toBeNull();
  });

  it('lets REPORT_VIEW read their own account and nothing else; others are refused or not told', async () => {
    expect((await dashboard('/api/admin/usage/dashboard', reports)).account.id).toBe(acmeId);
    expect((await dashboard(`/api/admin/usage/dashboard?accountId=${acmeId}`, reports)).account.id).toBe(acmeId);
    expect((await get(`/api/admin/usage/dashboard?accountId=${adaAccountId}`, reports)).statusCode).toBe(404);
    expect((await get(`/api/admin/usage/dashboard?accountId=${adaAccountId}`, grace)).statusCode).toBe(404);
    expect((await get('/api/admin/usage/dashboard', ada)).statusCode).toBe(403);
    expect((await get('/api/admin/usage/dashboard', cpadmin)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/usage/dashboard' })).statusCode).toBe(401);
  });

  it("lets the operator read any account of the tenant, and not another tenant's (404)", async () => {
    expect((await dashboard(`/api/admin/usage/dashboard?accountId=${acmeId}`, operator)).totals.Total_Item_Requests).toBeGreaterThanOrEqual(1);
    expect((await dashboard(`/api/admin/usage/dashboard?accountId=${adaAccountId}`, operator)).account.accountNumber).toBe('100100');
    const other = await get(`/api/admin/usage/dashboard?accountId=${otherTenantAccountId}`, operator);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404 });
  });

  it('answers 400 with the error model for bad dates, reversed or too long ranges and unknown parameters', async () => {
    for (const query of ['from=2026-02-30', 'to=yesterday', 'from=2026-11-20&to=2026-11-01', 'from=2020-01-01&to=2026-01-01', 'accountId=abc', 'accountId=0', 'color=red']) {
      const res = await get(`/api/admin/usage/dashboard?${query}`, grace);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, message: 'error.validation' });
    }
    const reversed = await get('/api/admin/usage/dashboard?from=2026-11-20&to=2026-11-01', grace);
    expect(JSON.stringify(reversed.json())).toContain('Range');
  });
});

describe('GET /api/admin/usage/accounts', () => {
  it('lists the tenant accounts for the operator (searchable) and only their own for others', async () => {
    const all = (await get('/api/admin/usage/accounts?q=1002', operator)).json() as { id: number }[];
    expect(all.map((a) => a.id)).toEqual([acmeId]);
    const mine = await get('/api/admin/usage/accounts', reports);
    expect((mine.json() as { id: number }[]).map((a) => a.id)).toEqual([acmeId]);
    expect((await get('/api/admin/usage/accounts', ada)).statusCode).toBe(403);
    const everyOne = (await get('/api/admin/usage/accounts', operator)).json() as { id: number }[];
    expect(everyOne.map((a) => a.id)).not.toContain(otherTenantAccountId);
  });
});

describe('GET /api/v1/usage-report/embed-url', () => {
  const embed = (query: string, token: string) => get(`/api/v1/usage-report/embed-url${query}`, token);

  it("points at the console's usage report for the session's account and one week back to today", async () => {
    const res = await embed('', reports);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL((res.json() as { EmbedUrl: string }).EmbedUrl);
    expect(url.pathname).toBe('/admin/usage-report');
    const range = defaultUsageRange();
    expect(Object.fromEntries(url.searchParams)).toEqual({ accountId: String(acmeId), from: range.from, to: range.to });
  });

  it('takes AccountNumber and TenantName, or AccountID and TenantID, and the dates', async () => {
    const byNumber = await embed('?AccountNumber=100200&TenantName=keystone&ApplicationCode=reader&StartDate=2026-01-01&EndDate=2026-03-31', grace);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect((byNumber.json() as { EmbedUrl: string }).EmbedUrl).toContain(`?accountId=${acmeId}&from=2026-01-01&to=2026-03-31`);
    const tenantId = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone')))[0].id;
    const byId = await embed(`?AccountID=${adaAccountId}&TenantID=${tenantId}`, operator);
    expect(byId.statusCode, byId.body).toBe(200);
    expect((byId.json() as { EmbedUrl: string }).EmbedUrl).toContain(`accountId=${adaAccountId}`);
  });

  it('refuses plain users (403), hides other accounts and tenants (404), and answers bad dates with 400', async () => {
    expect((await embed('', ada)).statusCode).toBe(403);
    expect((await embed('?AccountNumber=100100', grace)).statusCode).toBe(404);
    expect((await embed('?AccountNumber=100200&TenantName=community', grace)).statusCode).toBe(404);
    expect((await embed(`?AccountID=${otherTenantAccountId}`, operator)).statusCode).toBe(404);
    expect((await embed('?AccountNumber=999999', operator)).statusCode).toBe(404);
    for (const query of ['?StartDate=2026-13-01', '?EndDate=soon', '?StartDate=2026-03-01&EndDate=2026-02-01', '?AccountID=-4', '?Colour=blue']) {
      const res = await embed(query, grace);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, message: 'error.validation' });
    }
  });
});

describe('GET /api/admin/usage/reports/:id for the console export', () => {
  it("exports the operator's pick of the tenant's accounts as TSV, without calling accountId or format unknown", async () => {
    // COUNTER reports cover whole months before the current one.
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const res = await get(`/api/admin/usage/reports/tr?begin_date=${month}&end_date=${month}&format=tsv&accountId=${acmeId}`, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/^\uFEFF?Report_Name\tTitle Report\t/);
    expect(res.body).toContain('Institution_Name\tAcme');
    expect(res.body).not.toContain('3050');
    expect(res.body).toContain('3030');
    expect((await get(`/api/admin/usage/reports/tr?begin_date=${month}&end_date=${month}&accountId=${otherTenantAccountId}`, operator)).statusCode).toBe(404);
    expect((await get(`/api/admin/usage/reports/tr?begin_date=${month}&end_date=${month}&accountId=${adaAccountId}`, reports)).statusCode).toBe(404);
    expect((await get(`/api/admin/usage/reports/tr?begin_date=${month}&end_date=${month}&accountId=x`, operator)).statusCode).toBe(400);
  });
});

describe('the whole months of a range', () => {
  it.each([
    ['2023-01-10', '2023-04-20', { from: '2023-02-01', until: '2023-04-01' }],
    ['2023-01-01', '2023-12-31', { from: '2023-01-01', until: '2024-01-01' }],
    ['2023-12-01', '2024-02-29', { from: '2023-12-01', until: '2024-03-01' }],
    ['2023-01-10', '2023-02-20', null],
    ['2023-01-02', '2023-01-31', null],
  ])('from %s to %s', (from, to, expected) => {
    expect(wholeMonths(from, to)).toEqual(expected);
  });
});
