import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { queryRows } from '../../../db/client.js';
import { counterSchemaErrors } from '../../../../test/counter/counter-schema.js';
import { accounts, documents, publishers, tenants, usageCounts, usageEvents, users } from '../../../db/schema/index.js';
import { createApiKey } from './api-keys.service.js';
import { processUsage, restateUsageMonth } from './usage-processing.service.js';

/**
 * THE replay test (issue 17, Done when): a hand-built event log through COUNTER processing, and the reports of
 * the COUNTER API equal the numbers worked out by hand from the rules of Code of Practice section 7.
 */
let t: TestContext;
let tenantId: number;
let acme: { id: number; key: string };
let bell: { id: number; key: string };
let frances: number;
const doc: Record<'first' | 'sibling' | 'other' | 'refused', { id: number; code: string; family: string | null; publisherId: number }> = {} as never;
let databases: number;

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  t = await createTestApp();
  const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
  tenantId = keystone.id;
  const accountOf = async (number: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.tenantId, tenantId), eq(accounts.accountNumber, number))))[0].id;
  const actor = { userId: null, login: 'test', requestId: 'replay' };
  const acmeId = await accountOf('100200');
  const bellId = await accountOf('100300');
  acme = { id: acmeId, key: (await createApiKey(t.db, { tenantId, accountId: acmeId }, 'replay', actor)).key };
  bell = { id: bellId, key: (await createApiKey(t.db, { tenantId, accountId: bellId }, 'replay', actor)).key };
  frances = (await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'frances')))[0].id;
  // Two editions of one standard (one title), and two documents of other titles.
  const [family] = await t.db
    .select({ family: documents.family })
    .from(documents)
    .where(isNotNull(documents.family))
    .groupBy(documents.family)
    .having(sql`count(*) > 1`)
    .orderBy(documents.family)
    .limit(1);
  const editions = await t.db.select({ id: documents.id, code: documents.contentCode, family: documents.family, publisherId: documents.publisherId }).from(documents).where(eq(documents.family, family.family!)).orderBy(asc(documents.id)).limit(2);
  const others = await t.db
    .select({ id: documents.id, code: documents.contentCode, family: documents.family, publisherId: documents.publisherId })
    .from(documents)
    .where(sql`coalesce(${documents.family}, '') <> ${family.family}`)
    .orderBy(asc(documents.id))
    .limit(2);
  [doc.first, doc.sibling] = editions;
  [doc.other, doc.refused] = others;
  databases = (await t.db.select({ id: publishers.id }).from(publishers)).length;
});
afterAll(() => t.close());

type Kind = 'search' | 'investigation' | 'request' | 'no_license';
interface E {
  at: string;
  account: 'acme' | 'bell';
  who: { user: number } | { session: string };
  kind: Kind;
  format?: 'pdf' | 'html' | 'metadata' | 'search';
  item?: keyof typeof doc;
  ua?: string;
}

async function feed(events: E[]) {
  await t.db.insert(usageEvents).values(
    events.map((e) => ({
      tenantId,
      accountId: e.account === 'acme' ? acme.id : bell.id,
      userId: 'user' in e.who ? e.who.user : null,
      sessionId: 'user' in e.who ? `oidc:session-of-${e.who.user}` : e.who.session,
      documentId: e.item ? doc[e.item].id : null,
      kind: e.kind,
      format: e.format ?? (e.kind === 'search' ? 'search' : e.kind === 'investigation' ? 'metadata' : 'pdf'),
      userAgent: e.ua ?? BROWSER,
      occurredAt: new Date(e.at),
    })),
  );
}

const user = () => ({ user: frances });
const ipSession = { session: 'ip:3f9a-library-desk' };
const robotSession = { session: 'ip:robot' };

