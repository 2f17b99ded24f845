/**
 * Creating a compass point (POST api/v1/compasspoint), the whole write in one place: the fields the tenant requires,
 * the document the account must be entitled to, then in one transaction the compass point, its INSERT history row,
 * the COMPASS_POINT_CREATED audit event and the compassPoint.created webhook event, so none is kept without the
 * others. Answers the compass point as the caller sees it.
 */
import type { CompassPoint, CreateCompassPointPayload } from '@codex/domain';
import { compassPoints } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { assertEntitled, findForCaller, recordChange, toAnswer, type CompassPointContext, type Provenance } from './compass-point-store.js';
import { requiredFieldErrors } from './compass-points.policy.js';

/** `provenance` goes into the INSERT history row (an import says which annotation it came from, docs/adr/0061). */
export async function createCompassPoint(context: CompassPointContext, payload: CreateCompassPointPayload, provenance: Provenance = {}): Promise<CompassPoint> {
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
    // The INSERT history row, COMPASS_POINT_CREATED and compassPoint.created: the store's one way to record a change.
    await recordChange(tx, context, 'INSERT', null, point, provenance);
    return point.id;
  });
  return toAnswer(context, await findForCaller(context, { id }));
}
