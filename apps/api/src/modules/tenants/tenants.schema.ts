import { z } from 'zod';
import { TenantConfig } from '@codex/domain';

export const TenantConfigForUi = TenantConfig.safeExtend({ code: z.string() });

/** GET api/tenant/getProgressiveProfilingUrl: where SSO individuals complete their profile, null when the tenant has no such page. */
export const ProgressiveProfilingUrl = z.object({ progressiveProfilingUrl: z.string().nullable() });
