/**
 * Pages of compass points at scale (docs/adr/0030): every sort on a column of compass_points with an index
 * (account, status, key, id), the page's ids picked from that index before the 10 answers are joined to their
 * document and people, totals from compass_point_counts, and deep pages read from the nearer end.
 */
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompassPointPage } from '@codex/domain';
import { compassPointCounts, compassPoints, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { selectAnswers, toAnswer, type CompassPointContext } from './compass-point-store.js';

export type ListStatus = 'active' | 'inactive';

const SORT_COLUMNS: Record<string, AnyColumn> = {
  designation: compassPoints.designation,
  contentStatus: compassPoints.contentStatus,
  name: compassPoints.name,
  email: compassPoints.creatorEmail,
  createdDate: compassPoints.createdAt,
  deletedByEmail: compassPoints.deactivatorEmail,
  deletedDate: compassPoints.deactivatedAt,
  deactivatedDate: compassPoints.deactivatedAt,
};

export interface Ordering {
  column: AnyColumn;
  descending: boolean;
}

/** 'createdDate-' is descending, 'name' or 'name+' ascending; the default follows the status (section 4). */
export function orderingOf(status: ListStatus, sort: string | undefined): Ordering {
  const fallback = status === 'inactive' ? 'deactivatedDate-' : 'createdDate-';
  const value = sort && sort.length > 0 ? sort : fallback;
  const column = SORT_COLUMNS[value.replace(/[-+]$/, '')];
  if (!column) throw AppError.validation([{ objectName: 'query', field: 'sort', message: 'Pattern' }]);
  return { column, descending: value.endsWith('-') };
}

/** ORDER BY the key, then id (the tie-breaker that makes the order total); `reversed` reads it from the other end. */
export function orderBy({ column, descending }: Ordering, reversed = false): SQL[] {
  const down = descending !== reversed;
  return down ? [desc(column), desc(compassPoints.id)] : [asc(column), asc(compassPoints.id)];
}

export const statusOf = (status: ListStatus) => (status === 'inactive' ? 'INACTIVE' : 'ACTIVE');

/** ILIKE '%text%' with the user's %, _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 86_400_000;

export interface AdminListFilters {
  document?: string;
  creator?: string;
  from?: string;
  to?: string;
}

/**
 * The list-admin filters but the creator as conditions on compass_points' own columns: the document a substring of
 * the designation or content code, case-insensitive (trigram indexes answer it); days inclusive (UTC).
 */
export function adminFilterConditions(filters: Omit<AdminListFilters, 'creator'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.document) {
    const pattern = containing(filters.document);
    conditions.push(or(ilike(compassPoints.designation, pattern), ilike(compassPoints.contentCode, pattern))!);
  }
  if (filters.from) conditions.push(gte(compassPoints.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(compassPoints.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  return conditions;
}

/**
 * The creator filter: the account's creators with compass points in the status whose full name or e-mail contains
 * the text (case-insensitive), and how many compass points each has there. A compass point's creator name and e-mail
 * are its creator's own, kept in step by trigger (migration 0011), so this is the filter on the rows' copies, read
 * from the per-creator counts instead of every row of the account.
 */
export async function creatorsMatching(context: CompassPointContext, status: ListStatus, text: string): Promise<{ id: number; total: number }[]> {
  const pattern = containing(text);
  const fullName = sql`concat_ws(' ', nullif(${users.firstName}, ''), nullif(${users.lastName}, ''))`;
  return context.db
    .select({ id: compassPointCounts.createdById, total: compassPointCounts.total })
    .from(compassPointCounts)
    .innerJoin(users, eq(users.id, compassPointCounts.createdById))
    .where(
      and(
        eq(compassPointCounts.accountId, context.principal.accountId),
        eq(compassPointCounts.status, statusOf(status)),
        gt(compassPointCounts.total, 0),
        or(ilike(fullName, pattern), ilike(users.email, pattern)),
      ),
    );
}

/** How many compass points the creator (or, without one, the whole account) has in a status: one small read. */
export async function countedTotal(context: CompassPointContext, status: ListStatus, createdById?: number): Promise<number> {
  const [row] = await context.db
    .select({ total: sql<number>`coalesce(sum(${compassPointCounts.total}), 0)`.mapWith(Number) })
    .from(compassPointCounts)
    .where(
      and(
        eq(compassPointCounts.accountId, context.principal.accountId),
        eq(compassPointCounts.status, statusOf(status)),
        createdById === undefined ? undefined : eq(compassPointCounts.createdById, createdById),
      ),
    );
  return row?.total ?? 0;
}

/** count(*) of a filtered set, for lists the counts table cannot answer. */
export async function countedRows(context: CompassPointContext, where: SQL | undefined): Promise<number> {
  const [row] = await context.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(compassPoints).where(where);
  return row?.total ?? 0;
}

export interface PageRequest {
  /** Conditions on compass_points alone (an index answers them); the caller's account is always one of them. */
  where: SQL | undefined;
  ordering: Ordering;
  offset: number;
  pageSize: number;
  total: number;
}

/**
 * One page of answers. A page past the end is empty without a query; a page in the second half is read from the
 * end in the reverse order (so the deepest page skips as few rows as the first); only the page's ids walk the
 * index, and only those rows are joined to their document and people.
 */
export async function answerPage(context: CompassPointContext, request: PageRequest): Promise<CompassPointPage> {
  const { where, ordering, offset, pageSize, total } = request;
  const answer = (content: CompassPointPage['content']) => ({ content, totalElements: total, pageIndex: Math.floor(offset / pageSize), pageSize });
  if (offset >= total) return answer([]);
  const limit = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - limit;
  const reversed = fromEnd < offset;
  const ids = context.db
    .select({ id: compassPoints.id })
    .from(compassPoints)
    .where(where)
    .orderBy(...orderBy(ordering, reversed))
    .limit(limit)
    .offset(reversed ? fromEnd : offset);
  const rows = await selectAnswers(context.db)
    .where(and(inArray(compassPoints.id, ids), eq(compassPoints.tenantId, context.principal.tenantId), eq(compassPoints.accountId, context.principal.accountId)))
    .orderBy(...orderBy(ordering));
  return answer(rows.map((row) => toAnswer(context, row)));
}
