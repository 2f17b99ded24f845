import { z } from 'zod';
import { ContentCode } from '@codex/domain';

export { ContentVerification } from '@codex/domain';

/** The html/{id} path takes a contentCode or a numeric contentId, as the reader has either at hand. */
export const ContentReferenceParams = z.object({ id: ContentCode }).strict();

export const DownloadQuery = z
  .object({
    contentCode: ContentCode,
    /** 'true' asks for the account's active compass points as highlight annotations in the file. */
    compassPoints: z.enum(['true', 'false']).optional(),
  })
  .strict();