/** The hand-built log. Comments give what each line adds, by the rules of section 7. */
const LOG: E[] = [
  // Acme, Frances (logged session): an investigation double-clicked inside 30 s counts once.
  { at: '2026-09-15T10:00:00Z', account: 'acme', who: user(), kind: 'investigation', item: 'first' },
  { at: '2026-09-15T10:00:20Z', account: 'acme', who: user(), kind: 'investigation', item: 'first' },
  // The PDF twice 40 s apart (outside 30 s): two requests.
  { at: '2026-09-15T10:01:00Z', account: 'acme', who: user(), kind: 'request', format: 'pdf', item: 'first' },
  { at: '2026-09-15T10:01:40Z', account: 'acme', who: user(), kind: 'request', format: 'pdf', item: 'first' },
  // The same item as HTML in the same session: one more total request, no more unique item or title.
  { at: '2026-09-15T10:02:00Z', account: 'acme', who: user(), kind: 'request', format: 'html', item: 'first' },
  // Two searches 5 s apart: searches are not double-click filtered.
  { at: '2026-09-15T10:03:00Z', account: 'acme', who: user(), kind: 'search' },
  { at: '2026-09-15T10:03:05Z', account: 'acme', who: user(), kind: 'search' },
  // A refusal double-clicked: one No_License.
  { at: '2026-09-15T10:10:00Z', account: 'acme', who: user(), kind: 'no_license', item: 'refused' },
  { at: '2026-09-15T10:10:10Z', account: 'acme', who: user(), kind: 'no_license', item: 'refused' },
  // Another edition of the same standard: a unique item, but the same title.
  { at: '2026-09-15T10:20:00Z', account: 'acme', who: user(), kind: 'request', format: 'pdf', item: 'sibling' },
  // A robot: nothing at all.
  { at: '2026-09-15T10:05:00Z', account: 'acme', who: robotSession, kind: 'request', item: 'other', ua: ROBOT },
  { at: '2026-09-15T10:05:00Z', account: 'acme', who: robotSession, kind: 'search', ua: ROBOT },
  // An IP session (address + agent + hour): a double-click across the hour boundary counts once, in hour 11 ...
  { at: '2026-09-15T10:59:50Z', account: 'acme', who: ipSession, kind: 'request', item: 'other' },
  { at: '2026-09-15T11:00:10Z', account: 'acme', who: ipSession, kind: 'request', item: 'other' },
  // ... again in hour 11: a total request, not a unique one ...
  { at: '2026-09-15T11:30:00Z', account: 'acme', who: ipSession, kind: 'request', item: 'other' },
  // ... and in hour 12 a new session: unique again.
  { at: '2026-09-15T12:10:00Z', account: 'acme', who: ipSession, kind: 'request', item: 'other' },
  // Bell, another account: a double-click across midnight counts once, on the day of the click kept.
  { at: '2026-09-30T23:59:50Z', account: 'bell', who: ipSession, kind: 'request', item: 'first' },
  { at: '2026-10-01T00:00:10Z', account: 'bell', who: ipSession, kind: 'request', item: 'first' },
  { at: '2026-10-03T09:00:00Z', account: 'bell', who: ipSession, kind: 'investigation', item: 'other' },
];

const api = (path: string, params: Record<string, string>) => t.app.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { host: 'localhost' } });

