import { z } from 'zod';

/**
 * Carrying compass points to the next edition of a document (issue 16 item 8, docs/adr/0026): GET and POST
 * /api/v1/compasspoint/carry. Each compass point is re-anchored in the new edition's text.
 */

const id = z.coerce.number().int().positive();

/** exact: same passage, same context; moved: same passage elsewhere; changed: the passage was reworded; not-found: listed, never dropped. */
export const CarryOutcome = z.enum(['exact', 'moved', 'changed', 'not-found']);
export type CarryOutcome = z.infer<typeof CarryOutcome>;

/** GET /api/v1/compasspoint/carry?contentID=<old edition>. */
export const CarryQuery = z.object({ contentID: id });

/** POST /api/v1/compasspoint/carry: all the caller may carry, or the ones named. */
export const CarryPayload = z
  .object({
    contentID: id,
    compassPointIDs: z.array(z.number().int().positive()).min(1).max(1000).optional(),
  })
  .strict();
export type CarryPayload = z.infer<typeof CarryPayload>;

export const CarryEdition = z.object({ contentID: z.number().int(), contentCode: z.string(), designation: z.string() });
export type CarryEdition = z.infer<typeof CarryEdition>;

/** One compass point of the old edition and where it lands in the new one. */
export const CarryPreviewItem = z.object({
  sourceId: z.number().int(),
  compassPointUUID: z.string(),
  name: z.string(),
  createdUserName: z.string(),
  outcome: CarryOutcome,
  /** The passage in the old edition. */
  oldText: z.string(),
  /** The passage found in the new edition; null when not found. */
  newText: z.string().nullable(),
  /** The new PDF page of the passage, when known. */
  newPage: z.number().int().nullable(),
  alreadyCarried: z.boolean(),
  /** The compass point an earlier carry made on the new edition. */
  carriedCompassPointID: z.number().int().nullable(),
  carriedCompassPointUUID: z.string().nullable(),
});
export type CarryPreviewItem = z.infer<typeof CarryPreviewItem>;

export const CarryPreview = z.object({
  source: CarryEdition,
  target: CarryEdition,
  compassPoints: z.array(CarryPreviewItem),
  /** How many can be carried now: found in the new edition and not carried yet. */
  carryable: z.number().int(),
});
export type CarryPreview = z.infer<typeof CarryPreview>;

/** What POST did for one compass point. */
export const CarryResultItem = z.object({
  sourceId: z.number().int(),
  outcome: CarryOutcome,
  /** carried: made now; already-carried: skipped, an earlier carry made it; not-found: left as it is. */
  result: z.enum(['carried', 'already-carried', 'not-found']),
  newCompassPointID: z.number().int().nullable(),
  newCompassPointUUID: z.string().nullable(),
  oldText: z.string(),
  newText: z.string().nullable(),
});
export type CarryResultItem = z.infer<typeof CarryResultItem>;

export const CarryAnswer = z.object({ source: CarryEdition, target: CarryEdition, results: z.array(CarryResultItem) });
export type CarryAnswer = z.infer<typeof CarryAnswer>;
