/**
 * What the compass point services share: the request context, loading a compass point with its document and
 * people, the answer's shape, and the history row plus audit event every change writes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompassPoint, CompassPointTransactionType, TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, auditEvents, compassPointAudits, compassPoints, documents, publishers, users, type CompassPointAuditValues } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { cacheTag, type HotCache } from '../../lib/cache/index.js';
import { AppError } from '../../lib/errors.js';
import { canReadContent, currentSubscriptions } from '../documents/index.js';
import type { Principal } from '../../plugins/auth.js';
import { emitCompassPointEvents, type CompassPointEventType } from './compass-point-events.js';
import { assertMayUseCompassPoints, canManage, isVisible, rowMenuSettingOf, NOT_ENTITLED_TO_DOCUMENT, type CompassPointUser } from './compass-points.policy.js';

export type CompassPointRow = typeof compassPoints.$inferSelect;

export interface CompassPointContext {
  db: Db;
  principal: CompassPointUser;
  config: Pick<TenantConfig, 'compassPointSettings' | 'publisherCodes' | 'features'>;
  requestId: string;
}

/** Checks the caller may use compass points at all (401 / 403 of spec section 8) and builds the context. */
export async function compassPointContext(db: Db, principal: Principal, config: CompassPointContext['config'], requestId: string): Promise<CompassPointContext> {
  let flag: boolean | null = null;
  if (principal.accountId !== null) {
    const [row] = await db
      .select({ flag: accounts.compassPointFlag })
      .from(accounts)
      .where(and(eq(accounts.id, principal.accountId), eq(accounts.tenantId, principal.tenantId)))
      .limit(1);
    flag = row?.flag ?? null;
  }
  assertMayUseCompassPoints(principal, flag);
  return { db, principal, config, requestId };
}

export const creator = alias(users, 'creator');
export const deactivator = alias(users, 'deactivator');

/** The columns every compass point answer is made of. */
export const answerColumns = {
  point: compassPoints,
  designation: documents.designation,
  designationNo: documents.designationNo,
  contentCode: documents.contentCode,
  contentStatus: documents.status,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  creatorEmail: creator.email,
  deletedByEmail: deactivator.email,
};

export interface AnswerRow {
  point: CompassPointRow;
  designation: string;
  designationNo: string;
  contentCode: string;
  contentStatus: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string;
  deletedByEmail: string | null;
}

/** The select every answer starts from: the compass point with its document, creator and deactivator. */
export function selectAnswers(db: Db) {
  return db
    .select(answerColumns)
    .from(compassPoints)
    .innerJoin(documents, eq(documents.id, compassPoints.documentId))
    .innerJoin(creator, eq(creator.id, compassPoints.createdById))
    .leftJoin(deactivator, eq(deactivator.id, compassPoints.deactivatedById));
}

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The spec's Compass point (section 3); `edit` says whether the caller may use the row actions. */
export function toAnswer(context: CompassPointContext, row: AnswerRow): CompassPoint {
  const p = row.point;
  return {
    compassPointID: p.id,
    compassPointUUID: p.uuid,
    name: p.name,
    description: p.description,
    overlayDetails: p.overlayDetails,
    designation: row.designation,
    contentCode: row.contentCode,
    contentID: p.documentId,
    contentStatus: row.contentStatus,
    status: p.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    selectionData: p.selectionData,
    selectionMetadata: p.selectionMetadata,
    anchor: p.anchor ?? null,
    createdById: p.createdById,
    createdDate: p.createdAt.toISOString(),
    createdUserName: fullName(row.creatorFirstName, row.creatorLastName),
    creatorEmail: row.creatorEmail,
    email: row.creatorEmail,
    deletedByEmail: p.status === 'INACTIVE' ? row.deletedByEmail : null,
    deletedDate: p.status === 'INACTIVE' && p.deactivatedAt ? p.deactivatedAt.toISOString() : null,
    edit: canManage(context.principal, p, rowMenuSettingOf(context.config)),
    pdfVersions: [{ contentCode: row.contentCode, designationNo: row.designationNo }],
  };
}