async function report(id: string, account: { id: number; key: string }, number: string, extra: Record<string, string> = {}) {
  const res = await api(`/r51/reports/${id}`, { customer_id: number, api_key: account.key, begin_date: '2026-09', end_date: '2026-10', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  expect(counterSchemaErrors(`/r51/reports/${id}`, 200, res.json())).toEqual([]);
  return res.json() as { Report_Header: { Exceptions?: { Code: number }[] }; Report_Items: Record<string, unknown>[] };
}

type Performance = Record<string, Record<string, number>>;
const performanceOf = (item: Record<string, unknown>, dataType: string) =>
  ((item.Attribute_Performance as { Data_Type: string; Performance: Performance }[]).find((p) => p.Data_Type === dataType)?.Performance ?? {}) as Performance;

const ACME_ITEMS = {
  Total_Item_Investigations: { '2026-09': 8 },
  Total_Item_Requests: { '2026-09': 7 },
  Unique_Item_Investigations: { '2026-09': 4 },
  Unique_Item_Requests: { '2026-09': 4 },
};

describe('COUNTER processing of a hand-built event log', () => {
  it('gives the Platform Report the numbers worked out by hand', async () => {
    await feed(LOG);
    await processUsage(t.db, { defaultRetentionDays: 3650 });
    const pr = await report('pr', acme, '100200');
    expect(pr.Report_Items).toHaveLength(1);
    expect(performanceOf(pr.Report_Items[0], 'Platform')).toEqual({ Searches_Platform: { '2026-09': 2 } });
    expect(performanceOf(pr.Report_Items[0], 'Standard')).toEqual(ACME_ITEMS);
  });

  it('gives the other account its own numbers, the midnight double-click on the day of the kept click', async () => {
    const pr = await report('pr', bell, '100300');
    expect(performanceOf(pr.Report_Items[0], 'Standard')).toEqual({
      Total_Item_Investigations: { '2026-10': 2 },
      Total_Item_Requests: { '2026-10': 1 },
      Unique_Item_Investigations: { '2026-10': 2 },
      Unique_Item_Requests: { '2026-10': 1 },
    });
  });

  it('reports no Unique_Title_* for these Standards in any report, and stores none (COUNTER 3.3)', async () => {
    for (const id of ['pr', 'pr_p1', 'dr', 'tr', 'ir']) {
      const json = await report(id, acme, '100200');
      expect(json.Report_Items.length, id).toBeGreaterThan(0);
      expect(JSON.stringify(json.Report_Items), id).not.toContain('Unique_Title');
    }
    const [row] = await queryRows<{ n: number }>(t.db, sql`select
      (select count(*) from usage_counts where metric like 'Unique_Title%')::int
      + (select count(*) from usage_counts_database_monthly where metric like 'Unique_Title%')::int as n`);
    expect(row.n).toBe(0);
  });

  it('splits items and titles in IR and TR, and counts the refusal there', async () => {
    const ir = await report('ir', acme, '100200');
    const items = (ir.Report_Items[0] as { Items: Record<string, unknown>[] }).Items;
    const byCode = new Map(items.map((i) => [String((i.Item_ID as { Proprietary: string }).Proprietary).split(':')[1], performanceOf(i, 'Standard')]));
    expect(byCode.get(doc.first.code)).toEqual({
      Total_Item_Investigations: { '2026-09': 4 },
      Total_Item_Requests: { '2026-09': 3 },
      Unique_Item_Investigations: { '2026-09': 1 },
      Unique_Item_Requests: { '2026-09': 1 },
    });
    expect(byCode.get(doc.sibling.code)).toEqual({
      Total_Item_Investigations: { '2026-09': 1 },
      Total_Item_Requests: { '2026-09': 1 },
      Unique_Item_Investigations: { '2026-09': 1 },
      Unique_Item_Requests: { '2026-09': 1 },
    });
    expect(byCode.get(doc.other.code)).toEqual({
      Total_Item_Investigations: { '2026-09': 3 },
      Total_Item_Requests: { '2026-09': 3 },
      Unique_Item_Investigations: { '2026-09': 2 },
      Unique_Item_Requests: { '2026-09': 2 },
    });
    expect(byCode.get(doc.refused.code)).toEqual({ No_License: { '2026-09': 1 } });

    const tr = await report('tr', acme, '100200');
    // A title is the document itself (docs/adr/0047): the other edition of its family is a title of its own.
    const title = tr.Report_Items.find((i) => (i.Item_ID as { Proprietary: string }).Proprietary.endsWith(`:${doc.first.code}`))!;
    expect(performanceOf(title, 'Standard')).toEqual({
      Total_Item_Investigations: { '2026-09': 4 },
      Total_Item_Requests: { '2026-09': 3 },
      Unique_Item_Investigations: { '2026-09': 1 },
      Unique_Item_Requests: { '2026-09': 1 },
    });
  });

  it('credits each database searched with Searches_Regular, and the refusal to the database', async () => {
    const dr = await report('dr', acme, '100200');
    expect(dr.Report_Items.length).toBeGreaterThanOrEqual(Math.min(databases, 1));
    let searches = 0;
    let refusals = 0;
    for (const item of dr.Report_Items) {
      const perf = performanceOf(item, 'Database_Full');
      searches += perf.Searches_Regular?.['2026-09'] ?? 0;
      refusals += perf.No_License?.['2026-09'] ?? 0;
    }
    expect(searches).toBe(2 * databases);
    expect(refusals).toBe(1);
  });

  it('is idempotent: processing again changes nothing', async () => {
    const before = await t.db.select().from(usageCounts).orderBy(asc(usageCounts.usageDate), asc(usageCounts.accountId), asc(usageCounts.metric), asc(usageCounts.documentId), asc(usageCounts.publisherId));
    const again = await processUsage(t.db, { defaultRetentionDays: 3650 });
    expect(again.days).toBe(0);
    const after = await t.db.select().from(usageCounts).orderBy(asc(usageCounts.usageDate), asc(usageCounts.accountId), asc(usageCounts.metric), asc(usageCounts.documentId), asc(usageCounts.publisherId));
    expect(after).toEqual(before);
  });

  it('is incremental: a late event recounts its day only, and a double-click with an already counted event still counts once', async () => {
    await feed([
      // 20 s after the hour-12 request already counted: the same action.
      { at: '2026-09-15T12:10:20Z', account: 'acme', who: ipSession, kind: 'request', item: 'other' },
      // A new day in September: one more investigation.
      { at: '2026-09-20T08:00:00Z', account: 'acme', who: user(), kind: 'investigation', item: 'other' },
    ]);
    const result = await processUsage(t.db, { defaultRetentionDays: 3650 });
    expect(result.days).toBe(2);
    const pr = await report('pr', acme, '100200');
    expect(performanceOf(pr.Report_Items[0], 'Standard')).toEqual({
      ...ACME_ITEMS,
      Total_Item_Investigations: { '2026-09': 9 },
      Unique_Item_Investigations: { '2026-09': 5 },
    });
  });

  it('restates a month from the raw events', async () => {
    await t.db.delete(usageCounts).where(eq(usageCounts.accountId, acme.id));
    const empty = await report('pr', acme, '100200');
    expect(empty.Report_Items).toEqual([]);
    expect(empty.Report_Header.Exceptions?.map((e) => e.Code)).toContain(3030);
    await restateUsageMonth(t.db, tenantId, '2026-09');
    const pr = await report('pr', acme, '100200');
    expect(performanceOf(pr.Report_Items[0], 'Standard').Total_Item_Requests).toEqual({ '2026-09': 7 });
    expect(performanceOf(pr.Report_Items[0], 'Platform')).toEqual({ Searches_Platform: { '2026-09': 2 } });
  });
});
