/** The account in an administrator's scope, and what the account services share. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FieldError } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AccountScope } from './account-admin.policy.js';

export type AccountRow = typeof accounts.$inferSelect;

export interface AdminContext {
  db: Db;
  tenantId: number;
  /** Login of whoever acts, for the audit trail. */
  actor: string;
  requestId: string;
}

export const userTypeOf = (accountType: string) => (accountType === 'COMPANY' ? 'COMPANY' : 'INDIVIDUAL') as 'COMPANY' | 'INDIVIDUAL';

/** The accounts in scope, as a condition on the accounts table. */
export function scopeCondition(scope: AccountScope): SQL {
  const ofTenant = eq(accounts.tenantId, scope.tenantId);
  if (scope.accountId === 'all') return ofTenant;
  // An ADMIN without a selected account administers nothing yet.
  return and(ofTenant, eq(accounts.id, scope.accountId ?? -1))!;
}

/** The account when it is in the caller's scope; otherwise 404, whether it is another tenant's, another account or none. */
export async function accountInScope(db: Db, scope: AccountScope, id: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(scopeCondition(scope), eq(accounts.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(`Account ${id}`);
  return row;
}

/** A field error of the request body, as the error model's fieldErrors carry it. */
export const fieldError = (field: string, message: string): FieldError => ({ objectName: 'body', field, message });
