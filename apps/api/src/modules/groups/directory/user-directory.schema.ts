import { z } from 'zod';
import { LIMITS } from '@codex/domain';

/** ?pageIndex=1&pageSize=100: pages count from 1 (0 is read as the first page too). */
export const UserSearchQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.memberSearchSize).default(LIMITS.memberSearchSize),
});
