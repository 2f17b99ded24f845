import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documents, publishers, usageCounts, usageCountsDatabaseMonthly } from '../../../db/schema/index.js';
import type { Metric } from './counter-processing.js';

/** One account's summed counts per month, by what the report needs to tell apart. */
export interface MonthlyCount {
  month: string;
  metric: Metric;
  publisherId: number;
  documentId: number;
  count: number;
}

export interface UsageScope {
  tenantId: number;
  accountId: number;
  /** First and last day of the reporting period (YYYY-MM-DD). */
  beginDate: string;
  endDate: string;
  metrics: Metric[];
}

/**
 * Monthly sums per metric for an account. `by` names what is kept apart: nothing (the platform) or the database
 * (publisher), both from the database roll-up; or the item, from the daily counts (IR and TR).
 */
export async function monthlyCounts(db: Db, scope: UsageScope, by: 'platform' | 'database' | 'item'): Promise<MonthlyCount[]> {
  if (scope.metrics.length === 0) return [];
  if (by !== 'item') {
    const r = usageCountsDatabaseMonthly;
    const month = sql<string>`to_char(${r.usageMonth}, 'YYYY-MM')`;
    const where = and(eq(r.tenantId, scope.tenantId), eq(r.accountId, scope.accountId), gte(r.usageMonth, scope.beginDate), lte(r.usageMonth, scope.endDate), inArray(r.metric, scope.metrics));
    const count = sql<number>`sum(${r.count})::int`;
    if (by === 'platform') {
      const rows = await db.select({ month, metric: r.metric, count }).from(r).where(where).groupBy(month, r.metric);
      return rows.map((row) => ({ ...row, metric: row.metric as Metric, publisherId: 0, documentId: 0 }));
    }
    const rows = await db.select({ month, metric: r.metric, publisherId: r.publisherId, count: r.count }).from(r).where(where);
    return rows.map((row) => ({ ...row, metric: row.metric as Metric, documentId: 0 }));
  }
  const month = sql<string>`to_char(${usageCounts.usageDate}, 'YYYY-MM')`;
  const where = and(
    eq(usageCounts.accountId, scope.accountId),
    eq(usageCounts.tenantId, scope.tenantId),
    gte(usageCounts.usageDate, scope.beginDate),
    lte(usageCounts.usageDate, scope.endDate),
    inArray(usageCounts.metric, scope.metrics),
  );
  const count = sql<number>`sum(${usageCounts.count})::int`;
  const rows = await db
    .select({ month, metric: usageCounts.metric, publisherId: usageCounts.publisherId, documentId: usageCounts.documentId, count })
    .from(usageCounts)
    .where(where)
    .groupBy(month, usageCounts.metric, usageCounts.publisherId, usageCounts.documentId);
  return rows.map((r) => ({ ...r, metric: r.metric as Metric }));
}

export interface ItemMetadata {
  id: number;
  contentCode: string;
  designation: string;
  title: string;
  family: string | null;
  publisherId: number;
  publisherName: string;
  publisherCode: string;
  doi: string | null;
  sourceUrl: string | null;
  publishedDate: string | null;
  authors: string[];
}

export async function itemMetadata(db: Db, ids: number[]): Promise<Map<number, ItemMetadata>> {
  const found = new Map<number, ItemMetadata>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({
        id: documents.id,
        contentCode: documents.contentCode,
        designation: documents.designation,
        title: documents.title,
        family: documents.family,
        publisherId: documents.publisherId,
        publisherName: publishers.name,
        publisherCode: publishers.code,
        doi: documents.doi,
        sourceUrl: documents.sourceUrl,
        publishedDate: documents.publishedDate,
        authors: documents.authors,
      })
      .from(documents)
      .innerJoin(publishers, eq(publishers.id, documents.publisherId))
      .where(inArray(documents.id, ids.slice(i, i + 5000)));
    for (const r of rows) found.set(r.id, { ...r, publishedDate: r.publishedDate ? String(r.publishedDate) : null });
  }
  return found;
}

export async function publisherNames(db: Db, ids: number[]): Promise<Map<number, { name: string; code: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: publishers.id, name: publishers.name, code: publishers.code }).from(publishers).where(inArray(publishers.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code }]));
}

/** The first and last month with counts for an account (YYYY-MM), or null when it has none. */
export async function monthsWithUsage(db: Db, tenantId: number, accountId: number): Promise<{ first: string; last: string } | null> {
  const [row] = await db
    .select({
      first: sql<string | null>`to_char(min(${usageCountsDatabaseMonthly.usageMonth}), 'YYYY-MM')`,
      last: sql<string | null>`to_char(max(${usageCountsDatabaseMonthly.usageMonth}), 'YYYY-MM')`,
    })
    .from(usageCountsDatabaseMonthly)
    .where(and(eq(usageCountsDatabaseMonthly.tenantId, tenantId), eq(usageCountsDatabaseMonthly.accountId, accountId)));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}
