import { and, asc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { USAGE_METRICS, USAGE_REPORT_DAILY_UP_TO, USAGE_REPORT_TOP_ITEMS, usageRangeDays, type UsageDashboard, type UsageMetricCounts, type UsagePeriods, type UsageReportAccount } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { accounts, usageCounts, usageCountsDatabaseMonthly, usageCountsItemMonthly, usageProcessing } from '../../../db/schema/index.js';
import { itemMetadata, publisherNames } from '../counter/counter-report-data.js';
import { excludedUsage } from './usage-exclusions.js';

/**
 * The console's usage report (docs/adr/0033): one account's processed COUNTER counts (usage_counts, never the raw
 * events) over a range of days, by day or month, by item, by publisher and by metric. Three grouped range scans of
 * the account's days; over a range by month, the periods, publishers and top items of its whole months come from the
 * monthly roll-ups the triggers keep (docs/adr/0034, 0070), and only the days of partial months from the daily rows.
 */

export interface DashboardScope {
  tenantId: number;
  accountId: number;
}

const emptyCounts = (): UsageMetricCounts => Object.fromEntries(USAGE_METRICS.map((m) => [m, 0]));

function add(counts: UsageMetricCounts, metric: string, count: number) {
  counts[metric] = (counts[metric] ?? 0) + count;
}

/** Every day or month of the range (first days), so the chart shows the days without usage too. */
export function periodStarts(from: string, to: string, interval: 'day' | 'month'): string[] {
  const starts: string[] = [];
  if (interval === 'day') {
    for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) starts.push(new Date(t).toISOString().slice(0, 10));
    return starts;
  }
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const start = `${year}-${String(month).padStart(2, '0')}`;
    if (start > last) break;
    starts.push(`${start}-01`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return starts;
}

const nextMonth = (first: string) => {
  const [year, month] = first.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * The whole months of a range: from the first month that starts in it to the last that ends in it (first days, the
 * end exclusive), or null when the range holds no whole month.
 */
export function wholeMonths(from: string, to: string): { from: string; until: string } | null {
  const first = from.endsWith('-01') ? from : nextMonth(from.slice(0, 8) + '01');
  const afterTo = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const until = afterTo.endsWith('-01') ? afterTo : to.slice(0, 8) + '01';
  return first < until ? { from: first, until } : null;
}

/** The account of the tenant, or null (another tenant's account is not there). */
export async function usageReportAccount(db: Db, tenantId: number, accountId: number): Promise<UsageReportAccount | null> {
  const [row] = await db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)));
  return row ?? null;
}

/** The account of the tenant with this number, or null. */
export async function usageReportAccountByNumber(db: Db, tenantId: number, accountNumber: string): Promise<UsageReportAccount | null> {
  const [row] = await db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.tenantId, tenantId)));
  return row ?? null;
}

/** Accounts of the tenant whose number or name contains `q` (the operator's account picker), at most 50. */
export async function searchUsageReportAccounts(db: Db, tenantId: number, q: string | undefined): Promise<UsageReportAccount[]> {
  const needle = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), needle ? or(ilike(accounts.accountNumber, needle), ilike(accounts.name, needle)) : undefined))
    .orderBy(asc(accounts.accountNumber))
    .limit(50);
}

type Range = { from: string; to: string };

const intervalOf = (range: Range) => (usageRangeDays(range.from, range.to) <= USAGE_REPORT_DAILY_UP_TO ? 'day' : 'month');

/** The account's daily rows in the range. */
const inRangeOf = (scope: DashboardScope, range: Range) =>
  and(eq(usageCounts.accountId, scope.accountId), eq(usageCounts.tenantId, scope.tenantId), gte(usageCounts.usageDate, range.from), lte(usageCounts.usageDate, range.to));

/**
 * Where a range's counts are read: by month, whole months from the roll-ups (`rolledUp`, `rolledUpItems`) and the days
 * of the range's partial first and last months from the daily rows (`daily`, one bounded range each, read by queries
 * of their own: one range with an OR on the dates read every day of the year and dropped the whole months', 110 of
 * the chart's 115 ms); by day, every day from the daily rows.
 */
function sourcesOf(scope: DashboardScope, range: Range) {
  const months = intervalOf(range) === 'month' ? wholeMonths(range.from, range.to) : null;
  if (!months) return { daily: [inRangeOf(scope, range)], rolledUp: null, rolledUpItems: null };
  const lastDayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const partial = [
    { from: range.from, to: lastDayBefore(months.from) },
    { from: months.until, to: range.to },
  ].filter((days) => days.from <= days.to);
  const r = usageCountsDatabaseMonthly;
  const i = usageCountsItemMonthly;
  return {
    daily: partial.map((days) => inRangeOf(scope, days)),
    rolledUp: and(eq(r.accountId, scope.accountId), eq(r.tenantId, scope.tenantId), gte(r.usageMonth, months.from), lt(r.usageMonth, months.until)),
    rolledUpItems: and(eq(i.accountId, scope.accountId), eq(i.tenantId, scope.tenantId), gte(i.usageMonth, months.from), lt(i.usageMonth, months.until)),
  };
}

/** One grouped read per range of days (see sourcesOf), their rows together: the counts of different days add up. */
const eachRange = <T>(ranges: (SQL | undefined)[], read: (days: SQL | undefined) => PromiseLike<T[]>): Promise<T[]> => Promise.all(ranges.map(read)).then((parts) => parts.flat());

const count = sql<number>`sum(${usageCounts.count})::int`;
const monthCount = sql<number>`sum(${usageCountsDatabaseMonthly.count})::int`;

