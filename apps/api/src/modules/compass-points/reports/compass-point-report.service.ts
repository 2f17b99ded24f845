/**
 * GET /api/v1/compasspoint/report: how the account's compass points changed over a range of days, by period, by
 * document and by user. Every count comes from the change history (one row per change, none for a repeated state),
 * so a compass point's being active at a moment is the sum of its INSERT and ACTIVATE (+1) and DEACTIVATE (-1) rows
 * up to then.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CompassPointActivity, CompassPointReport, CompassPointReportDocument, CompassPointReportUser } from '@codex/domain';
import { compassPointAudits, compassPoints, documents, users } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { fullName, type CompassPointContext } from '../compass-point-store.js';
import { ofAccount } from './compass-point-history.service.js';
import { assertMayReviewAccount } from './compass-point-reports.policy.js';
import { MAX_REPORT_PERIODS, type ReportQuery } from './compass-point-reports.schema.js';
import { countPeriods, dayOf, defaultRange, periodsOf } from './report-periods.js';

/** How many documents and users the report lists (the CSV export has them all). */
export const REPORT_TOP = 10;
const ALL_ROWS = 10_000;

const type = compassPointAudits.dbTransactionType;
const countOf = (...types: string[]) => sql<number>`count(*) filter (where ${inArray(type, types)})`.mapWith(Number);
const activity = {
  created: countOf('INSERT'),
  edited: countOf('UPDATE', 'UPDATE-SELECTION'),
  deactivated: countOf('DEACTIVATE'),
  reactivated: countOf('ACTIVATE'),
};
/** +1 for a compass point made or reactivated, -1 for one deactivated. */
const activeDelta = sql`case when ${type} in ('INSERT', 'ACTIVATE') then 1 when ${type} = 'DEACTIVATE' then -1 else 0 end`;
const countInRange = (start: Date, end: Date, ...types: string[]) =>
  sql<number>`count(*) filter (where ${and(inArray(type, types), gte(compassPointAudits.createdAt, start), lt(compassPointAudits.createdAt, end))})`.mapWith(Number);
const activityInRange = (start: Date, end: Date) => ({
  created: countInRange(start, end, 'INSERT'),
  edited: countInRange(start, end, 'UPDATE', 'UPDATE-SELECTION'),
  deactivated: countInRange(start, end, 'DEACTIVATE'),
  reactivated: countInRange(start, end, 'ACTIVATE'),
});

const busiest = <T extends CompassPointActivity & { active: number }>(a: T, b: T) =>
  b.created + b.edited + b.deactivated + b.reactivated - (a.created + a.edited + a.deactivated + a.reactivated) || b.active - a.active;

export interface ResolvedRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The range asked, or the 30 days up to today; a range too long for its interval is a field error. */
export function resolveRange(query: Pick<ReportQuery, 'from' | 'to' | 'interval'>, now: Date): ResolvedRange {
  const fallback = defaultRange(now);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  if (countPeriods(from, to, query.interval) > MAX_REPORT_PERIODS) {
    throw AppError.validation([{ objectName: 'query', field: 'interval', message: 'Max' }]);
  }
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
}

/** The compass points report of the caller's account (COMPASS_POINT_ADMIN and ADMIN). */
export async function compassPointReport(context: CompassPointContext, query: ReportQuery, now = new Date(), top = REPORT_TOP): Promise<CompassPointReport> {
  assertMayReviewAccount(context.principal);
  const range = resolveRange(query, now);
  const periods = periodsOf(range.from, range.to, query.interval);
  const [byPeriod, activeBefore, documentRows, userRows] = await Promise.all([
    activityByPeriod(context, range, query.interval),
    activeAt(context, range.start),
    byDocument(context, range, top),
    byUser(context, range, top),
  ]);
  let active = activeBefore;
  const totals = { created: 0, edited: 0, deactivated: 0, reactivated: 0, active: 0 };
  const rows = periods.map((period) => {
    const counts = byPeriod.get(period.key) ?? { created: 0, edited: 0, deactivated: 0, reactivated: 0, delta: 0 };
    active += counts.delta;
    totals.created += counts.created;
    totals.edited += counts.edited;
    totals.deactivated += counts.deactivated;
    totals.reactivated += counts.reactivated;
    return { start: period.start, end: period.end, created: counts.created, edited: counts.edited, deactivated: counts.deactivated, reactivated: counts.reactivated, active };
  });
  totals.active = active;
  return { from: range.from, to: range.to, interval: query.interval, totals, periods: rows, documents: documentRows, users: userRows };
}

