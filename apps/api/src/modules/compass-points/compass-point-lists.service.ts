/**
 * The compass point lists (spec sections 7 and 9): the caller's own (detail/page-view), the account's
 * (list-admin), a document's (page-view by contentID, list by contentCode), the settings, and the change history.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { isFeatureOn, type ChangeHistoryPage, type CompassPoint, type CompassPointPage } from '@codex/domain';
import { compassPointAudits, compassPoints, documents, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  assertEntitled,
  compassPointFlagsOf,
  creator,
  deactivator,
  findForCaller,
  fullName,
  selectAnswers,
  toAnswer,
  type CompassPointContext,
} from './compass-point-store.js';
import { assertMayListAccount, canSeeHistory, manageSettingOf } from './compass-points.policy.js';

export interface ListQuery {
  status: 'active' | 'inactive';
  pageIndex: number;
  pageSize: number;
  sort?: string;
}

const SORT_COLUMNS = {
  designation: documents.designation,
  contentStatus: documents.status,
  name: compassPoints.name,
  email: creator.email,
  createdDate: compassPoints.createdAt,
  deletedByEmail: deactivator.email,
  deletedDate: compassPoints.deactivatedAt,
  deactivatedDate: compassPoints.deactivatedAt,
} as const;

/** 'createdDate-' is descending, 'name' or 'name+' ascending; the default follows the status (section 4). */
export function orderOf(status: ListQuery['status'], sort: string | undefined): SQL[] {
  const fallback = status === 'inactive' ? 'deactivatedDate-' : 'createdDate-';
  const value = sort && sort.length > 0 ? sort : fallback;
  const descending = value.endsWith('-');
  const field = value.replace(/[-+]$/, '') as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field];
  if (!column) throw AppError.validation([{ objectName: 'query', field: 'sort', message: 'Pattern' }]);
  return [descending ? desc(column) : asc(column), descending ? desc(compassPoints.id) : asc(compassPoints.id)];
}

const statusOf = (status: ListQuery['status']) => (status === 'inactive' ? 'INACTIVE' : 'ACTIVE');

