import { z } from 'zod';
import { TenantConfig } from './tenant-config.js';

/*
 * Shapes of the console's tenant settings calls (/api/admin/tenants). Field errors of a 400 use the dotted path of
 * the field (config.banner.text).
 */

// ------------------------------------------------------------------ tenant settings

export const TenantCodeParams = z.object({ code: z.string().min(1).max(64) });

/** GET /api/admin/tenants (OPERATOR) -> list. */
export const AdminTenantSummary = z.object({
  code: z.string(),
  tenantName: z.string(),
  hosts: z.array(z.string()),
  updatedAt: z.string().describe('ISO 8601'),
});
export type AdminTenantSummary = z.infer<typeof AdminTenantSummary>;

/** GET /api/admin/tenants/{code}; also the answer of the PUT. */
export const AdminTenant = AdminTenantSummary.extend({ config: TenantConfig });
export type AdminTenant = z.infer<typeof AdminTenant>;

/** PUT /api/admin/tenants/{code}: the whole configuration; nothing is saved when a field is wrong. */
export const UpdateTenantRequest = z.object({ config: TenantConfig }).strict();
export type UpdateTenantRequest = z.infer<typeof UpdateTenantRequest>;