/** One compass point of the caller's tenant and account; any other is a 404. */
export async function findForCaller(context: CompassPointContext, where: { id: number } | { uuid: string }): Promise<AnswerRow> {
  const condition = 'id' in where ? eq(compassPoints.id, where.id) : eq(compassPoints.uuid, where.uuid);
  const [row] = await selectAnswers(context.db).where(condition).limit(1);
  if (!row || !isVisible(context.principal, row.point)) throw AppError.notFound(`Compass point ${'id' in where ? where.id : where.uuid}`);
  return row;
}

/** A document of the tenant's publishers; 404 otherwise. */
export async function documentForCaller(context: CompassPointContext, documentId: number) {
  const [row] = await context.db
    .select({ id: documents.id, contentCode: documents.contentCode, publisherId: documents.publisherId, category: documents.category, downloadable: documents.downloadable, publisherCode: publishers.code })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(documents.id, documentId))
    .limit(1);
  const offered = row && (context.config.publisherCodes.length === 0 || context.config.publisherCodes.includes(row.publisherCode));
  if (!row || !offered) throw AppError.notFound(`Content ${documentId}`);
  return row;
}

/** Compass points of a document are for the account's users entitled to it (403 'User is not entitled for the Document'). */
export async function assertEntitled(context: CompassPointContext, documentId: number) {
  const document = await documentForCaller(context, documentId);
  const subscriptions = await currentSubscriptions(context.db, context.principal.accountId);
  if (!canReadContent(context.principal, document, subscriptions)) throw AppError.forbidden(NOT_ENTITLED_TO_DOCUMENT);
  return document;
}

export function auditValues(point: CompassPointRow): CompassPointAuditValues {
  return {
    modifiedDate: point.updatedAt.toISOString(),
    name: point.name,
    description: point.description,
    overlayDetails: point.overlayDetails,
    selectionMetadata: point.selectionMetadata,
    status: point.status,
  };
}

const EVENT: Record<CompassPointTransactionType, string> = {
  INSERT: 'COMPASS_POINT_CREATED',
  UPDATE: 'COMPASS_POINT_UPDATED',
  'UPDATE-SELECTION': 'COMPASS_POINT_UPDATED',
  DEACTIVATE: 'COMPASS_POINT_DEACTIVATED',
  ACTIVATE: 'COMPASS_POINT_ACTIVATED',
};

/** What a history row says of where a new compass point came from (an import), beside its values. */
export type Provenance = Pick<CompassPointAuditValues, 'importedFrom'>;

/** Writes the history row and the audit event of one change, in the caller's transaction. */
export async function recordChange(
  tx: Db,
  context: CompassPointContext,
  type: CompassPointTransactionType | 'SHARED',
  previous: CompassPointRow | null,
  current: CompassPointRow,
  provenance: Provenance = {},
): Promise<void> {
  if (type !== 'SHARED') {
    await tx.insert(compassPointAudits).values({
      compassPointId: current.id,
      dbTransactionType: type,
      previous: previous ? auditValues(previous) : null,
      current: { ...auditValues(current), ...provenance },
      userId: context.principal.userId,
    });
  }
  await recordAudit(tx, {
    tenantId: context.principal.tenantId,
    principal: context.principal.login ?? 'anonymousUser',
    type: type === 'SHARED' ? 'COMPASS_POINT_SHARED' : EVENT[type],
    data: { compassPointId: current.id, accountId: current.accountId, documentId: current.documentId, dbTransactionType: type },
    requestId: context.requestId,
  });
  const hook = WEBHOOK_EVENT[type];
  if (hook) await emitCompassPointEvents(tx, context.principal, hook, [{ point: current }]);
}

