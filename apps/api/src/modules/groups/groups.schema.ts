/** Request shapes of the groups routes beyond the contract in @codex/domain (queries and path parameters). */
import { z } from 'zod';
import { LIMITS } from '@codex/domain';

const id = z.coerce.number().int().positive();

export const GroupListQuery = z.object({ accountId: id });
export const GroupIdQuery = z.object({ groupId: id });
export const GroupIdParams = z.object({ id });
export const TypeAheadQuery = z.object({ size: z.coerce.number().int().min(1).max(LIMITS.memberSearchSize).default(LIMITS.memberSearchSize) });
export const EmailGroupAnswer = z.object({ recipients: z.number().int() });
