import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_PRINT_WINDOW_MS } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';
import { accounts, auditEvents, documentAccesses, documents, mailMessages, publishers, seatDays, seats, seatWatchers, subscriptions, tenants, usageEvents, users } from '../../db/schema/index.js';
import { lookForFreeSeat } from '../subscriptions/index.js';
import { createApiKey, processUsage } from '../usage/index.js';

/**
 * The licence meter at the content routes (docs/adr/0065, 0066), through the HTTP API: Acme's IETF subscription with
 * one seat, then download and print allowances; the refusals as COUNTER Limit_Exceeded.
 */
let t: TestContext;
const token: Record<string, string> = {};
let acmeId: number;
let adaAccountId: number;
let ietfSubscription: number;
let adaSubscription: number;
const userId: Record<string, number> = {};
const IDLE_MS = 15 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0', LIMIT_FULL_TEXT_PER_USER_HOUR: '0' });
  for (const who of ['frances', 'radia', 'grace', 'operator', 'ada', 'edsger', 'drm']) token[who] = await signInDemo(t.app, who as 'ada');
  const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
  const byNumber = async (n: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.tenantId, keystone.id), eq(accounts.accountNumber, n))))[0].id;
  acmeId = await byNumber('100200');
  adaAccountId = await byNumber('100100');
  const [ietf] = await t.db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  ietfSubscription = (await t.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.accountId, acmeId), eq(subscriptions.publisherId, ietf.id))))[0].id;
  adaSubscription = (await t.db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.accountId, adaAccountId), eq(subscriptions.publisherId, ietf.id))))[0].id;
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, Object.keys(token)))) userId[u.login] = u.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token[who]}`, 'user-agent': 'Mozilla/5.0 Chrome/131.0' }, ...(payload ? { payload } : {}) });
const pdf = (who: string, code = 'IETF-RFC9110', range?: string) =>
  t.app.inject({ url: `/api/documents/pdf/contentCode?contentCode=${code}`, headers: { authorization: `Bearer ${token[who]}`, ...(range ? { range: `bytes=${range}` } : {}) } });
const seat = (who: string, contentCode = 'IETF-RFC9110') => call('POST', '/api/documents/seats', who, { contentCode });
const terms = (body: object, who = 'operator', subscription = ietfSubscription, account = acmeId) => call('PUT', `/api/admin/accounts/${account}/subscriptions/${subscription}`, who, body);

function expectSeatRefusal(res: LightMyRequestResponse, inUse = 1) {
  expect(res.statusCode, res.body).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(IDLE_MS / 1000);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, message: 'error.seats.full', seats: { seatLimit: 1, inUse, subscriptionName: expect.any(String) } });
  expect(body.seats.helpers).toContainEqual({ name: 'Grace Hopper', email: 'grace.hopper@acme.example' });
  expect(Date.parse(body.seats.nextFreeAt)).toBeGreaterThan(Date.now());
  return body.seats as { watching: boolean };
}

async function oneSeat() {
  await t.db.delete(seats);
  await t.db.delete(seatWatchers);
  const res = await terms({ seatLimit: 1 });
  expect(res.statusCode, res.body).toBe(200);
}

describe('seats', () => {
  beforeEach(oneSeat);

  it('the operator sets a seat limit (audited); an account admin may not; bad limits are field errors', async () => {
    const res = await terms({ seatLimit: 3 });
    expect(res.json()).toMatchObject({ id: ietfSubscription, seatLimit: 3, downloadAllowance: null, printAllowance: null });
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'SUBSCRIPTION_TERMS_CHANGED')).orderBy(sql`${auditEvents.id} desc`).limit(1);
    expect(audit.data).toMatchObject({ subscriptionId: ietfSubscription, before: { seatLimit: 1 }, after: { seatLimit: 3 } });
    expect((await terms({ seatLimit: 5 }, 'grace')).statusCode).toBe(403);
    // Another account's subscription named through this account is not found.
    expect((await terms({ seatLimit: 5 }, 'operator', adaSubscription)).statusCode).toBe(404);
    for (const bad of [{ seatLimit: 0 }, { seatLimit: 2.5 }, { seatLimit: '3' }, {}, { seatLimit: 2, downloadAllowance: { limit: 3, period: 'FORTNIGHT' } }]) {
      const refused = await terms(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().fieldErrors.length).toBeGreaterThan(0);
    }
    const account = await call('GET', `/api/admin/accounts/${acmeId}`, 'grace');
    expect(account.json().subscriptions.find((s: { id: number }) => s.id === ietfSubscription).seatLimit).toBe(3);
  });

  it('the first reader holds the seat; the second is refused with the limit, who can help and when one frees; metadata needs no seat', async () => {
    const held = await seat('frances');
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ contentCode: 'IETF-RFC9110', seatLimit: 1, inUse: 1, heartbeatMs: 60_000 });
    expect((await pdf('frances')).statusCode).toBe(200);
    // One seat however many documents of the subscription are open.
    expect((await pdf('frances', 'IETF-RFC9111')).statusCode).toBe(200);
    expectSeatRefusal(await seat('radia'));
    expectSeatRefusal(await pdf('radia'));
    expectSeatRefusal(await pdf('radia', 'IETF-RFC9110', '65536-70000'));
    expectSeatRefusal(await call('GET', '/api/documents/html/IETF-RFC9110', 'radia'));
    expectSeatRefusal(await call('GET', '/api/documents/download?contentCode=IETF-RFC9110', 'radia'));
    expect((await call('GET', '/api/documents/metadata?contentCode=IETF-RFC9110', 'radia')).statusCode).toBe(200);
    expect((await call('POST', '/api/documents/search', 'radia', { keywords: 'http semantics' })).statusCode).toBe(200);
    // Another account's reader is not counted against Acme's seats.
    expect((await pdf('ada')).statusCode).toBe(200);
  });

  it('the protected viewer needs the seat too', async () => {
    token.drm ??= await signInDemo(t.app, 'drm');
    expect((await seat('frances')).statusCode).toBe(200);
    expectSeatRefusal(await call('GET', '/api/documents/protected/page/1?contentCode=IETF-RFC9110', 'drm'));
  });

  it('the tab closing gives the seat back', async () => {
    expect((await seat('frances')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/documents/seats?contentCode=IETF-RFC9110', 'frances')).statusCode).toBe(204);
    expect((await seat('radia')).statusCode).toBe(200);
  });

  it('the reader releases their seats from My account', async () => {
    expect((await seat('frances')).statusCode).toBe(200);
    const mine = await call('GET', '/api/my-account/seats', 'frances');
    expect(mine.json()).toEqual([expect.objectContaining({ contentCode: 'IETF-RFC9110', seatLimit: 1, documentTitle: expect.stringContaining('HTTP') })]);
    expect((await call('DELETE', '/api/my-account/seats', 'frances')).json()).toEqual({ released: 1 });
    expect((await call('GET', '/api/my-account/seats', 'frances')).json()).toEqual([]);
    expect((await seat('radia')).statusCode).toBe(200);
  });

  it('signing out gives the seats back', async () => {
    const own = await signInDemo(t.app, 'edsger');
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/seats', headers: { authorization: `Bearer ${own}` }, payload: { contentCode: 'IETF-RFC9110' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: { authorization: `Bearer ${own}` } })).statusCode).toBe(200);
    expect((await seat('radia')).statusCode).toBe(200);
  });

  it("the account's admin sees the seats and ends one; another account's seat is not found", async () => {
    expect((await seat('frances')).statusCode).toBe(200);
    expect((await pdf('ada')).statusCode).toBe(200);
    const view = await call('GET', `/api/admin/accounts/${acmeId}/seats`, 'grace');
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json();
    expect(body.subscriptions).toEqual([expect.objectContaining({ id: ietfSubscription, seatLimit: 1, inUse: 1 })]);
    expect(body.seats).toEqual([expect.objectContaining({ login: 'frances', userName: 'Frances Allen', contentCode: 'IETF-RFC9110', idle: false })]);
    expect(body.days).toHaveLength(90);
    expect(body.days.at(-1).peak).toBeGreaterThanOrEqual(1);
    expect(body.days.at(-1).refusals).toBeGreaterThanOrEqual(1);
    // Grace administers Acme only.
    expect((await call('GET', `/api/admin/accounts/${adaAccountId}/seats`, 'grace')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/accounts/${acmeId}/seats`, 'frances')).statusCode).toBe(403);
    await terms({ seatLimit: 1 }, 'operator', adaSubscription, adaAccountId);
    expect((await seat('ada')).statusCode).toBe(200);
    const [adaSeat] = await t.db.select({ id: seats.id }).from(seats).where(eq(seats.subscriptionId, adaSubscription));
    expect((await call('DELETE', `/api/admin/accounts/${acmeId}/seats/${adaSeat.id}`, 'grace')).statusCode).toBe(404);
    await terms({ seatLimit: null }, 'operator', adaSubscription, adaAccountId);
    expect((await call('DELETE', `/api/admin/accounts/${acmeId}/seats/${body.seats[0].id}`, 'grace')).statusCode).toBe(204);
    expect((await seat('radia')).statusCode).toBe(200);
    const panel = await call('GET', '/api/dashboards/account/seats', 'grace');
    expect(panel.json()).toMatchObject({ subscriptionsWithSeats: 1, seatLimit: 1, inUseNow: 1 });
    expect(panel.json().refusalsLast30Days).toBeGreaterThanOrEqual(1);
  });

  it("a seat idle past the tenant's idle time (a closed laptop, a killed process) frees itself", async () => {
    expect((await seat('frances')).statusCode).toBe(200);
    expectSeatRefusal(await seat('radia'));
    await t.db.update(seats).set({ lastSeenAt: new Date(Date.now() - IDLE_MS - 1000) }).where(eq(seats.userId, userId.frances));
    expect((await seat('radia')).statusCode).toBe(200);
    // Frances's late heartbeat does not take the seat back.
    expectSeatRefusal(await seat('frances'));
  });

  it('a refused reader asks to be told; the seat freeing sends the mail they asked for', async () => {
    expect((await seat('frances')).statusCode).toBe(200);
    const watch = await call('POST', '/api/documents/seats/watch', 'radia', { contentCode: 'IETF-RFC9110', mail: true });
    expect(watch.statusCode, watch.body).toBe(201);
    expect(watch.json()).toMatchObject({ mail: true, nextFreeAt: expect.any(String) });
    expect(expectSeatRefusal(await seat('radia')).watching).toBe(true);
    expect(await lookForFreeSeat(t.db, ietfSubscription, IDLE_MS)).toBe('later');
    expect((await call('DELETE', '/api/my-account/seats', 'frances')).json()).toEqual({ released: 1 });
    expect(await lookForFreeSeat(t.db, ietfSubscription, IDLE_MS)).toBe('told');
    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.toUserId, userId.radia)).orderBy(sql`${mailMessages.id} desc`).limit(1);
    expect(mail.subject).toMatch(/A seat of .* is free/);
    expect(mail.text).toContain('IETF-RFC9110');
    expect(await t.db.select().from(seatWatchers)).toHaveLength(0);
    expect((await call('POST', '/api/documents/seats/watch', 'radia', { contentCode: 'IETF-RFC9110', mail: 'yes' })).statusCode).toBe(400);
  });

  it('a subscription without a limit needs no seat', async () => {
    await terms({ seatLimit: null });
    expect((await seat('frances')).json()).toMatchObject({ seatLimit: null, inUse: null });
    expect((await seat('radia')).statusCode).toBe(200);
    expect(await t.db.select().from(seats)).toHaveLength(0);
    expect((await t.db.select().from(seatDays)).length).toBeGreaterThan(0);
  });
});

