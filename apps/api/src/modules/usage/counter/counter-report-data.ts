import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { documents, publishers, usageCountsDatabaseMonthly, usageCountsItemMonthly } from '../../../db/schema/index.js';
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
 * Monthly sums per metric for an account, from the database roll-up. `by` names what is kept apart: nothing (the
 * platform) or the database (publisher). Items' counts: itemMonthlyCounts.
 */
export async function monthlyCounts(db: Db, scope: UsageScope, by: 'platform' | 'database'): Promise<MonthlyCount[]> {
  if (scope.metrics.length === 0) return [];
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

/** One item's counts of one metric: month (YYYY-MM) -> count, months without usage left out. */
export interface ItemMonthlyCounts {
  documentId: number;
  publisherId: number;
  metric: Metric;
  months: Record<string, number>;
}

/**
 * An account's monthly counts per item and metric (IR and TR), from the item roll-up (docs/adr/0070), sent by the
 * database as one JSON text: a year of a large account is tens of thousands of month rows, which cost more to read
 * row by row than to aggregate (docs/benchmarks.md, "TR").
 */
export async function itemMonthlyCounts(db: Db, scope: UsageScope): Promise<ItemMonthlyCounts[]> {
  if (scope.metrics.length === 0) return [];
  const metrics = sql.join(
    scope.metrics.map((m) => sql`${m}`),
    sql`, `,
  );
  const rows = await queryRows<{ items: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(document_id, publisher_id, metric, months)), '[]')::text as items
      from (select document_id, publisher_id, metric, json_object_agg(to_char(usage_month, 'YYYY-MM'), count) as months
              from ${usageCountsItemMonthly}
             where tenant_id = ${scope.tenantId} and account_id = ${scope.accountId}
               and usage_month >= ${scope.beginDate}::date and usage_month <= ${scope.endDate}::date and metric in (${metrics})
             group by 1, 2, 3) by_item`,
  );
  const items = JSON.parse(rows[0]?.items ?? '[]') as [number, number, Metric, Record<string, number>][];
  return items.map(([documentId, publisherId, metric, months]) => ({ documentId, publisherId, metric, months }));
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
