import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { queryRows } from '../../../db/client.js';
import { accounts, documents, publishers, tenants, usageCounts, usageEvents } from '../../../db/schema/index.js';
import { countUsage, type ItemFacts, type RawUsageEvent } from './counter-processing.js';
import { processUsage, restateUsageMonth } from './usage-processing.service.js';

/**
 * The set-based counting (usage-counting.ts) against the JavaScript reference of the rules (counter-processing.ts)
 * on a random event log, and the monthly roll-ups against the daily detail after processing, a second run and a
 * restatement (docs/adr/0034).
 */
let t: TestContext;
let tenantId: number;
let accountIds: number[];
let docs: { id: number; publisherId: number; family: string | null }[];
let databases: number[];

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const KINDS = ['search', 'investigation', 'request', 'request', 'request', 'no_license', 'limit_exceeded'] as const;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const [tenant] = await t.db.select({ id: tenants.id, config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
  tenantId = tenant.id;
  accountIds = (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, tenantId)).orderBy(asc(accounts.id)).limit(3)).map((a) => a.id);
  // Editions of a few families (several items of one title) and some documents of their own.
  const families = (await t.db.select({ family: documents.family }).from(documents).where(isNotNull(documents.family)).groupBy(documents.family).having(sql`count(*) > 1`).orderBy(documents.family).limit(3)).map((f) => f.family!);
  docs = [
    ...(await t.db.select({ id: documents.id, publisherId: documents.publisherId, family: documents.family }).from(documents).where(inArray(documents.family, families))),
    ...(await t.db.select({ id: documents.id, publisherId: documents.publisherId, family: documents.family }).from(documents).orderBy(asc(documents.id)).limit(4)),
  ];
  const codes = tenant.config.publisherCodes;
  databases = (await t.db.select({ id: publishers.id }).from(publishers).where(codes.length ? inArray(publishers.code, codes) : undefined).orderBy(publishers.id)).map((p) => p.id);
});
afterAll(() => t.close());

/** `n` random events from `start` over `hours` hours; a quarter repeat the click before 0-45 s later (double-clicks). */
function randomEvents(seed: number, n: number, start: string, hours: number) {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  let at = Date.parse(start);
  const span = (hours * 3_600_000) / n;
  const events: (typeof usageEvents.$inferInsert)[] = [];
  for (let i = 0; i < n; i++) {
    const before = events[events.length - 1];
    if (before && next() < 0.25) {
      events.push({ ...before, occurredAt: new Date(before.occurredAt.getTime() + Math.floor(next() * 45_000)) });
      continue;
    }
    at += Math.floor(next() * 2 * span);
    const kind = pick(KINDS);
    const user = next() < 0.4 ? pick([1, 2, 3]) : null;
    events.push({
      tenantId,
      accountId: pick(accountIds),
      userId: null,
      sessionId: user !== null ? `oidc:s${user}` : `ip:${pick(['a', 'b', 'c'])}`,
      documentId: kind === 'search' ? null : pick(docs).id,
      kind,
      format: kind === 'search' ? 'search' : kind === 'investigation' ? 'metadata' : pick(['pdf', 'html'] as const),
      userAgent: next() < 0.05 ? ROBOT : BROWSER,
      occurredAt: new Date(at),
    });
  }
  return events;
}

type Row = { accountId: number; usageDate: string; metric: string; publisherId: number; documentId: number; count: number };
const byKey = (a: Row, b: Row) => JSON.stringify([a.usageDate, a.accountId, a.metric, a.publisherId, a.documentId]).localeCompare(JSON.stringify([b.usageDate, b.accountId, b.metric, b.publisherId, b.documentId]));

async function storedCounts(): Promise<Row[]> {
  const rows = await t.db
    .select({ accountId: usageCounts.accountId, usageDate: usageCounts.usageDate, metric: usageCounts.metric, publisherId: usageCounts.publisherId, documentId: usageCounts.documentId, count: usageCounts.count })
    .from(usageCounts)
    .where(eq(usageCounts.tenantId, tenantId));
  return rows.sort(byKey);
}

/** The reference: countUsage day by day over every raw event of the tenant. */
async function referenceCounts(): Promise<Row[]> {
  const events: RawUsageEvent[] = await t.db
    .select({ accountId: usageEvents.accountId, userId: usageEvents.userId, sessionId: usageEvents.sessionId, documentId: usageEvents.documentId, kind: usageEvents.kind, format: usageEvents.format, userAgent: usageEvents.userAgent, occurredAt: usageEvents.occurredAt })
    .from(usageEvents)
    .where(eq(usageEvents.tenantId, tenantId))
    .orderBy(asc(usageEvents.id));
  const items = new Map<number, ItemFacts>(docs.map((d) => [d.id, { publisherId: d.publisherId }]));
  const days = [...new Set(events.map((e) => e.occurredAt.toISOString().slice(0, 10)))];
  return days.flatMap((day) => countUsage(events, day, items, databases).map(({ accountId, usageDate, metric, publisherId, documentId, count }) => ({ accountId, usageDate, metric, publisherId, documentId, count }))).sort(byKey);
}