async function activityByPeriod(context: CompassPointContext, range: ResolvedRange, interval: ReportQuery['interval']) {
  const key = sql<string>`to_char(date_trunc(${interval}, ${compassPointAudits.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await context.db
    .select({ key, ...activity, delta: sql<number>`coalesce(sum(${activeDelta}), 0)`.mapWith(Number) })
    .from(compassPointAudits)
    .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
    .where(and(ofAccount(context), gte(compassPointAudits.createdAt, range.start), lt(compassPointAudits.createdAt, range.end)))
    // By position: grouping by the expression again would bind the interval as a second parameter, which
    // PostgreSQL does not see as the same expression.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.key, row]));
}

/** How many of the account's compass points were active at `moment`. */
async function activeAt(context: CompassPointContext, moment: Date): Promise<number> {
  const [row] = await context.db
    .select({ active: sql<number>`coalesce(sum(${activeDelta}), 0)`.mapWith(Number) })
    .from(compassPointAudits)
    .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
    .where(and(ofAccount(context), lt(compassPointAudits.createdAt, moment)));
  return row?.active ?? 0;
}

/** Documents with changes in the range or active compass points at its end, busiest first. */
async function byDocument(context: CompassPointContext, range: ResolvedRange, top: number): Promise<CompassPointReportDocument[]> {
  const rows = await context.db
    .select({
      contentID: documents.id,
      contentCode: documents.contentCode,
      designation: documents.designation,
      ...activityInRange(range.start, range.end),
      active: sql<number>`coalesce(sum(${activeDelta}), 0)`.mapWith(Number),
    })
    .from(compassPointAudits)
    .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
    .innerJoin(documents, eq(documents.id, compassPoints.documentId))
    .where(and(ofAccount(context), lt(compassPointAudits.createdAt, range.end)))
    .groupBy(documents.id, documents.contentCode, documents.designation);
  return rows
    .filter((row) => row.created + row.edited + row.deactivated + row.reactivated + row.active > 0)
    .sort((a, b) => busiest(a, b) || a.designation.localeCompare(b.designation))
    .slice(0, top);
}

/** People who changed compass points in the range (what they did) or created ones active at its end, busiest first. */
async function byUser(context: CompassPointContext, range: ResolvedRange, top: number): Promise<CompassPointReportUser[]> {
  const [changes, created] = await Promise.all([
    context.db
      .select({ userId: compassPointAudits.userId, ...activity })
      .from(compassPointAudits)
      .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
      .where(and(ofAccount(context), gte(compassPointAudits.createdAt, range.start), lt(compassPointAudits.createdAt, range.end)))
      .groupBy(compassPointAudits.userId),
    context.db
      .select({ userId: compassPoints.createdById, active: sql<number>`coalesce(sum(${activeDelta}), 0)`.mapWith(Number) })
      .from(compassPointAudits)
      .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
      .where(and(ofAccount(context), lt(compassPointAudits.createdAt, range.end)))
      .groupBy(compassPoints.createdById),
  ]);
  const byId = new Map<number, CompassPointActivity & { active: number }>();
  for (const row of changes) {
    if (row.userId === null) continue;
    byId.set(row.userId, { created: row.created, edited: row.edited, deactivated: row.deactivated, reactivated: row.reactivated, active: 0 });
  }
  for (const row of created) {
    if (row.active <= 0) continue;
    const entry = byId.get(row.userId) ?? { created: 0, edited: 0, deactivated: 0, reactivated: 0, active: 0 };
    byId.set(row.userId, { ...entry, active: row.active });
  }
  const ids = [...byId.keys()];
  if (ids.length === 0) return [];
  const people = await context.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
  return people
    .map((person) => ({ userId: person.id, name: fullName(person.firstName, person.lastName), email: person.email, ...byId.get(person.id)! }))
    .sort((a, b) => busiest(a, b) || a.name.localeCompare(b.name))
    .slice(0, top);
}

/** Every document and user of the range, for the CSV export. */
export const compassPointReportInFull = (context: CompassPointContext, query: ReportQuery, now = new Date()) => compassPointReport(context, query, now, ALL_ROWS);
