import { z } from 'zod';
import { LIMITS } from '@codex/domain';

export const ContentIdParams = z.object({ id: z.coerce.number().int().positive() });
/** An empty keyword answers the default list; otherwise more than 2 characters (spec section 5). */
export const ShareSearchQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(LIMITS.searchInput)
    .default('')
    .refine((k) => k.length === 0 || k.length > 2, { message: 'Size' }),
});
