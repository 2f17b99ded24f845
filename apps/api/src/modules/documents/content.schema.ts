import { z } from 'zod';
import { ContentCode } from '@codex/domain';

export { ContentVerification } from '@codex/domain';

/** The html/{id} path takes a contentCode or a numeric contentId, as the reader has either at hand. */
export const ContentReferenceParams = z.object({ id: ContentCode }).strict();

export const DownloadQuery = z
  .object({
    contentCode: ContentCode,
    /** Asks for the caller's compass points drawn into the file; accepted, and ignored until compass points exist. */
    compassPoints: z.enum(['true', 'false']).optional(),
  })
  .strict();