/** The report's chart and totals for an account of the scope's tenant (the caller has checked it). */
export async function usagePeriods(db: Db, scope: DashboardScope, account: UsageReportAccount, range: Range): Promise<UsagePeriods> {
  const interval = intervalOf(range);
  const { daily, rolledUp } = sourcesOf(scope, range);
  const r = usageCountsDatabaseMonthly;
  const period = interval === 'day' ? sql<string>`${usageCounts.usageDate}::text` : sql<string>`to_char(${usageCounts.usageDate}, 'YYYY-MM-01')`;
  const [byDay, byMonth, [processing]] = await Promise.all([
    eachRange(daily, (days) => db.select({ period, metric: usageCounts.metric, count }).from(usageCounts).where(days).groupBy(period, usageCounts.metric)),
    rolledUp ? db.select({ period: sql<string>`${r.usageMonth}::text`, metric: r.metric, count: monthCount }).from(r).where(rolledUp).groupBy(r.usageMonth, r.metric) : [],
    db.select({ processedAt: usageProcessing.processedAt }).from(usageProcessing).where(eq(usageProcessing.tenantId, scope.tenantId)),
  ]);
  const totals = emptyCounts();
  const periods = new Map(periodStarts(range.from, range.to, interval).map((start) => [start, emptyCounts()]));
  for (const row of [...byDay, ...byMonth]) {
    add(totals, row.metric, row.count);
    const counts = periods.get(String(row.period).slice(0, 10));
    if (counts) add(counts, row.metric, row.count);
  }
  // Only an empty period reads the raw events: then the administrator is told that counting ran and what it left out.
  const excluded = Object.values(totals).every((n) => n === 0) ? await excludedUsage(db, scope, range) : null;
  return {
    account,
    from: range.from,
    to: range.to,
    interval,
    processedAt: processing ? new Date(processing.processedAt).toISOString() : null,
    totals,
    periods: [...periods.entries()].map(([start, counts]) => ({ start, counts })),
    excluded,
  };
}

/** The whole report (chart, totals, top items, publishers) for an account of the scope's tenant (the caller has checked it). */
export async function usageDashboard(db: Db, scope: DashboardScope, account: UsageReportAccount, range: Range): Promise<UsageDashboard> {
  const { daily, rolledUp, rolledUpItems } = sourcesOf(scope, range);
  const r = usageCountsDatabaseMonthly;
  const i = usageCountsItemMonthly;
  const [chart, byItemDaily, byItemMonthly, byPublisherDaily, byPublisherMonthly] = await Promise.all([
    usagePeriods(db, scope, account, range),
    eachRange(daily, (days) =>
      db
        .select({ documentId: usageCounts.documentId, metric: usageCounts.metric, count })
        .from(usageCounts)
        .where(and(days, ne(usageCounts.documentId, 0)))
        .groupBy(usageCounts.documentId, usageCounts.metric),
    ),
    rolledUpItems ? db.select({ documentId: i.documentId, metric: i.metric, count: sql<number>`sum(${i.count})::int` }).from(i).where(rolledUpItems).groupBy(i.documentId, i.metric) : [],
    eachRange(daily, (days) =>
      db
        .select({ publisherId: usageCounts.publisherId, metric: usageCounts.metric, count })
        .from(usageCounts)
        .where(and(days, ne(usageCounts.publisherId, 0)))
        .groupBy(usageCounts.publisherId, usageCounts.metric),
    ),
    rolledUp ? db.select({ publisherId: r.publisherId, metric: r.metric, count: monthCount }).from(r).where(and(rolledUp, ne(r.publisherId, 0))).groupBy(r.publisherId, r.metric) : [],
  ]);

  const items = new Map<number, UsageMetricCounts>();
  for (const row of [...byItemDaily, ...byItemMonthly]) {
    if (!items.has(row.documentId)) items.set(row.documentId, emptyCounts());
    add(items.get(row.documentId)!, row.metric, row.count);
  }
  const rank = (c: UsageMetricCounts) => [c.Total_Item_Requests, c.Total_Item_Investigations, c.No_License + c.Limit_Exceeded];
  const top = [...items.entries()]
    .sort(([idA, a], [idB, b]) => {
      const [ra, rb] = [rank(a), rank(b)];
      for (let i = 0; i < ra.length; i += 1) if (ra[i] !== rb[i]) return rb[i] - ra[i];
      return idA - idB;
    })
    .slice(0, USAGE_REPORT_TOP_ITEMS);
  const docs = await itemMetadata(
    db,
    top.map(([id]) => id),
  );

  const publishers = new Map<number, UsageMetricCounts>();
  for (const row of [...byPublisherDaily, ...byPublisherMonthly]) {
    if (!publishers.has(row.publisherId)) publishers.set(row.publisherId, emptyCounts());
    add(publishers.get(row.publisherId)!, row.metric, row.count);
  }
  const names = await publisherNames(db, [...publishers.keys()]);

  return {
    ...chart,
    topItems: top.flatMap(([documentId, counts]) => {
      const doc = docs.get(documentId);
      return doc ? [{ documentId, contentCode: doc.contentCode, designation: doc.designation, title: doc.title, publisher: doc.publisherName, counts }] : [];
    }),
    byPublisher: [...publishers.entries()]
      .flatMap(([publisherId, counts]) => {
        const publisher = names.get(publisherId);
        return publisher ? [{ publisherId, code: publisher.code, name: publisher.name, counts }] : [];
      })
      .sort((a, b) => b.counts.Total_Item_Requests - a.counts.Total_Item_Requests || b.counts.Total_Item_Investigations - a.counts.Total_Item_Investigations || a.name.localeCompare(b.name)),
  };
}