describe('download and print allowances', () => {
  beforeAll(async () => {
    await terms({ seatLimit: null, downloadAllowance: { limit: 2, period: 'MONTH' }, printAllowance: { limit: 1, period: 'DAY' } });
  });

  const allowances = async (who: string, code = 'IETF-RFC9110') => (await call('GET', `/api/documents/allowances?contentCode=${code}`, who)).json();
  const download = (who: string, code = 'IETF-RFC9110', compassPoints = false) =>
    call('GET', `/api/documents/download?contentCode=${code}${compassPoints ? '&compassPoints=true' : ''}`, who);

  it('shows what is left before the reader acts, counts each download whole, and refuses past the limit', async () => {
    expect(await allowances('frances')).toMatchObject({ download: { limit: 2, used: 0, left: 2, period: 'MONTH' }, print: { limit: 1, left: 1, period: 'DAY' } });
    const first = await t.app.inject({ url: '/api/documents/download?contentCode=IETF-RFC9110', headers: { authorization: `Bearer ${token.frances}`, range: 'bytes=100-200' } });
    // A counted download is the whole file: a range would fetch it uncounted.
    expect(first.statusCode).toBe(200);
    expect(first.headers['accept-ranges']).toBe('none');
    expect((await download('frances', 'IETF-RFC9110', true)).statusCode).toBe(200);
    const refused = await download('frances');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'error.allowance.used', allowance: { kind: 'DOWNLOAD', limit: 2, used: 2, left: 0, period: 'MONTH' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download('frances', 'IETF-RFC9110', true)).statusCode).toBe(429);
    expect((await allowances('frances')).download).toMatchObject({ used: 2, left: 0 });
    // Per user and per document.
    expect((await allowances('radia')).download).toMatchObject({ left: 2 });
    expect((await allowances('frances', 'IETF-RFC9111')).download).toMatchObject({ left: 2 });
    // Reading is not downloading.
    expect((await pdf('frances')).statusCode).toBe(200);
  });

  it('counts per period: last month’s downloads do not count this month', async () => {
    await t.db
      .update(documentAccesses)
      .set({ createdAt: sql`date_trunc('month', now()) - interval '1 day'` })
      .where(and(eq(documentAccesses.userId, userId.frances), eq(documentAccesses.kind, 'download')));
    expect((await allowances('frances')).download).toMatchObject({ used: 0, left: 2 });
  });

  it('counts a print before the browser prints, and refuses the next one today', async () => {
    const printed = await call('POST', '/api/documents/prints', 'radia', { contentCode: 'IETF-RFC9110' });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().print).toMatchObject({ used: 1, left: 0 });
    const again = await call('POST', '/api/documents/prints', 'radia', { contentCode: 'IETF-RFC9110' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: 'error.allowance.used', allowance: { kind: 'PRINT', limit: 1, period: 'DAY' } });
    expect((await call('POST', '/api/documents/prints', 'radia', { contentCode: 'IETF-RFC9111' })).statusCode).toBe(200);
  });

  /**
   * What the server answers once drm's print is past its window and still today's. The print is moved back past the
   * window; in the first minutes of a UTC day that would leave the day (the allowance's period), so the server's clock
   * moves on past the window instead.
   */
  async function pastThePrintWindow(ask: () => Promise<LightMyRequestResponse>) {
    const past = PROTECTED_PRINT_WINDOW_MS + 60_000;
    if (new Date(Date.now() - past).getUTCDate() === new Date().getUTCDate()) {
      await t.db
        .update(documentAccesses)
        .set({ createdAt: new Date(Date.now() - past) })
        .where(and(eq(documentAccesses.userId, userId.drm), eq(documentAccesses.kind, 'print')));
      return ask();
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + past);
      return await ask();
    } finally {
      vi.useRealTimers();
    }
  }

  it('the protected viewer prints only a print the allowance counted, and only under a print allowance', async () => {
    token.drm ??= await signInDemo(t.app, 'drm');
    const sheet = (purpose: string) => call('GET', `/api/documents/protected/page/1?contentCode=IETF-RFC9110&purpose=${purpose}`, 'drm');
    const uncounted = await sheet('print');
    expect(uncounted.statusCode).toBe(403);
    expect(uncounted.json().detail).toMatch(/counted first/);
    expect((await sheet('view')).statusCode).toBe(200);
    const printed = await call('POST', '/api/documents/prints', 'drm', { contentCode: 'IETF-RFC9110' });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().print).toMatchObject({ used: 1, left: 0 });
    const counted = await sheet('print');
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.headers['content-type']).toBe('image/png');
    expect((await sheet('copy')).statusCode).toBe(400);
    // Past the print's window, with nothing left today: the allowance's refusal.
    const late = await pastThePrintWindow(() => sheet('print'));
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({ message: 'error.allowance.used', allowance: { kind: 'PRINT', left: 0 } });
    // Without a print allowance, protected content does not print at all.
    await terms({ seatLimit: null, printAllowance: null });
    const unlicensed = await sheet('print');
    expect(unlicensed.statusCode).toBe(403);
    expect(unlicensed.json().detail).toMatch(/only under a print allowance/);
    await terms({ seatLimit: null, printAllowance: { limit: 1, period: 'DAY' } });
  });

  it("the account's admin sees each reader's downloads and prints counted against a limit this period, most used first", async () => {
    await terms({ seatLimit: null, downloadAllowance: { limit: 2, period: 'MONTH' }, printAllowance: { limit: 1, period: 'DAY' } });
    expect((await download('edsger', 'IETF-RFC9111')).statusCode).toBe(200);
    const res = await call('GET', `/api/admin/accounts/${acmeId}/allowances`, 'grace');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { limited: boolean; uses: { login: string; contentCode: string; kind: string; used: number; limit: number; period: string }[] };
    expect(body.limited).toBe(true);
    const prints = body.uses.filter((u) => u.kind === 'PRINT');
    expect(prints).toContainEqual(expect.objectContaining({ login: 'radia', contentCode: 'IETF-RFC9110', used: 1, limit: 1, period: 'DAY' }));
    expect(prints).toContainEqual(expect.objectContaining({ login: 'radia', contentCode: 'IETF-RFC9111', used: 1, limit: 1, period: 'DAY' }));
    expect(prints).toContainEqual(expect.objectContaining({ login: 'drm', contentCode: 'IETF-RFC9110', used: 1 }));
    expect(body.uses).toContainEqual(expect.objectContaining({ login: 'edsger', contentCode: 'IETF-RFC9111', kind: 'DOWNLOAD', used: 1, limit: 2, period: 'MONTH' }));
    // Last month's downloads are not this month's use; a full allowance comes before a half-used one.
    expect(body.uses.some((u) => u.login === 'frances' && u.kind === 'DOWNLOAD')).toBe(false);
    const share = body.uses.map((u) => u.used / u.limit);
    expect(share).toEqual([...share].sort((a, b) => b - a));
    expect((await call('GET', `/api/admin/accounts/${acmeId}/allowances`, 'operator')).json()).toEqual(body);
    expect((await call('GET', `/api/admin/accounts/${acmeId}/allowances`, 'frances')).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/accounts/${adaAccountId}/allowances`, 'grace')).statusCode).toBe(404);
  });

  it("the tenant's default applies where the subscription sets none; no limit anywhere is null", async () => {
    await terms({ seatLimit: null, downloadAllowance: null, printAllowance: null });
    expect(await allowances('radia')).toMatchObject({ download: null, print: null });
    expect((await call('GET', `/api/admin/accounts/${acmeId}/allowances`, 'grace')).json()).toEqual({ limited: false, uses: [] });
    const config = (await call('GET', '/api/admin/tenants/keystone', 'operator')).json().config;
    const saved = await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: { ...config, licenceMeter: { printAllowance: { limit: 5, period: 'WEEK' } } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await allowances('radia')).print).toMatchObject({ limit: 5, period: 'WEEK' });
    const bad = await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: { ...config, licenceMeter: { seatIdleMinutes: 0 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['config.licenceMeter.seatIdleMinutes']);
    await call('PUT', '/api/admin/tenants/keystone', 'operator', { config });
  });

  it('another tenant’s document or a document outside the licence is not counted: 404 / 403', async () => {
    expect((await call('GET', '/api/documents/allowances?contentCode=NO-SUCH-DOC', 'frances')).statusCode).toBe(404);
    const [nist] = await t.db.select({ code: documents.contentCode }).from(documents).innerJoin(publishers, eq(publishers.id, documents.publisherId)).where(eq(publishers.code, 'NIST')).limit(1);
    expect((await call('POST', '/api/documents/prints', 'ada', { contentCode: nist.code })).statusCode).toBe(403);
  });
});

describe('COUNTER', () => {
  it('records each seat and allowance refusal as Limit_Exceeded of the document', async () => {
    await t.app.usageRecorder.flush();
    const refusals = await t.db
      .select({ format: usageEvents.format, userId: usageEvents.userId })
      .from(usageEvents)
      .where(and(eq(usageEvents.accountId, acmeId), eq(usageEvents.kind, 'limit_exceeded')));
    const radia = refusals.filter((r) => r.userId === userId.radia);
    // Seat refusals (the seat call, PDF twice, HTML, download; several tests) and the print refusal.
    expect(radia.length).toBeGreaterThanOrEqual(6);
    expect(new Set(radia.map((r) => r.format))).toEqual(new Set(['pdf', 'html', 'download']));
    expect(refusals.some((r) => r.userId === userId.frances && r.format === 'download')).toBe(true);

    // In the COUNTER report (whole months: Acme's events move back to the month before, keeping their times of day).
    const today = new Date();
    await t.db
      .update(usageEvents)
      .set({ occurredAt: sql`${usageEvents.occurredAt} - make_interval(days => ${today.getUTCDate() + 3})` })
      .where(eq(usageEvents.accountId, acmeId));
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await processUsage(t.db, { defaultRetentionDays: 3650 });
    const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const { key } = await createApiKey(t.db, { tenantId: keystone.id, accountId: acmeId }, 'seats', { userId: null, login: 'test', requestId: 'seats' });
    const res = await t.app.inject({ url: `/r51/reports/ir?${new URLSearchParams({ customer_id: '100200', api_key: key, begin_date: month, end_date: month })}` });
    expect(res.statusCode, res.body).toBe(200);
    type Item = { Item_ID: { Proprietary: string }; Attribute_Performance: { Performance: Record<string, Record<string, number>> }[] };
    const items = (res.json().Report_Items as { Items: Item[] }[]).flatMap((r) => r.Items);
    const rfc9110 = items.filter((i) => i.Item_ID.Proprietary.endsWith(':IETF-RFC9110'));
    const limitExceeded = rfc9110.flatMap((i) => i.Attribute_Performance).reduce((sum, p) => sum + (p.Performance.Limit_Exceeded?.[month] ?? 0), 0);
    expect(limitExceeded).toBeGreaterThanOrEqual(1);
  });
});
