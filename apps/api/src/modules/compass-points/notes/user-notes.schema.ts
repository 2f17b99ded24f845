/** Request shapes of the user-notes routes beyond the contract in @codex/domain. */
import { z } from 'zod';

const id = z.coerce.number().int().positive();

export const ContentIdParams = z.object({ contentId: id });
export const DeleteNoteQuery = z.object({ annotationId: z.string().trim().min(1).max(255), contentId: id });
