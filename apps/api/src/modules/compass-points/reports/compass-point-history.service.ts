/**
 * GET /api/v1/audits/compassPoint: every change of the selected account's compass points, newest (or oldest) first,
 * filtered by kind of change, document, who and when.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AccountChangeHistoryPage, CompassPointTransactionType } from '@codex/domain';
import { compassPointAudits, compassPoints, documents, users } from '../../../db/schema/index.js';
import { fullName, type CompassPointContext } from '../compass-point-store.js';
import { assertMayReviewAccount } from './compass-point-reports.policy.js';
import { endOf, startOf, type AccountHistoryQuery } from './compass-point-reports.schema.js';

/** LIKE pattern matching the text anywhere, with the caller's % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The account's compass points: the scope of every history and report query. */
export const ofAccount = (context: CompassPointContext): SQL =>
  and(eq(compassPoints.tenantId, context.principal.tenantId), eq(compassPoints.accountId, context.principal.accountId))!;

/**
 * The filters as conditions on the history rows and their compass points only: the documents and the people a
 * text filter names are looked up first (both small lookups), so the page and its count need no other join.
 */
function conditions(context: CompassPointContext, query: AccountHistoryQuery): SQL {
  const { db } = context;
  const where: SQL[] = [ofAccount(context)];
  if (query.dbTransactionType) where.push(eq(compassPointAudits.dbTransactionType, query.dbTransactionType));
  if (query.contentCode) {
    const pattern = containing(query.contentCode);
    const named = db.select({ id: documents.id }).from(documents).where(or(ilike(documents.contentCode, pattern), ilike(documents.designation, pattern)));
    where.push(inArray(compassPoints.documentId, named));
  }
  if (query.user) {
    const pattern = containing(query.user);
    const people = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern), ilike(users.email, pattern)));
    where.push(inArray(compassPointAudits.userId, people));
  }
  if (query.from) where.push(gte(compassPointAudits.createdAt, startOf(query.from)));
  if (query.to) where.push(lt(compassPointAudits.createdAt, endOf(query.to)));
  return and(...where)!;
}

/** One page of the account's change history (COMPASS_POINT_ADMIN and ADMIN). */
export async function accountChangeHistory(context: CompassPointContext, query: AccountHistoryQuery): Promise<AccountChangeHistoryPage> {
  assertMayReviewAccount(context.principal);
  const { db } = context;
  const where = conditions(context, query);
  const order = query.sort === 'createdDate-' ? [desc(compassPointAudits.createdAt), desc(compassPointAudits.id)] : [asc(compassPointAudits.createdAt), asc(compassPointAudits.id)];
  const history = () => db.select({ id: compassPointAudits.id }).from(compassPointAudits).innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId)).where(where);
  // The page's ids first, on the narrow rows; then everything shown of those few.
  const [pageIds, [{ total }]] = await Promise.all([
    history()
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
    db.select({ total: count() }).from(compassPointAudits).innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId)).where(where),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            audit: compassPointAudits,
            name: compassPoints.name,
            contentID: compassPoints.documentId,
            designation: documents.designation,
            contentCode: documents.contentCode,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(compassPointAudits)
          .innerJoin(compassPoints, eq(compassPoints.id, compassPointAudits.compassPointId))
          .innerJoin(documents, eq(documents.id, compassPoints.documentId))
          .leftJoin(users, eq(users.id, compassPointAudits.userId))
          .where(inArray(compassPointAudits.id, ids))
          .orderBy(...order);
  return {
    content: rows.map((row) => ({
      id: row.audit.id,
      dbTransactionType: row.audit.dbTransactionType as CompassPointTransactionType,
      transactionUserName: fullName(row.firstName, row.lastName),
      transactionUserEmail: row.email ?? '',
      createdDate: row.audit.createdAt.toISOString(),
      auditData: { current: row.audit.current, previous: row.audit.previous ?? null },
      compassPointID: row.audit.compassPointId,
      name: row.name,
      designation: row.designation,
      contentCode: row.contentCode,
      contentID: row.contentID,
    })),
    totalElements: total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
