import { gunzipSync } from 'node:zlib';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { queryRows } from '../../../db/client.js';
import { counterSchemaErrors } from '../../../../test/counter/counter-schema.js';
import { signInDemo } from '../../../../test/demo-users.js';
import { accounts, documents, tenants, usageEvents, users } from '../../../db/schema/index.js';
import { createApiKey } from './api-keys.service.js';
import { processUsage } from './usage-processing.service.js';

/**
 * The audit's replay (issue "Fidelity", COUNTER): a hand-written event log for one account in October 2026, and the
 * PR, PR_P1, DR, TR and IR numbers worked out from the rules of the Code of Practice 5.1 (docs/adr/0047), not from
 * our code. Every JSON answer is validated against COUNTER_API.json.
 *
 * Items: A and B are two documents of one version family (publisher P1): two works, so two titles (ADR 0047 §4).
 * R is a document of another publisher (P2) the account has no licence for.
 */
let t: TestContext;
let acme: { id: number; key: string };
let frances: number;
let grace: string;
const doc = {} as Record<'A' | 'B' | 'R', { id: number; code: string; publisherId: number; title: string; designation: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
  const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.tenantId, keystone.id), eq(accounts.accountNumber, '100200')));
  acme = { id: account.id, key: (await createApiKey(t.db, { tenantId: keystone.id, accountId: account.id }, 'fidelity', { userId: null, login: 'test', requestId: 'fidelity' })).key };
  frances = (await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'frances')))[0].id;
  grace = await signInDemo(t.app, 'grace');
  const columns = { id: documents.id, code: documents.contentCode, publisherId: documents.publisherId, title: documents.title, designation: documents.designation };
  const [family] = await t.db.select({ family: documents.family }).from(documents).where(isNotNull(documents.family)).groupBy(documents.family).having(sql`count(*) > 1`).orderBy(documents.family).limit(1);
  [doc.A, doc.B] = await t.db.select(columns).from(documents).where(eq(documents.family, family.family!)).orderBy(asc(documents.id)).limit(2);
  [doc.R] = await t.db.select(columns).from(documents).where(ne(documents.publisherId, doc.A.publisherId)).orderBy(asc(documents.id)).limit(1);

  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const logged = `oidc:fidelity-session-of-${frances}`;
  type Line = [at: string, who: 'frances' | 'desk', kind: 'request' | 'investigation' | 'no_license' | 'search', format: 'page' | 'pdf' | 'metadata' | 'search', item: 'A' | 'B' | 'R' | null, searched?: ('P1' | 'P2')[]];
  const P = { P1: doc.A.publisherId, P2: doc.R.publisherId };
  const LOG: Line[] = [
    // Frances reads A in the protected viewer, page by page, over five minutes: one delivery of its full text in
    // one session (ADR 0047 §1) -> A: 1 investigation, 1 request, 1 unique item investigation and request.
    ['2026-10-12T09:00:00Z', 'frances', 'request', 'page', 'A'],
    ['2026-10-12T09:00:10Z', 'frances', 'request', 'page', 'A'],
    ['2026-10-12T09:01:00Z', 'frances', 'request', 'page', 'A'],
    ['2026-10-12T09:05:00Z', 'frances', 'request', 'page', 'A'],
    // Then downloads A's PDF: another delivery (another format, another URL) -> +1 total investigation and request,
    // nothing unique (same item, same session).
    ['2026-10-12T09:10:00Z', 'frances', 'request', 'pdf', 'A'],
    // B's details, then B in the viewer -> B: 2 investigations, 1 request, 1 unique investigation, 1 unique request.
    ['2026-10-12T09:20:00Z', 'frances', 'investigation', 'metadata', 'B'],
    ['2026-10-12T09:21:00Z', 'frances', 'request', 'page', 'B'],
    // R refused for lack of licence in the viewer, two pages 40 s apart in one session: one No_License.
    ['2026-10-12T09:30:00Z', 'frances', 'no_license', 'page', 'R'],
    ['2026-10-12T09:30:40Z', 'frances', 'no_license', 'page', 'R'],
    // A search filtered to one publisher, and an entitled search covering two: Searches_Platform 2;
    // Searches_Regular P1 2, P2 1, every other database none.
    ['2026-10-12T09:40:00Z', 'frances', 'search', 'search', null, ['P1']],
    ['2026-10-12T09:41:00Z', 'frances', 'search', 'search', null, ['P1', 'P2']],
    // The library desk (IP session: address + agent + hour) reads A in the viewer: a new session -> A: +1 of each.
    ['2026-10-12T14:00:00Z', 'desk', 'request', 'page', 'A'],
    ['2026-10-12T14:02:00Z', 'desk', 'request', 'page', 'A'],
  ];
  await t.db.insert(usageEvents).values(
    LOG.map(([at, who, kind, format, item, searched]) => ({
      tenantId: keystone.id,
      accountId: acme.id,
      userId: who === 'frances' ? frances : null,
      sessionId: who === 'frances' ? logged : 'ip:fidelity-desk',
      documentId: item ? doc[item].id : null,
      kind,
      format,
      searchedPublisherIds: searched ? searched.map((p) => P[p]) : null,
      userAgent: BROWSER,
      occurredAt: new Date(at),
    })),
  );
  await processUsage(t.db, { defaultRetentionDays: 3650 });
});
afterAll(() => t.close());

