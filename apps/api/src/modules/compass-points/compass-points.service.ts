/** One compass point: read, edit, deactivate, reactivate, share; each change with its history row (creating one: create-compass-point.command.ts). */
import { eq } from 'drizzle-orm';
import type { CompassPoint, SharedCompassPoint, UpdateCompassPointPayload } from '@codex/domain';
import { compassPoints } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  assertEntitled,
  findForCaller,
  recordChange,
  toAnswer,
  type CompassPointContext,
  type CompassPointRow,
} from './compass-point-store.js';
import { canEdit, canManage, rowMenuSettingOf, requiredFieldErrors } from './compass-points.policy.js';

const NOT_ALLOWED = 'You are not allowed to change this compass point';

function assertRequiredFields(context: CompassPointContext, values: { name: string; description: string; overlayDetails: string }) {
  const missing = requiredFieldErrors(context.config, values);
  if (missing.length > 0) throw AppError.validation(missing.map((field) => ({ objectName: 'compassPoint', field, message: 'NotBlank' })));
}

async function answerOf(context: CompassPointContext, id: number): Promise<CompassPoint> {
  return toAnswer(context, await findForCaller(context, { id }));
}

/** Loads a compass point the caller may change (404 when not theirs to see, 403 when the rules say no). */
async function manageable(context: CompassPointContext, id: number): Promise<CompassPointRow> {
  const { point } = await findForCaller(context, { id });
  if (!canManage(context.principal, point, rowMenuSettingOf(context.config))) throw AppError.forbidden(NOT_ALLOWED);
  return point;
}

/** JSON with keys in a fixed order: jsonb hands keys back in its own order, not the client's. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sameSelection = (a: CompassPointRow, payload: UpdateCompassPointPayload) =>
  (payload.selectionData === undefined || payload.selectionData === a.selectionData) &&
  (payload.anchor === undefined || canonical(payload.anchor) === canonical(a.anchor)) &&
  (payload.selectionMetadata?.selectionText === undefined || payload.selectionMetadata.selectionText === a.selectionMetadata.selectionText);

/** PUT api/v1/compasspoint/{id}: only an active one; a changed highlight is UPDATE-SELECTION in the history. */
export async function updateCompassPoint(context: CompassPointContext, id: number, payload: UpdateCompassPointPayload): Promise<CompassPoint> {
  if (payload.id !== undefined && payload.id !== id) throw AppError.validation([{ objectName: 'compassPoint', field: 'id', message: 'Invalid' }]);
  const before = await manageable(context, id);
  if (!canEdit(context.principal, before, rowMenuSettingOf(context.config))) throw AppError.badRequest('compassPoint.notActive', 'A deactivated compass point cannot be edited', 'compassPoint');
  const values = { name: payload.name ?? before.name, description: payload.description ?? before.description, overlayDetails: payload.overlayDetails ?? before.overlayDetails };
  assertRequiredFields(context, values);
  const type = sameSelection(before, payload) ? 'UPDATE' : 'UPDATE-SELECTION';
  await context.db.transaction(async (tx) => {
    const [after] = await tx
      .update(compassPoints)
      .set({
        ...values,
        ...(payload.selectionData !== undefined ? { selectionData: payload.selectionData } : {}),
        ...(payload.selectionMetadata !== undefined ? { selectionMetadata: { ...before.selectionMetadata, ...payload.selectionMetadata } } : {}),
        ...(payload.anchor !== undefined ? { anchor: payload.anchor } : {}),
        updatedAt: new Date(),
      })
      .where(eq(compassPoints.id, id))
      .returning();
    await recordChange(tx, context, type, before, after);
  });
  return answerOf(context, id);
}

/** POST /api/v1/compasspoint/deactivate/{id} and activate/{id}. Repeating the current state changes nothing. */
export async function setCompassPointActive(context: CompassPointContext, id: number, active: boolean): Promise<CompassPoint> {
  const before = await manageable(context, id);
  const wanted = active ? 'ACTIVE' : 'INACTIVE';
  if (before.status !== wanted) {
    await context.db.transaction(async (tx) => {
      const now = new Date();
      const [after] = await tx
        .update(compassPoints)
        .set(active ? { status: wanted, updatedAt: now, deactivatedAt: null, deactivatedById: null } : { status: wanted, updatedAt: now, deactivatedAt: now, deactivatedById: context.principal.userId })
        .where(eq(compassPoints.id, id))
        .returning();
      await recordChange(tx, context, active ? 'ACTIVATE' : 'DEACTIVATE', before, after);
    });
  }
  return answerOf(context, id);
}

/** POST /api/v1/compasspoint/mark-shared: anyone who sees it may share its link; recorded as an audit event. */
export async function markShared(context: CompassPointContext, id: number): Promise<CompassPoint> {
  const { point } = await findForCaller(context, { id });
  await assertEntitled(context, point.documentId);
  await context.db.transaction(async (tx) => {
    const [after] = await tx.update(compassPoints).set({ sharedAt: new Date() }).where(eq(compassPoints.id, id)).returning();
    await recordChange(tx, context, 'SHARED', point, after);
  });
  return answerOf(context, id);
}

/** GET api/v1/compasspoint/{id}. */
export async function compassPointById(context: CompassPointContext, id: number): Promise<CompassPoint> {
  const row = await findForCaller(context, { id });
  await assertEntitled(context, row.point.documentId);
  return toAnswer(context, row);
}

/** GET /api/v1/compasspoint?compassPointUUID: the shared link; a deactivated one says so, who and when. */
export async function compassPointByUuid(context: CompassPointContext, uuid: string): Promise<SharedCompassPoint> {
  const row = await findForCaller(context, { uuid });
  await assertEntitled(context, row.point.documentId);
  const answer = toAnswer(context, row);
  return { ...answer, isDeleted: answer.status === 'INACTIVE' };
}

