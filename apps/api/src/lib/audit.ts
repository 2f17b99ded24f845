import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';

export type AuditType =
  | 'SIGN_IN_SUCCESS'
  | 'SIGN_IN_FAILURE'
  | 'SIGN_OUT'
  | 'ACCOUNT_SWITCH'
  | 'LICENSE_ACCEPTED'
  | 'LOGGER_LEVEL_CHANGED'
  | (string & {});

export interface AuditEntry {
  tenantId: number | null;
  /** Login of the acting user; 'anonymousUser' for IP sessions and unknown callers. */
  principal: string;
  type: AuditType;
  data?: Record<string, unknown>;
  requestId?: string | null;
}

/** Appends one event to the audit trail (read by GET management/audits). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: entry.tenantId,
    principal: entry.principal,
    type: entry.type,
    data: entry.data ?? {},
    requestId: entry.requestId ?? null,
  });
}
