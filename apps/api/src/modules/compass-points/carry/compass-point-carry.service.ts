/**
 * Carrying compass points to the next edition (issue 16 item 8, docs/adr/0026): the preview (GET) and the carry
 * (POST). A carried compass point is a new one on the new edition; its source stays as it is.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { toSelectionData } from '@codex/anchoring';
import type { CarryAnswer, CarryPayload, CarryPreview, CarryResultItem } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { compassPoints, users } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { canManage, manageSettingOf } from '../compass-points.policy.js';
import { fullName, recordInserts, type CompassPointContext, type CompassPointRow } from '../compass-point-store.js';
import { carryEditions, type CarryEditions } from './carry-editions.js';
import { planCarryCached, type CarryPlan } from './carry-plan.js';

export const NOT_ALLOWED_TO_CARRY = 'You are not allowed to carry this compass point';
export const CARRIED_EVENT = 'COMPASS_POINT_CARRIED';

/** Passages as a reader sees them: the RFC's line breaks and indentation as single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const mayCarry = (context: CompassPointContext, point: CompassPointRow) => point.status === 'ACTIVE' && canManage(context.principal, point, manageSettingOf(context.config));

/** The account's active compass points on the document that the caller may carry, oldest first. */
async function carryablePoints(db: Db, context: CompassPointContext, documentId: number): Promise<CompassPointRow[]> {
  const rows = await db
    .select()
    .from(compassPoints)
    .where(and(eq(compassPoints.tenantId, context.principal.tenantId), eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.documentId, documentId), eq(compassPoints.status, 'ACTIVE')))
    .orderBy(asc(compassPoints.id));
  return rows.filter((row) => mayCarry(context, row));
}

/** Compass points earlier carries made on the new edition, by the id of their source. */
async function carriedBySource(db: Db, context: CompassPointContext, targetId: number, sourceIds: number[]) {
  const carried = new Map<number, { id: number; uuid: string }>();
  if (sourceIds.length === 0) return carried;
  const rows = await db
    .select({ id: compassPoints.id, uuid: compassPoints.uuid, sourceId: compassPoints.sourceCompassPointId })
    .from(compassPoints)
    .where(and(eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.documentId, targetId), isNotNull(compassPoints.sourceCompassPointId), inArray(compassPoints.sourceCompassPointId, sourceIds)))
    .orderBy(asc(compassPoints.id));
  for (const row of rows) if (row.sourceId !== null && !carried.has(row.sourceId)) carried.set(row.sourceId, { id: row.id, uuid: row.uuid });
  return carried;
}

async function creatorNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, fullName(r.firstName, r.lastName) || r.email]));
}

/** GET /api/v1/compasspoint/carry?contentID: the new edition and where each compass point the caller may carry lands. */
export async function previewCarry(context: CompassPointContext, documentId: number): Promise<CarryPreview> {
  const editions = await carryEditions(context, documentId);
  const points = await carryablePoints(context.db, context, documentId);
  const carried = await carriedBySource(context.db, context, editions.target.edition.contentID, points.map((p) => p.id));
  const names = await creatorNames(context.db, [...new Set(points.map((p) => p.createdById))]);
  const items = points.map((point) => {
    const plan = planCarryCached(editions, point);
    const earlier = carried.get(point.id) ?? null;
    return {
      sourceId: point.id,
      compassPointUUID: point.uuid,
      name: point.name,
      createdUserName: names.get(point.createdById) ?? '',
      outcome: plan.outcome,
      oldText: flat(plan.oldText),
      newText: plan.newText === null ? null : flat(plan.newText),
      newPage: plan.anchor?.page ?? null,
      alreadyCarried: earlier !== null,
      carriedCompassPointID: earlier?.id ?? null,
      carriedCompassPointUUID: earlier?.uuid ?? null,
    };
  });
  return {
    source: editions.source.edition,
    target: editions.target.edition,
    compassPoints: items,
    carryable: items.filter((i) => !i.alreadyCarried && i.outcome !== 'not-found').length,
  };
}