/** The webhook event of each history change (activating again and sharing a link are not webhook events). */
const WEBHOOK_EVENT: Partial<Record<CompassPointTransactionType | 'SHARED', CompassPointEventType>> = {
  INSERT: 'compassPoint.created',
  UPDATE: 'compassPoint.edited',
  'UPDATE-SELECTION': 'compassPoint.edited',
  DEACTIVATE: 'compassPoint.deactivated',
};

/**
 * The INSERT history rows and audit events of compass points made in one go (a carry to the next edition), in
 * three statements in the caller's transaction; `carriedFrom` goes into each history row's current values.
 */
export async function recordInserts(
  tx: Db,
  context: CompassPointContext,
  made: { point: CompassPointRow; carriedFrom?: CompassPointAuditValues['carriedFrom'] }[],
  event = 'COMPASS_POINT_CREATED',
): Promise<void> {
  if (made.length === 0) return;
  await tx.insert(compassPointAudits).values(
    made.map(({ point, carriedFrom }) => ({
      compassPointId: point.id,
      dbTransactionType: 'INSERT',
      previous: null,
      current: { ...auditValues(point), ...(carriedFrom ? { carriedFrom } : {}) },
      userId: context.principal.userId,
    })),
  );
  await tx.insert(auditEvents).values(
    made.map(({ point }) => ({
      tenantId: context.principal.tenantId,
      principal: context.principal.login ?? 'anonymousUser',
      type: event,
      data: { compassPointId: point.id, accountId: point.accountId, documentId: point.documentId, dbTransactionType: 'INSERT', sourceCompassPointId: point.sourceCompassPointId },
      requestId: context.requestId,
    })),
  );
  await emitCompassPointEvents(
    tx,
    context.principal,
    event === 'COMPASS_POINT_CARRIED' ? 'compassPoint.carried' : 'compassPoint.created',
    made.map(({ point, carriedFrom }) => ({ point, carriedFrom: carriedFrom ? { contentCode: carriedFrom.contentCode, designation: carriedFrom.designation, compassPointId: carriedFrom.compassPointId } : undefined })),
  );
}

/** Whether the document has active and deactivated compass points in the caller's account (document metadata flags). */
export async function compassPointFlagsOf(db: Db, accountId: number, documentId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${compassPoints.status} = 'ACTIVE')`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${compassPoints.status} = 'INACTIVE')`.mapWith(Number),
    })
    .from(compassPoints)
    .where(and(eq(compassPoints.accountId, accountId), eq(compassPoints.documentId, documentId)));
  return { hasActivatedCompassPoint: (row?.active ?? 0) > 0, hasDeactivatedCompassPoint: (row?.inactive ?? 0) > 0 };
}

/** The compass points routes invalidate topic 'compass-points' of the account on every write; this bounds a write by another process. */
const FLAGS_TTL_MS = 30_000;

/** compassPointFlagsForViewer answered from memory until the account's compass points change (docs/adr/0036). */
export const cachedCompassPointFlagsForViewer = (cache: HotCache) => (db: Db, principal: Principal, documentId: number) => {
  const accountId = principal.accountId;
  if (principal.kind !== 'user' || principal.userType !== 'INDIVIDUAL' || accountId === null) return compassPointFlagsForViewer(db, principal, documentId);
  return cache.getOrLoad(`compass-point-flags:${accountId}:${documentId}`, { tags: [cacheTag('compass-points', accountId)], ttlMs: FLAGS_TTL_MS }, () =>
    compassPointFlagsOf(db, accountId, documentId),
  );
};

/** The document metadata's flags for a viewer: only individuals acting for an account have compass points. */
export async function compassPointFlagsForViewer(db: Db, principal: Principal, documentId: number) {
  if (principal.kind !== 'user' || principal.userType !== 'INDIVIDUAL' || principal.accountId === null) {
    return { hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false };
  }
  return compassPointFlagsOf(db, principal.accountId, documentId);
}
