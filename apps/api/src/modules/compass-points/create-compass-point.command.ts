/**
 * Creating a compass point (POST api/v1/compasspoint), the whole write in one place: the fields the tenant requires,
 * the document the account must be entitled to, then in one transaction the compass point, its INSERT history row,
 * the COMPASS_POINT_CREATED audit event and the compassPoint.created webhook event, so none is kept without the
 * others. Answers the compass point as the caller sees it.
 */
import type { CompassPoint, CreateCompassPointPayload } from '@codex/domain';
import { compassPointAudits, compassPoints } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { emitCompassPointEvents } from './compass-point-events.js';
import { assertEntitled, auditValues, findForCaller, toAnswer, type CompassPointContext } from './compass-point-store.js';
import { requiredFieldErrors } from './compass-points.policy.js';

export async function createCompassPoint(context: CompassPointContext, payload: CreateCompassPointPayload): Promise<CompassPoint> {
  const { principal } = context;
  // Validation beyond the schema: the fields this tenant's compassPointSettings make required.
  const missing = requiredFieldErrors(context.config, payload);
  if (missing.length > 0) throw AppError.validation(missing.map((field) => ({ objectName: 'compassPoint', field, message: 'NotBlank' })));
  // Policy: only on a document the selected account is entitled to (the route's gate has checked who may use them).
  await assertEntitled(context, payload.contentID);

  const selectionText = payload.selectionMetadata.selectionText ?? payload.anchor?.quote?.exact ?? null;
  const id = await context.db.transaction(async (tx) => {
    const [point] = await tx
      .insert(compassPoints)
      .values({
        tenantId: principal.tenantId,
        accountId: principal.accountId,
        documentId: payload.contentID,
        name: payload.name,
        description: payload.description,
        overlayDetails: payload.overlayDetails,
        selectionData: payload.selectionData,
        selectionMetadata: { ...payload.selectionMetadata, selectionText, pageNumber: payload.selectionMetadata.pageNumber ?? payload.anchor?.page ?? null },
        anchor: payload.anchor ?? null,
        createdById: principal.userId,
        sourceCompassPointId: payload.selectionMetadata.sourceCompassPointId ?? null,
      })
      .returning();
    await tx.insert(compassPointAudits).values({ compassPointId: point.id, dbTransactionType: 'INSERT', previous: null, current: auditValues(point), userId: principal.userId });
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      principal: principal.login ?? 'anonymousUser',
      type: 'COMPASS_POINT_CREATED',
      data: { compassPointId: point.id, accountId: point.accountId, documentId: point.documentId, dbTransactionType: 'INSERT' },
      requestId: context.requestId,
    });
    await emitCompassPointEvents(tx, principal, 'compassPoint.created', [{ point }]);
    return point.id;
  });
  return toAnswer(context, await findForCaller(context, { id }));
}