/** The compass points a POST names: each the caller's account's (404), on this document (400), active (400), theirs to carry (403). */
async function namedPoints(context: CompassPointContext, documentId: number, ids: number[]): Promise<CompassPointRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await context.db.select().from(compassPoints).where(inArray(compassPoints.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const points: CompassPointRow[] = [];
  for (const id of wanted) {
    const point = byId.get(id);
    if (!point || point.tenantId !== context.principal.tenantId || point.accountId !== context.principal.accountId) throw AppError.notFound(`Compass point ${id}`);
    if (point.documentId !== documentId) throw AppError.badRequest('compassPoint.notOnDocument', `Compass point ${id} is not on content ${documentId}`, 'compassPoint');
    if (point.status !== 'ACTIVE') throw AppError.badRequest('compassPoint.notActive', `Compass point ${id} is deactivated and cannot be carried`, 'compassPoint');
    if (!mayCarry(context, point)) throw AppError.forbidden(NOT_ALLOWED_TO_CARRY);
    points.push(point);
  }
  return points;
}

function newRow(context: CompassPointContext, editions: CarryEditions, plan: CarryPlan & { anchor: NonNullable<CarryPlan['anchor']> }): typeof compassPoints.$inferInsert {
  const { point, anchor } = plan;
  return {
    tenantId: context.principal.tenantId,
    accountId: context.principal.accountId,
    documentId: editions.target.edition.contentID,
    name: point.name,
    description: point.description,
    overlayDetails: point.overlayDetails,
    selectionData: toSelectionData(anchor.quote.exact),
    selectionMetadata: { pageNumber: anchor.page, selectionText: anchor.quote.exact, annotationID: randomUUID(), sourceCompassPointId: point.id },
    anchor,
    createdById: context.principal.userId,
    sourceCompassPointId: point.id,
  };
}

/**
 * POST /api/v1/compasspoint/carry: every compass point found in the new edition and not carried before becomes a new
 * compass point there, with its INSERT history row (carriedFrom) and a COMPASS_POINT_CARRIED audit event, in one
 * transaction. Not-found and already-carried ones are answered and left alone.
 */
export async function carryCompassPoints(context: CompassPointContext, payload: CarryPayload): Promise<CarryAnswer> {
  const editions = await carryEditions(context, payload.contentID);
  const points = payload.compassPointIDs ? await namedPoints(context, payload.contentID, payload.compassPointIDs) : await carryablePoints(context.db, context, payload.contentID);
  const plans = points.map((point) => planCarryCached(editions, point));
  const targetId = editions.target.edition.contentID;
  const results = await context.db.transaction(async (tx) => {
    // Lock the sources so two carries at once cannot both make a copy of one.
    if (points.length > 0) await tx.select({ id: compassPoints.id }).from(compassPoints).where(inArray(compassPoints.id, points.map((p) => p.id))).for('update');
    const carried = await carriedBySource(tx, context, targetId, points.map((p) => p.id));
    const toMake = plans.filter((plan): plan is CarryPlan & { anchor: NonNullable<CarryPlan['anchor']> } => plan.anchor !== null && !carried.has(plan.point.id));
    const made = toMake.length > 0 ? await tx.insert(compassPoints).values(toMake.map((plan) => newRow(context, editions, plan))).returning() : [];
    const carriedFrom = { contentCode: editions.source.edition.contentCode, designation: editions.source.edition.designation };
    await recordInserts(
      tx,
      context,
      made.map((point) => ({ point, carriedFrom: { compassPointId: point.sourceCompassPointId!, ...carriedFrom } })),
      CARRIED_EVENT,
    );
    const madeBySource = new Map(made.map((p) => [p.sourceCompassPointId!, p]));
    return plans.map((plan): CarryResultItem => {
      const base = { sourceId: plan.point.id, outcome: plan.outcome, oldText: flat(plan.oldText), newText: plan.newText === null ? null : flat(plan.newText) };
      const earlier = carried.get(plan.point.id);
      if (earlier) return { ...base, result: 'already-carried', newCompassPointID: earlier.id, newCompassPointUUID: earlier.uuid };
      const now = madeBySource.get(plan.point.id);
      if (now) return { ...base, result: 'carried', newCompassPointID: now.id, newCompassPointUUID: now.uuid };
      return { ...base, result: 'not-found', newCompassPointID: null, newCompassPointUUID: null };
    });
  });
  return { source: editions.source.edition, target: editions.target.edition, results };
}