async function page(context: CompassPointContext, where: SQL | undefined, query: ListQuery): Promise<CompassPointPage> {
  const { db } = context;
  const [rows, [{ total }]] = await Promise.all([
    selectAnswers(db)
      .where(where)
      .orderBy(...orderOf(query.status, query.sort))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
    db
      .select({ total: count() })
      .from(compassPoints)
      .innerJoin(documents, eq(documents.id, compassPoints.documentId))
      .innerJoin(creator, eq(creator.id, compassPoints.createdById))
      .where(where),
  ]);
  return { content: rows.map((r) => toAnswer(context, r)), totalElements: total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

const ofAccount = (context: CompassPointContext, status: ListQuery['status']) =>
  and(eq(compassPoints.tenantId, context.principal.tenantId), eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.status, statusOf(status)));

/** GET /api/v1/compasspoint/detail/page-view: the caller's own compass points in the selected account. */
export function myCompassPoints(context: CompassPointContext, query: ListQuery): Promise<CompassPointPage> {
  return page(context, and(ofAccount(context, query.status), eq(compassPoints.createdById, context.principal.userId)), query);
}

export interface AdminListFilters {
  document?: string;
  creator?: string;
  from?: string;
  to?: string;
}

/** ILIKE '%text%' with the user's %, _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 86_400_000;

/** The list-admin filters as conditions: substrings case-insensitive, days inclusive (UTC). */
export function adminFilterConditions(filters: AdminListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.document) {
    const pattern = containing(filters.document);
    conditions.push(or(ilike(documents.designation, pattern), ilike(documents.contentCode, pattern))!);
  }
  if (filters.creator) {
    const pattern = containing(filters.creator);
    conditions.push(or(ilike(sql`coalesce(${creator.firstName}, '') || ' ' || coalesce(${creator.lastName}, '')`, pattern), ilike(creator.email, pattern))!);
  }
  if (filters.from) conditions.push(gte(compassPoints.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(compassPoints.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  return conditions;
}

/** GET /api/v1/compasspoint/list-admin: every compass point of the account (COMPASS_POINT_ADMIN, ADMIN), filtered. */
export function accountCompassPoints(context: CompassPointContext, query: ListQuery & AdminListFilters): Promise<CompassPointPage> {
  assertMayListAccount(context.principal);
  return page(context, and(ofAccount(context, query.status), ...adminFilterConditions(query)), query);
}

/** GET /api/v1/compasspoint/page-view?contentID: the account's compass points on one document; offset counts rows. */
export async function documentCompassPoints(context: CompassPointContext, documentId: number, query: Omit<ListQuery, 'pageIndex'> & { offset: number }): Promise<CompassPointPage> {
  await assertEntitled(context, documentId);
  const where = and(ofAccount(context, query.status), eq(compassPoints.documentId, documentId));
  const [rows, [{ total }]] = await Promise.all([
    selectAnswers(context.db)
      .where(where)
      .orderBy(...orderOf(query.status, query.sort))
      .limit(query.pageSize)
      .offset(query.offset),
    context.db.select({ total: count() }).from(compassPoints).where(where),
  ]);
  return { content: rows.map((r) => toAnswer(context, r)), totalElements: total, pageIndex: Math.floor(query.offset / query.pageSize), pageSize: query.pageSize };
}

/** GET api/v1/compasspoint/list?contentCode: the active compass points the viewer highlights, in page order. */
export async function compassPointsOfDocument(context: CompassPointContext, contentCode: string): Promise<CompassPoint[]> {
  const [doc] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, contentCode)).limit(1);
  if (!doc) throw AppError.notFound(`Content ${contentCode}`);
  await assertEntitled(context, doc.id);
  const rows = await selectAnswers(context.db)
    .where(and(ofAccount(context, 'active'), eq(compassPoints.documentId, doc.id)))
    .orderBy(asc(compassPoints.createdAt), asc(compassPoints.id));
  return rows.map((r) => toAnswer(context, r));
}

/** GET /api/v1/compasspoint/settings?contentID: the tenant's settings (enabled: feature enable_compass_points, the row menu) and the document's flags for the account. */
export async function compassPointSettingsFor(context: CompassPointContext, documentId: number) {
  await assertEntitled(context, documentId);
  const settings = context.config.compassPointSettings;
  return {
    enabled: isFeatureOn(context.config, 'enable_compass_points'),
    compassPointSettings: settings,
    pdfViewSetting: { manage: manageSettingOf(context.config) },
    showAuditHistory: settings.showAuditHistory,
    ...(await compassPointFlagsOf(context.db, context.principal.accountId, documentId)),
  };
}

export interface HistoryQuery {
  pageIndex: number;
  pageSize: number;
  sort: 'createdDate-' | 'createdDate+' | 'createdDate';
}

/** GET /api/v1/audits/compassPoint/{id}/all: the creator and COMPASS_POINT_ADMIN, when the tenant shows history. */
export async function compassPointHistory(context: CompassPointContext, id: number, query: HistoryQuery): Promise<ChangeHistoryPage> {
  const { point } = await findForCaller(context, { id });
  if (!canSeeHistory(context.principal, point, context.config)) throw AppError.forbidden('Access is denied');
  const where = eq(compassPointAudits.compassPointId, id);
  const order = query.sort === 'createdDate-' ? [desc(compassPointAudits.createdAt), desc(compassPointAudits.id)] : [asc(compassPointAudits.createdAt), asc(compassPointAudits.id)];
  const rows = await context.db
    .select({ audit: compassPointAudits, firstName: users.firstName, lastName: users.lastName })
    .from(compassPointAudits)
    .leftJoin(users, eq(users.id, compassPointAudits.userId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [{ total }] = await context.db.select({ total: count() }).from(compassPointAudits).where(where);
  return {
    content: rows.map(({ audit, firstName, lastName }) => ({
      id: audit.id,
      dbTransactionType: audit.dbTransactionType as ChangeHistoryPage['content'][number]['dbTransactionType'],
      transactionUserName: fullName(firstName, lastName),
      createdDate: audit.createdAt.toISOString(),
      auditData: { current: audit.current, previous: audit.previous ?? null },
    })),
    totalElements: total,
    pageSize: query.pageSize,
  };
}
