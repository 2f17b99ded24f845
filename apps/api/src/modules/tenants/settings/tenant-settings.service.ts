import { eq, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { AdminTenant, AdminTenantSummary, TenantConfig } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { tenants } from '../../../db/schema/index.js';
import { recordAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';

type TenantRow = typeof tenants.$inferSelect;

const summaryOf = (row: TenantRow): AdminTenantSummary => ({
  code: row.code,
  tenantName: row.config.tenantName,
  hosts: row.hosts,
  updatedAt: row.updatedAt.toISOString(),
});

const recordOf = (row: TenantRow): AdminTenant => ({ ...summaryOf(row), config: row.config });

/** The tenants an operator manages: their own (by id), or all of them for a platform operator. */
export async function listTenantSettings(db: Db, which: number | 'all'): Promise<AdminTenantSummary[]> {
  const rows = await db
    .select()
    .from(tenants)
    .where(which === 'all' ? undefined : eq(tenants.id, which))
    .orderBy(tenants.code);
  return rows.map(summaryOf);
}

export async function getTenantSettings(db: Db, code: string): Promise<AdminTenant> {
  const [row] = await db.select().from(tenants).where(eq(tenants.code, code)).limit(1);
  if (!row) throw AppError.notFound(`Tenant ${code}`);
  return recordOf(row);
}

/** Top-level keys whose values differ, so the audit trail says what an edit touched. */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !isDeepStrictEqual(before[k], after[k])).sort();
}

export interface TenantSettingsContext {
  db: Db;
  /** The operator's tenant: the audit event goes to the trail the operator reads (and to the changed tenant's, when another). */
  actorTenantId: number;
  actorTenantCode: string;
  actor: string;
  requestId: string;
}

/** Replaces a tenant's configuration (already validated by the shared schema) and records what changed. */
export async function updateTenantSettings(context: TenantSettingsContext, code: string, config: TenantConfig): Promise<AdminTenant> {
  const { db } = context;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.code, code)).limit(1);
    if (!before) throw AppError.notFound(`Tenant ${code}`);
    const [after] = await tx
      .update(tenants)
      .set({ config, name: config.tenantName, updatedAt: sql`now()` })
      .where(eq(tenants.id, before.id))
      .returning();
    const changed = changedKeys(before.config, config);
    // Both trails: the operator's tenant (who did it) and, when it is another, the tenant that was changed.
    for (const tenantId of new Set([context.actorTenantId, before.id])) {
      await recordAudit(tx, {
        tenantId,
        principal: context.actor,
        type: 'TENANT_CONFIG_CHANGED',
        data: { tenant: code, changed, ...(tenantId !== context.actorTenantId ? { byTenant: context.actorTenantCode } : {}) },
        requestId: context.requestId,
      });
    }
    return recordOf(after);
  });
}
