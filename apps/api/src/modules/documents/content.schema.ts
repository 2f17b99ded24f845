import { z } from 'zod';
import { ContentCode } from '@codex/domain';

/** The html/{id} path takes a contentCode or a numeric contentId, as the reader has either at hand. */
export const ContentReferenceParams = z.object({ id: ContentCode }).strict();

export const DownloadQuery = z
  .object({
    contentCode: ContentCode,
    /** Asks for the caller's compass points drawn into the file; accepted, and ignored until compass points exist. */
    compassPoints: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const ContentVerification = z.object({
  contentCode: z.string(),
  /** Same answer as the entitlementaccess header. */
  entitled: z.boolean(),
  /** Entitled, and the publisher lets the document be downloaded. */
  downloadable: z.boolean(),
  /** Renditions the document has: 'pdf', 'html'. */
  formats: z.array(z.enum(['pdf', 'html'])),
});
