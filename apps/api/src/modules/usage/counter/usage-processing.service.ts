import { and, eq, gt, gte, inArray, lt, lte, max, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { publishers, tenants, usageCounts, usageEvents, usageProcessing } from '../../../db/schema/index.js';
import { DOUBLE_CLICK_MS } from './counter-processing.js';
import { insertCounts } from './usage-counting.js';
import { rebuildUsageRollups } from './usage-rollups.js';

const DAY_MS = 86_400_000;

export interface ProcessUsageOptions {
  defaultRetentionDays: number;
  now?: Date;
}

export interface ProcessUsageResult {
  tenants: number;
  days: number;
  events: number;
  pruned: number;
}

/** The databases a search covers: the tenant's publishers (all publishers when the tenant names none). */
async function searchedDatabasesOf(db: Db, publisherCodes: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(publisherCodes.length ? inArray(publishers.code, publisherCodes) : undefined)
    .orderBy(publishers.id);
  return rows.map((r) => r.id);
}

/** Days processed in one statement: a month's events are sorted and counted at once. */
const DAYS_PER_STATEMENT = 31;

/** Sorted days cut into runs of at most DAYS_PER_STATEMENT calendar days (each run is read as one range). */
function dayRuns(days: string[]): string[][] {
  const runs: string[][] = [];
  for (const d of [...days].sort()) {
    const run = runs[runs.length - 1];
    if (run && Date.parse(d) - Date.parse(run[0]) < DAYS_PER_STATEMENT * DAY_MS) run.push(d);
    else runs.push([d]);
  }
  return runs;
}

/**
 * Recounts days of one tenant from their raw events (replacing those days' counts, and through the roll-up
 * triggers the monthly roll-ups), so counting twice gives the same counts and a late event is counted by recounting
 * its day. Returns how many raw events the recounted days hold (with the 30 s after each run).
 */
export async function restateUsageDays(db: Db, tenantId: number, days: string[], searchedDatabases?: number[]): Promise<number> {
  const databases = searchedDatabases ?? (await searchedDatabasesOf(db, await tenantPublisherCodes(db, tenantId)));
  let events = 0;
  for (const run of dayRuns(days)) {
    const start = new Date(`${run[0]}T00:00:00.000Z`);
    const end = new Date(Date.parse(`${run[run.length - 1]}T00:00:00.000Z`) + DAY_MS + DOUBLE_CLICK_MS);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(usageEvents)
      .where(and(eq(usageEvents.tenantId, tenantId), gte(usageEvents.occurredAt, start), lte(usageEvents.occurredAt, end)));
    events += n;
    await db.transaction(async (tx) => {
      await tx.delete(usageCounts).where(and(eq(usageCounts.tenantId, tenantId), inArray(usageCounts.usageDate, run)));
      await insertCounts(tx, { tenantId, days: run, databases });
    });
  }
  return events;
}

/** Recounts one day of one tenant (see restateUsageDays). */
export async function restateUsageDay(db: Db, tenantId: number, usageDate: string, searchedDatabases?: number[]): Promise<number> {
  return restateUsageDays(db, tenantId, [usageDate], searchedDatabases);
}

async function tenantPublisherCodes(db: Db, tenantId: number): Promise<string[]> {
  const [row] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.config.publisherCodes ?? [];
}

/** Recounts every day of a month (YYYY-MM) of one tenant from the raw events still kept. */
export async function restateUsageMonth(db: Db, tenantId: number, month: string): Promise<number> {
  const databases = await searchedDatabasesOf(db, await tenantPublisherCodes(db, tenantId));
  const first = new Date(`${month}-01T00:00:00.000Z`);
  const days: string[] = [];
  for (let d = first; d.getUTCMonth() === first.getUTCMonth(); d = new Date(d.getTime() + DAY_MS)) days.push(d.toISOString().slice(0, 10));
  const events = await restateUsageDays(db, tenantId, days, databases);
  await rebuildUsageRollups(db, tenantId, month);
  return events;
}

/**
 * Incremental COUNTER processing: for each tenant, the days that have events newer than the watermark (and the
 * day before, when an event falls in the first 30 s of its day) are recounted; the watermark moves to the newest
 * event seen; raw events older than the tenant's retention are removed once processed.
 */
export async function processUsage(db: Db, options: ProcessUsageOptions): Promise<ProcessUsageResult> {
  const now = options.now ?? new Date();
  const result: ProcessUsageResult = { tenants: 0, days: 0, events: 0, pruned: 0 };
  for (const tenant of await db.select({ id: tenants.id, config: tenants.config }).from(tenants)) {
    const [{ newest }] = await db.select({ newest: max(usageEvents.id) }).from(usageEvents).where(eq(usageEvents.tenantId, tenant.id));
    const [state] = await db.select({ lastEventId: usageProcessing.lastEventId }).from(usageProcessing).where(eq(usageProcessing.tenantId, tenant.id));
    const watermark = state?.lastEventId ?? 0;
    if (newest !== null && Number(newest) > watermark) {
      const upTo = Number(newest);
      const dayRows = await queryRows<{ day: string }>(
        db,
        sql`
        select distinct to_char(t.at, 'YYYY-MM-DD') as day from (
          select ${usageEvents.occurredAt} at time zone 'UTC' as at from ${usageEvents}
          where ${usageEvents.tenantId} = ${tenant.id} and ${usageEvents.id} > ${watermark} and ${usageEvents.id} <= ${upTo}
          union all
          select (${usageEvents.occurredAt} at time zone 'UTC') - interval '30 seconds' from ${usageEvents}
          where ${usageEvents.tenantId} = ${tenant.id} and ${usageEvents.id} > ${watermark} and ${usageEvents.id} <= ${upTo}
        ) t order by 1`,
      );
      const days = dayRows.map((r) => r.day);
      const databases = await searchedDatabasesOf(db, tenant.config.publisherCodes);
      result.events += await restateUsageDays(db, tenant.id, days, databases);
      result.days += days.length;
      result.tenants += 1;
    }
    // Every run brings the tenant's counts up to date, also one that found nothing new: its months are ready.
    const lastEventId = newest !== null ? Math.max(Number(newest), watermark) : watermark;
    await db
      .insert(usageProcessing)
      .values({ tenantId: tenant.id, lastEventId, processedAt: now })
      .onConflictDoUpdate({ target: usageProcessing.tenantId, set: { lastEventId, processedAt: now } });
    const retentionDays = tenant.config.usageRetentionDays ?? options.defaultRetentionDays;
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
    const processedUpTo = newest !== null ? Math.max(Number(newest), watermark) : watermark;
    const pruned = await db
      .delete(usageEvents)
      .where(and(eq(usageEvents.tenantId, tenant.id), lt(usageEvents.occurredAt, cutoff), lte(usageEvents.id, processedUpTo)))
      .returning({ id: usageEvents.id });
    result.pruned += pruned.length;
  }
  return result;
}

/** When counts were last brought up to date for a tenant (null: never), and whether raw events still wait. */
export async function processingState(db: Db, tenantId: number): Promise<{ processedAt: Date | null; waiting: boolean }> {
  const [state] = await db.select({ lastEventId: usageProcessing.lastEventId, processedAt: usageProcessing.processedAt }).from(usageProcessing).where(eq(usageProcessing.tenantId, tenantId));
  const [{ newest }] = await db.select({ newest: max(usageEvents.id) }).from(usageEvents).where(and(eq(usageEvents.tenantId, tenantId), gt(usageEvents.id, state?.lastEventId ?? 0)));
  return { processedAt: state?.processedAt ?? null, waiting: newest !== null };
}