type Performance = Record<string, Record<string, number>>;
type ReportJson = { Report_Header: { Exceptions?: { Code: number; Data?: string }[]; Report_Filters: Record<string, unknown>; Report_Attributes?: Record<string, unknown> }; Report_Items: Record<string, unknown>[] };

async function report(id: string, extra: Record<string, string> = {}): Promise<ReportJson> {
  const params = new URLSearchParams({ customer_id: '100200', api_key: acme.key, begin_date: '2026-10', end_date: '2026-10', ...extra });
  const res = await t.app.inject({ url: `/r51/reports/${id}?${params.toString()}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(counterSchemaErrors(`/r51/reports/${id}`, 200, res.json())).toEqual([]);
  // No zero is ever written (COUNTER 3.3, Zero Usage).
  expect(res.body).not.toMatch(/"\d{4}-\d{2}":0[,}]/);
  return res.json() as ReportJson;
}
const performances = (item: Record<string, unknown>) => item.Attribute_Performance as { Data_Type: string; Performance: Performance }[];
const performanceOf = (item: Record<string, unknown> | undefined, dataType: string) => (item ? (performances(item).find((p) => p.Data_Type === dataType)?.Performance ?? {}) : {});
const proprietaryOf = (item: Record<string, unknown>) => (item.Item_ID as { Proprietary: string }).Proprietary;
const byCode = (items: Record<string, unknown>[], code: string) => items.find((i) => proprietaryOf(i).endsWith(`:${code}`));
const oct = (n: number) => ({ '2026-10': n });
const codesOf = (r: ReportJson) => (r.Report_Header.Exceptions ?? []).map((e) => e.Code);

const A = { Total_Item_Investigations: oct(3), Total_Item_Requests: oct(3), Unique_Item_Investigations: oct(2), Unique_Item_Requests: oct(2) };
const B = { Total_Item_Investigations: oct(2), Total_Item_Requests: oct(1), Unique_Item_Investigations: oct(1), Unique_Item_Requests: oct(1) };

describe('COUNTER fidelity: a hand-written log through processing and the COUNTER API', () => {
  it('PR: A + B, no Unique_Title for Standards, the two searches on the platform', async () => {
    const pr = await report('pr');
    expect(pr.Report_Items).toHaveLength(1);
    expect(performanceOf(pr.Report_Items[0], 'Platform')).toEqual({ Searches_Platform: oct(2) });
    expect(performanceOf(pr.Report_Items[0], 'Standard')).toEqual({
      Total_Item_Investigations: oct(5),
      Total_Item_Requests: oct(4),
      Unique_Item_Investigations: oct(3),
      Unique_Item_Requests: oct(3),
    });
    const p1 = await report('pr_p1');
    // The Standard View's pre-set filter names Unique_Title_Requests; a Standard has no such usage.
    expect(p1.Report_Header.Report_Filters.Metric_Type).toEqual(['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests']);
    expect(performanceOf(p1.Report_Items[0], 'Standard')).toEqual({ Total_Item_Requests: oct(4), Unique_Item_Requests: oct(3) });
    expect(JSON.stringify([pr.Report_Items, p1.Report_Items])).not.toContain('Unique_Title');
  });

  it('DR: Searches_Regular only for the databases each search covered; the refusal on R\'s database', async () => {
    const dr = await report('dr');
    const ofPublisher = (publisherId: number) => dr.Report_Items.find((i) => performances(i).length && (i.Database as string) === dbName(publisherId));
    const names = new Map<number, string>();
    const dbName = (publisherId: number) => names.get(publisherId);
    for (const item of dr.Report_Items) {
      const total = performanceOf(item, 'Standard').Total_Item_Requests?.['2026-10'];
      const refused = performanceOf(item, 'Database_Full').No_License?.['2026-10'];
      if (total) names.set(doc.A.publisherId, item.Database as string);
      if (refused) names.set(doc.R.publisherId, item.Database as string);
    }
    expect(dr.Report_Items).toHaveLength(2);
    expect(performanceOf(ofPublisher(doc.A.publisherId), 'Database_Full')).toEqual({ Searches_Regular: oct(2) });
    expect(performanceOf(ofPublisher(doc.A.publisherId), 'Standard')).toEqual({
      Total_Item_Investigations: oct(5),
      Total_Item_Requests: oct(4),
      Unique_Item_Investigations: oct(3),
      Unique_Item_Requests: oct(3),
    });
    expect(performanceOf(ofPublisher(doc.R.publisherId), 'Database_Full')).toEqual({ Searches_Regular: oct(1), No_License: oct(1) });
    expect(JSON.stringify(dr.Report_Items)).not.toContain('Unique_Title');
  });

  it('TR: each document is its own title (its own title, DOI, Proprietary_ID); a title only refused is left out of the JSON with 3040', async () => {
    const tr = await report('tr');
    const a = byCode(tr.Report_Items, doc.A.code);
    const b = byCode(tr.Report_Items, doc.B.code);
    expect(tr.Report_Items).toHaveLength(2);
    expect(a?.Title).toBe(`${doc.A.designation}: ${doc.A.title}`);
    expect(b?.Title).toBe(`${doc.B.designation}: ${doc.B.title}`);
    expect(performanceOf(a, 'Standard')).toEqual(A);
    expect(performanceOf(b, 'Standard')).toEqual(B);
    // R has one metric (No_License): COUNTER_API.json wants two in a TR Performance, and no zero may be invented.
    expect(byCode(tr.Report_Items, doc.R.code)).toBeUndefined();
    expect(codesOf(tr)).toEqual([3040]);
  });

  it('TR and PR with a metric filter: rows without usage in the filtered metrics are left out; one metric cannot be written', async () => {
    const requests = await report('tr', { metric_type: 'Total_Item_Requests|Unique_Item_Requests' });
    expect(requests.Report_Items.map((i) => performanceOf(i, 'Standard'))).toEqual(
      expect.arrayContaining([
        { Total_Item_Requests: oct(3), Unique_Item_Requests: oct(2) },
        { Total_Item_Requests: oct(1), Unique_Item_Requests: oct(1) },
      ]),
    );
    expect(requests.Report_Items).toHaveLength(2);
    expect(codesOf(requests)).toEqual([]);
    const single = await report('pr', { metric_type: 'Total_Item_Requests' });
    expect(single.Report_Header.Report_Filters.Metric_Type).toEqual(['Total_Item_Requests']);
    expect(single.Report_Items).toEqual([]);
    expect(codesOf(single)).toEqual([3040]);
    const uniqueTitles = await report('tr', { metric_type: 'Unique_Title_Requests' });
    expect(uniqueTitles.Report_Items).toEqual([]);
    expect(codesOf(uniqueTitles)).toEqual([3030]);
  });

  it('IR: the items, the refusal, and with include_parent_details=True no parent of a Standard but the Parent_* columns in TSV', async () => {
    const ir = await report('ir', { include_parent_details: 'True' });
    expect(ir.Report_Header.Report_Attributes).toEqual({ Include_Parent_Details: 'True' });
    const items = (ir.Report_Items[0] as { Items: Record<string, unknown>[] }).Items;
    expect(ir.Report_Items).toHaveLength(1);
    expect(performanceOf(byCode(items, doc.A.code), 'Standard')).toEqual(A);
    expect(performanceOf(byCode(items, doc.B.code), 'Standard')).toEqual(B);
    expect(performanceOf(byCode(items, doc.R.code), 'Standard')).toEqual({ No_License: oct(1) });

    const tsv = await t.app.inject({ url: '/api/admin/usage/reports/ir?begin_date=2026-10&end_date=2026-10&include_parent_details=True&format=tsv', headers: { authorization: `Bearer ${grace}` } });
    expect(tsv.statusCode, tsv.body).toBe(200);
    const lines = tsv.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines[7]).toBe(`Report_Attributes\tInclude_Parent_Details=True${'\t'.repeat(lines[14].split('\t').length - 2)}`);
    const columns = lines[14].split('\t');
    const uri = columns.indexOf('URI');
    expect(columns.slice(uri + 1, uri + 12)).toEqual(['Parent_Title', 'Parent_Authors', 'Parent_Publication_Date', 'Parent_Article_Version', 'Parent_Data_Type', 'Parent_DOI', 'Parent_Proprietary_ID', 'Parent_ISBN', 'Parent_Print_ISSN', 'Parent_Online_ISSN', 'Parent_URI']);
    expect(columns.slice(uri + 12, uri + 16)).toEqual(['Data_Type', 'Metric_Type', 'Reporting_Period_Total', 'Oct-2026']);
    // Rows: A and B 4 metrics each, R one (No_License): the tabular form keeps every row with usage.
    const rows = lines.slice(15).filter((l) => l.length > 0).map((l) => l.split('\t'));
    expect(rows).toHaveLength(9);
    const refusal = rows.find((r) => r.includes('No_License'))!;
    expect(refusal.slice(uri + 1, uri + 12)).toEqual(Array<string>(11).fill(''));
    expect(refusal.slice(-2)).toEqual(['1', '1']);
  });

  it('TR in TSV keeps the title only refused, and the JSON header\'s 3040 is not in it', async () => {
    const tsv = await t.app.inject({ url: '/api/admin/usage/reports/tr?begin_date=2026-10&end_date=2026-10&format=tsv', headers: { authorization: `Bearer ${grace}` } });
    const lines = tsv.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines[8].split('\t')[1]).toBe('');
    const refused = lines.slice(15).filter((l) => l.includes('No_License'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain(`:${doc.R.code}`);
  });

  it('no report, in JSON or TSV, and no stored count or roll-up has a Unique_Title_* for these Standards (COUNTER 3.3)', async () => {
    for (const id of ['pr', 'pr_p1', 'dr', 'tr', 'ir']) {
      const json = await report(id, id === 'ir' ? { include_parent_details: 'True' } : {});
      expect(JSON.stringify(json.Report_Items), id).not.toContain('Unique_Title');
      const tsv = await t.app.inject({ url: `/api/admin/usage/reports/${id}?begin_date=2026-10&end_date=2026-10&format=tsv`, headers: { authorization: `Bearer ${grace}` } });
      expect(tsv.statusCode, tsv.body).toBe(200);
      // The header may name the metric in PR_P1's pre-set filter (Metric_Types); no row of the body does.
      const body = tsv.body.replace(/^\uFEFF/, '').split('\n').slice(14);
      expect(body.length, id).toBeGreaterThan(1);
      expect(body.filter((line) => line.includes('Unique_Title')), id).toEqual([]);
    }
    const [row] = await queryRows<{ counts: number; rollup: number; title_rollups: number }>(t.db, sql`select
      (select count(*) from usage_counts where metric like 'Unique_Title%')::int as counts,
      (select count(*) from usage_counts_database_monthly where metric like 'Unique_Title%')::int as rollup,
      (select count(*) from information_schema.tables where table_name in ('usage_counts_title_monthly', 'usage_title_editions_monthly'))::int as title_rollups`);
    expect(row).toEqual({ counts: 0, rollup: 0, title_rollups: 0 });
  });

  it('answers gzip-compressed when the client accepts it', async () => {
    const params = new URLSearchParams({ customer_id: '100200', api_key: acme.key, begin_date: '2026-10', end_date: '2026-10' });
    const res = await t.app.inject({ url: `/r51/reports/ir?${params.toString()}`, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as unknown;
    expect(counterSchemaErrors('/r51/reports/ir', 200, body)).toEqual([]);
    const plain = await t.app.inject({ url: `/r51/reports/ir?${params.toString()}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as ReportJson).Report_Items).toEqual((body as ReportJson).Report_Items);
  });
});
