import { z } from 'zod';

export { ContentTracking, FamilyQuery, PageQuery, TrackedDocumentList, TrackingRef, UpdateTrackingRequest } from '@codex/domain';
export { TrackDocumentQuery } from '@codex/domain';

export const TrackingIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
