/**
 * The compass point lists (spec sections 7 and 9): the caller's own (detail/page-view), the account's
 * (list-admin), a document's (page-view by contentID, list by contentCode), the settings, and the change history.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { isFeatureOn, type ChangeHistoryPage, type CompassPoint, type CompassPointListScope, type CompassPointPage } from '@codex/domain';
import { accounts, compassPointAudits, compassPoints, documents, users } from '../../db/schema/index.js';
import { adminFilterConditions, answerPage, countedRows, countedTotal, creatorsMatching, orderingOf, statusOf, type AdminListFilters, type ListStatus } from './compass-point-pages.js';
import { AppError } from '../../lib/errors.js';
import { assertEntitled, compassPointFlagsOf, findForCaller, fullName, selectAnswers, toAnswer, type CompassPointContext } from './compass-point-store.js';
import { assertMayListAccount, canSeeHistory, listCreatorOf, manageSettingOf, mayListAnyAccount } from './compass-points.policy.js';

export interface ListQuery {
  status: ListStatus;
  pageIndex: number;
  pageSize: number;
  sort?: string;
}

const ofAccount = (context: CompassPointContext, status: ListStatus) => and(eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.status, statusOf(status)));

/**
 * GET /api/v1/compasspoint/detail/page-view: the caller's own compass points in the selected account, or
 * (createdBy=everyone) every one of the account; each row's `edit` says whether the caller may change it.
 */
export async function myCompassPoints(context: CompassPointContext, query: ListQuery & { createdBy?: CompassPointListScope }): Promise<CompassPointPage> {
  const ordering = orderingOf(query.status, query.sort);
  const creator = listCreatorOf(context.principal, query.createdBy ?? 'me');
  return answerPage(context, {
    where: and(ofAccount(context, query.status), creator === undefined ? undefined : eq(compassPoints.createdById, creator)),
    ordering,
    offset: query.pageIndex * query.pageSize,
    pageSize: query.pageSize,
    total: await countedTotal(context, query.status, creator),
  });
}

/**
 * The context list-admin reads an account in: the session's own, or the account the tenant's OPERATOR picked
 * (accountId, any account of the tenant; docs/adr/0058). Anyone else naming another account, or an account of
 * another tenant or none, gets a 404.
 */
async function listedAccountContext(context: CompassPointContext, accountId: number | undefined): Promise<CompassPointContext> {
  const { principal } = context;
  if (accountId === undefined || accountId === principal.accountId) return context;
  if (mayListAnyAccount(principal)) {
    const [account] = await context.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.tenantId, principal.tenantId))).limit(1);
    if (account) return { ...context, principal: { ...principal, accountId: account.id } };
  }
  throw AppError.notFound(`Account ${accountId}`);
}

/**
 * GET /api/v1/compasspoint/list-admin: every compass point of the account (COMPASS_POINT_ADMIN, ADMIN), filtered;
 * the operator's pick of another account is read only (every row's edit false: its changes belong to that account).
 */
export async function accountCompassPoints(context: CompassPointContext, query: ListQuery & AdminListFilters & { accountId?: number }): Promise<CompassPointPage> {
  assertMayListAccount(context.principal);
  const listed = await listedAccountContext(context, query.accountId);
  const ordering = orderingOf(query.status, query.sort);
  const filters = adminFilterConditions(query);
  const creators = query.creator ? await creatorsMatching(listed, query.status, query.creator) : null;
  if (creators) filters.push(inArray(compassPoints.createdById, creators.length ? creators.map((c) => c.id) : [0]));
  const where = and(ofAccount(listed, query.status), ...filters);
  let total: number;
  if (creators?.length === 0) total = 0;
  // The creator alone: the per-creator counts give the total; any other filter counts the rows it keeps.
  else if (creators && filters.length === 1) total = creators.reduce((sum, c) => sum + c.total, 0);
  else total = filters.length === 0 ? await countedTotal(listed, query.status) : await countedRows(listed, where);
  const page = await answerPage(listed, { where, ordering, offset: query.pageIndex * query.pageSize, pageSize: query.pageSize, total });
  return listed === context ? page : { ...page, content: page.content.map((point) => ({ ...point, edit: false })) };
}

/** GET /api/v1/compasspoint/page-view?contentID: the account's compass points on one document; offset counts rows. */
export async function documentCompassPoints(context: CompassPointContext, documentId: number, query: Omit<ListQuery, 'pageIndex'> & { offset: number }): Promise<CompassPointPage> {
  await assertEntitled(context, documentId);
  const ordering = orderingOf(query.status, query.sort);
  const where = and(ofAccount(context, query.status), eq(compassPoints.documentId, documentId));
  return answerPage(context, { where, ordering, offset: query.offset, pageSize: query.pageSize, total: await countedRows(context, where) });
}

/** GET api/v1/compasspoint/list?contentCode: the active compass points the viewer highlights, in page order. */
export async function compassPointsOfDocument(context: CompassPointContext, contentCode: string): Promise<CompassPoint[]> {
  const [doc] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, contentCode)).limit(1);
  if (!doc) throw AppError.notFound(`Content ${contentCode}`);
  await assertEntitled(context, doc.id);
  const rows = await selectAnswers(context.db)
    .where(and(eq(compassPoints.tenantId, context.principal.tenantId), ofAccount(context, 'active'), eq(compassPoints.documentId, doc.id)))
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
