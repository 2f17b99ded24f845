import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { accounts, documents, tenants, usageEvents, users } from '../db/schema/index.js';
import { createApiKey, processUsage } from '../modules/usage/index.js';

/**
 * The full-text guard against systematic downloading (docs/adr/0043): documents per person per hour, 2 here, a tenant
 * setting over the server's default, and its refusals counted as COUNTER Limit_Exceeded.
 */
let t: TestContext;
const token: Record<string, string> = {};
let keystoneId: number;
let adaAccountId: number;
let adaUserId: number;
let rfc9110Id: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', LIMIT_FULL_TEXT_PER_USER_HOUR: '2', LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  const logins: Record<string, string> = {
    ada: 'Ada-Reads-Standards-1',
    frances: 'Frances-Optimizes-Loops-1',
    drm: 'Hedy-Hops-Frequencies-1',
    operator: 'Margaret-Lands-Apollo-1',
  };
  for (const [login, password] of Object.entries(logins)) token[login] = await signInAs(t.app, login, password);
  [{ id: keystoneId }] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
  [{ id: adaAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.tenantId, keystoneId), eq(accounts.accountNumber, '100100')));
  [{ id: adaUserId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'ada'));
  [{ id: rfc9110Id }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const get = (who: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token[who]}`, 'user-agent': BROWSER, ...headers } });
const pdf = (who: string, code: string, range?: string) => get(who, `/api/documents/pdf/contentCode?contentCode=${code}`, range ? { range: `bytes=${range}` } : {});

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(60);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.json()).toMatchObject({ status: 429, message: 'error.rateLimited.minutes' });
  expect(res.json().detail).toMatch(/Too many documents in full text: at most \d+ per user per hour/);
}

describe('full text: documents per person per hour', () => {
  it('counts a document once, whatever its format, byte ranges and repeats, and refuses the third document', async () => {
    const first = [
      await pdf('ada', 'IETF-RFC9110'),
      // The reader's PDF viewer: the first range and the end of the file together, then further ranges.
      await pdf('ada', 'IETF-RFC9110', '0-65535'),
      await pdf('ada', 'IETF-RFC9110', '-1000'),
      await pdf('ada', 'IETF-RFC9110', '65536-70000'),
      await get('ada', '/api/documents/html/IETF-RFC9110'),
      // The reader asks for the HTML by content id.
      await get('ada', `/api/documents/html/${rfc9110Id}`),
      await get('ada', '/api/documents/download?contentCode=IETF-RFC9110'),
      await get('ada', '/api/documents/fullBook?contentCode=IETF-RFC9110'),
      await pdf('ada', 'IETF-RFC9110'),
    ];
    expect(first.map((r) => r.statusCode)).toEqual([200, 206, 206, 206, 200, 200, 200, 200, 200]);
    expect((await pdf('ada', 'IETF-RFC9111', '0-65535')).statusCode).toBe(206);
    expectRefused(await get('ada', '/api/documents/html/IETF-RFC7230'));
  });

  it('once refused, refuses the rest of the hour, ranges of a document already open too', async () => {
    expectRefused(await pdf('ada', 'IETF-RFC9110', '70001-80000'));
  });

  it('counts each person on their own', async () => {
    expect((await pdf('frances', 'IETF-RFC7230')).statusCode).toBe(200);
  });

  it('counts the protected viewer’s pages as one document', async () => {
    const viewer = (code: string, page?: number) => get('drm', page ? `/api/documents/protected/page/${page}?contentCode=${code}` : `/api/documents/protected/pages?contentCode=${code}`);
    expect((await viewer('IETF-RFC9110')).statusCode).toBe(200);
    expect((await viewer('IETF-RFC9110', 1)).statusCode).toBe(200);
    expect((await viewer('IETF-RFC9110', 2)).statusCode).toBe(200);
    expect((await viewer('IETF-RFC9111')).statusCode).toBe(200);
    expectRefused(await viewer('IETF-RFC7230'));
  });
});

describe("the tenant's own full-text limit", () => {
  const tenantConfig = async () => (await get('operator', '/api/admin/tenants/keystone')).json().config as Record<string, unknown>;
  const save = async (config: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/tenants/keystone', headers: { authorization: `Bearer ${token.operator}` }, payload: { config } });

  it('is set by the operator in the console and replaces the server’s', async () => {
    const config = await tenantConfig();
    const saved = await save({ ...config, fullTextDocumentsPerHour: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().config.fullTextDocumentsPerHour).toBe(4);
    // Ada has asked for three documents this hour (the third refused); four are allowed now.
    expect((await pdf('ada', 'IETF-RFC7230')).statusCode).toBe(200);
    expect((await pdf('ada', 'IETF-RFC8446')).statusCode).toBe(200);
    expectRefused(await pdf('ada', 'IETF-RFC5246'));
  });

  it('must be a whole number from 1 to 100000', async () => {
    const config = await tenantConfig();
    for (const value of [0, 100_001, 2.5, '10']) {
      const res = await save({ ...config, fullTextDocumentsPerHour: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['config.fullTextDocumentsPerHour']);
    }
  });
});

describe('a limit of 0', () => {
  it('is no limit (searches here)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: '/api/documents/search', headers: { authorization: `Bearer ${token.ada}` }, payload: { keywords: 'http' } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('COUNTER', () => {
  it('counts each refusal of the guard as Limit_Exceeded of the document refused', async () => {
    await t.app.usageRecorder.flush();
    const refusals = await t.db
      .select({ format: usageEvents.format, documentId: usageEvents.documentId })
      .from(usageEvents)
      .where(and(eq(usageEvents.accountId, adaAccountId), eq(usageEvents.kind, 'limit_exceeded')));
    expect(refusals.map((r) => r.format).sort()).toEqual(['html', 'pdf', 'pdf']);
    // COUNTER reports whole months: Ada's events move back to the month before, keeping their times of day.
    const today = new Date();
    const shift = today.getUTCDate() + 3;
    await t.db
      .update(usageEvents)
      .set({ occurredAt: sql`${usageEvents.occurredAt} - make_interval(days => ${shift})` })
      .where(eq(usageEvents.userId, adaUserId));
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await processUsage(t.db, { defaultRetentionDays: 3650 });
    const { key } = await createApiKey(t.db, { tenantId: keystoneId, accountId: adaAccountId }, 'limits', { userId: null, login: 'test', requestId: 'limits' });
    const report = async (id: string) => {
      const res = await t.app.inject({ url: `/r51/reports/${id}?${new URLSearchParams({ customer_id: '100100', api_key: key, begin_date: month, end_date: month })}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { Report_Items: Record<string, unknown>[] };
    };
    type Performance = Record<string, Record<string, number>>;
    const performanceOf = (item: Record<string, unknown>, dataType: string) =>
      ((item.Attribute_Performance as { Data_Type: string; Performance: Performance }[]).find((p) => p.Data_Type === dataType)?.Performance ?? {}) as Performance;

    const ir = await report('ir');
    const items = (ir.Report_Items[0] as { Items: Record<string, unknown>[] }).Items;
    const byCode = new Map(items.map((i) => [String((i.Item_ID as { Proprietary: string }).Proprietary).split(':')[1], performanceOf(i, 'Standard')]));
    expect(byCode.get('IETF-RFC7230')?.Limit_Exceeded).toEqual({ [month]: 1 });
    expect(byCode.get('IETF-RFC9110')?.Limit_Exceeded).toEqual({ [month]: 1 });
    expect(byCode.get('IETF-RFC5246')).toEqual({ Limit_Exceeded: { [month]: 1 } });
    expect(byCode.get('IETF-RFC9111')?.Limit_Exceeded).toBeUndefined();
    expect(byCode.get('IETF-RFC9111')?.Total_Item_Requests).toEqual({ [month]: 1 });

    const dr = await report('dr');
    const refused = dr.Report_Items.reduce((sum, item) => sum + (performanceOf(item, 'Database_Full').Limit_Exceeded?.[month] ?? 0), 0);
    expect(refused).toBe(3);
  });
});