/** The database and item roll-ups as they are, and as the daily detail says they should be (no title roll-ups: docs/adr/0057). */
async function rollupsAndDetail() {
  const q = <T,>(text: string) => queryRows<T>(t.db, sql.raw(text.replaceAll('$tenant', String(tenantId))));
  const month = `(c.usage_date - extract(day from c.usage_date)::int + 1)::text`;
  return {
    database: await q(`select account_id, usage_month::text as m, metric, publisher_id, count from usage_counts_database_monthly where tenant_id = $tenant order by 1, 2, 3, 4`),
    databaseDetail: await q(`select account_id, ${month} as m, metric, publisher_id, sum(count)::int as count from usage_counts c where tenant_id = $tenant group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    item: await q(`select account_id, usage_month::text as m, metric, publisher_id, document_id, count from usage_counts_item_monthly where tenant_id = $tenant order by 1, 2, 3, 4, 5`),
    itemDetail: await q(
      `select account_id, ${month} as m, metric, publisher_id, document_id, sum(count)::int as count from usage_counts c where tenant_id = $tenant and document_id <> 0 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    ),
  };
}

async function expectRollupsEqualDetail() {
  const r = await rollupsAndDetail();
  expect(r.database.length).toBeGreaterThan(0);
  expect(r.database).toEqual(r.databaseDetail);
  expect(r.item.length).toBeGreaterThan(0);
  expect(r.item).toEqual(r.itemDetail);
}

describe('set-based COUNTER counting', () => {
  it('gives the counts of the reference rules on a random log (double-clicks, midnight, sessions, robots)', async () => {
    // Two days, the night between them and the first hours of June; a quarter of the clicks repeat the one before.
    await t.db.insert(usageEvents).values(randomEvents(17, 1500, '2026-05-30T20:00:00Z', 40));
    await processUsage(t.db, { defaultRetentionDays: 3650 });
    const stored = await storedCounts();
    expect(stored.length).toBeGreaterThan(50);
    // Standards have no Unique_Title_* (COUNTER 3.3): neither counted nor in the roll-up.
    expect(stored.some((r) => r.metric === 'Unique_Item_Requests')).toBe(true);
    expect(stored.filter((r) => r.metric.startsWith('Unique_Title'))).toEqual([]);
    expect((await rollupsAndDetail()).database.filter((r) => (r as { metric: string }).metric.startsWith('Unique_Title'))).toEqual([]);
    expect(stored).toEqual(await referenceCounts());
  });

  it('keeps the monthly roll-ups equal to the daily counts (a month boundary included)', async () => {
    await expectRollupsEqualDetail();
    const months = new Set((await rollupsAndDetail()).database.map((r) => (r as { m: string }).m));
    expect([...months].sort()).toEqual(['2026-05-01', '2026-06-01']);
  });

  it('counts only the new events in a second run, and still equals the reference', async () => {
    const before = await storedCounts();
    await t.db.insert(usageEvents).values(randomEvents(29, 300, '2026-05-31T09:00:00Z', 2));
    const result = await processUsage(t.db, { defaultRetentionDays: 3650 });
    expect(result.days).toBe(1);
    const after = await storedCounts();
    // Other days are untouched.
    expect(after.filter((r) => r.usageDate !== '2026-05-31')).toEqual(before.filter((r) => r.usageDate !== '2026-05-31'));
    expect(after).toEqual(await referenceCounts());
    await expectRollupsEqualDetail();
  });

  it('restates a month after the roll-up: the same counts, the roll-ups follow removed and restated days', async () => {
    const before = await storedCounts();
    const rollupsBefore = await rollupsAndDetail();
    await restateUsageMonth(t.db, tenantId, '2026-05');
    expect(await storedCounts()).toEqual(before);
    expect(await rollupsAndDetail()).toEqual(rollupsBefore);
    // Daily rows removed by anyone leave the roll-ups with them ...
    await t.db.delete(usageCounts).where(and(eq(usageCounts.tenantId, tenantId), eq(usageCounts.usageDate, '2026-05-31')));
    await expectRollupsEqualDetail();
    const maySum = (rows: unknown[]) => (rows as { m: string; count: number }[]).filter((r) => r.m === '2026-05-01').reduce((n, r) => n + r.count, 0);
    expect(maySum((await rollupsAndDetail()).database)).toBeLessThan(maySum(rollupsBefore.database));
    // ... and a restatement brings the month back.
    await restateUsageMonth(t.db, tenantId, '2026-05');
    expect(await storedCounts()).toEqual(before);
    expect(await rollupsAndDetail()).toEqual(rollupsBefore);
  });
});
