import { z } from 'zod';
import { TenantConfig } from '@codex/domain';

export const TenantConfigForUi = TenantConfig.safeExtend({ code: z.string() });
