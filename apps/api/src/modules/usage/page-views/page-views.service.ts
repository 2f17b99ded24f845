/** Reader page views per page type: counted as they come, read back per day or month for the tenant's operator. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PageType, PageViewCount, PageViewCounts } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { pageViewCounts } from '../../../db/schema/index.js';

/** Adds one view of a page type to today's (UTC) count of the tenant: one statement, so views at the same time all count. */
export async function recordPageView(db: Db, tenantId: number, pageType: PageType, now: Date = new Date()): Promise<void> {
  await db
    .insert(pageViewCounts)
    .values({ tenantId, viewDay: now.toISOString().slice(0, 10), pageType, count: 1 })
    .onConflictDoUpdate({ target: [pageViewCounts.tenantId, pageViewCounts.viewDay, pageViewCounts.pageType], set: { count: sql`${pageViewCounts.count} + 1` } });
}

export interface PageViewRange {
  startDate: string;
  endDate: string;
  granularity: 'day' | 'month';
}

/** The tenant's views per page type and period (day YYYY-MM-DD or month YYYY-MM), oldest period first, busiest page first. */
export async function pageViewCountsOf(db: Db, tenantId: number, range: PageViewRange): Promise<PageViewCounts> {
  const period = range.granularity === 'month' ? sql<string>`to_char(${pageViewCounts.viewDay}, 'YYYY-MM')` : sql<string>`to_char(${pageViewCounts.viewDay}, 'YYYY-MM-DD')`;
  const total = sql<number>`sum(${pageViewCounts.count})::int`;
  const rows = await db
    .select({ period, pageType: pageViewCounts.pageType, count: total })
    .from(pageViewCounts)
    .where(and(eq(pageViewCounts.tenantId, tenantId), gte(pageViewCounts.viewDay, range.startDate), lte(pageViewCounts.viewDay, range.endDate)))
    .groupBy(period, pageViewCounts.pageType)
    .orderBy(asc(period), sql`${total} desc`, asc(pageViewCounts.pageType));
  return { granularity: range.granularity, counts: rows.map((r) => ({ ...r, count: Number(r.count) }) as PageViewCount) };
}
