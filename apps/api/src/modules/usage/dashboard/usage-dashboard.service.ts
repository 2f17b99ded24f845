import { and, asc, eq, gte, ilike, lte, ne, or, sql } from 'drizzle-orm';
import { USAGE_METRICS, USAGE_REPORT_DAILY_UP_TO, USAGE_REPORT_TOP_ITEMS, usageRangeDays, type UsageDashboard, type UsageMetricCounts, type UsageReportAccount } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { accounts, usageCounts, usageProcessing } from '../../../db/schema/index.js';
import { itemMetadata, publisherNames } from '../counter/counter-report-data.js';
import { excludedUsage } from './usage-exclusions.js';

/**
 * The console's usage report (docs/adr/0033): one account's processed COUNTER counts (usage_counts, never the raw
 * events) over a range of days, by day or month, by item, by publisher and by metric. Three grouped range scans of
 * the account's days.
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

/** The report for an account that belongs to the scope's tenant (the caller has checked it). */
export async function usageDashboard(db: Db, scope: DashboardScope, account: UsageReportAccount, range: { from: string; to: string }): Promise<UsageDashboard> {
  const interval = usageRangeDays(range.from, range.to) <= USAGE_REPORT_DAILY_UP_TO ? 'day' : 'month';
  const inRange = and(
    eq(usageCounts.accountId, scope.accountId),
    eq(usageCounts.tenantId, scope.tenantId),
    gte(usageCounts.usageDate, range.from),
    lte(usageCounts.usageDate, range.to),
  );
  const count = sql<number>`sum(${usageCounts.count})::int`;
  const period = interval === 'day' ? sql<string>`${usageCounts.usageDate}::text` : sql<string>`to_char(${usageCounts.usageDate}, 'YYYY-MM-01')`;

  const [byPeriod, byItem, byPublisherRows, [processing]] = await Promise.all([
    db.select({ period, metric: usageCounts.metric, count }).from(usageCounts).where(inRange).groupBy(period, usageCounts.metric),
    db
      .select({ documentId: usageCounts.documentId, metric: usageCounts.metric, count })
      .from(usageCounts)
      .where(and(inRange, ne(usageCounts.documentId, 0)))
      .groupBy(usageCounts.documentId, usageCounts.metric),
    db
      .select({ publisherId: usageCounts.publisherId, metric: usageCounts.metric, count })
      .from(usageCounts)
      .where(and(inRange, ne(usageCounts.publisherId, 0)))
      .groupBy(usageCounts.publisherId, usageCounts.metric),
    db.select({ processedAt: usageProcessing.processedAt }).from(usageProcessing).where(eq(usageProcessing.tenantId, scope.tenantId)),
  ]);

  const totals = emptyCounts();
  const periods = new Map(periodStarts(range.from, range.to, interval).map((start) => [start, emptyCounts()]));
  for (const row of byPeriod) {
    add(totals, row.metric, row.count);
    const counts = periods.get(String(row.period).slice(0, 10));
    if (counts) add(counts, row.metric, row.count);
  }

  const items = new Map<number, UsageMetricCounts>();
  for (const row of byItem) {
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
  for (const row of byPublisherRows) {
    if (!publishers.has(row.publisherId)) publishers.set(row.publisherId, emptyCounts());
    add(publishers.get(row.publisherId)!, row.metric, row.count);
  }
  const names = await publisherNames(db, [...publishers.keys()]);
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
    excluded,
  };
}
