/** Who may do what with custom collections (issue 17 item 5; groups-sharing-session-shell.md section 2). */
import { access } from '../../lib/access-rules.js';
import type { Principal } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';

/** Shown to a session whose account does not have the customCollection flag. */
export const NOT_ENABLED = 'Custom collections are not enabled for this account';

/** The console: a signed-in account ADMIN (their selected account) or the OPERATOR (any account of the tenant). */
export const CURATORS = access.authority(['ADMIN', 'OPERATOR'], 'account');

/**
 * The accounts whose collections the caller curates: the operator every account of the tenant, an ADMIN the account
 * the session acts for (none until one is selected). Anything outside is a 404.
 */
export type CurationScope = { tenantId: number; accountId: number | 'all' | null };

export function curationScopeOf(principal: Principal): CurationScope {
  if (principal.authorities.includes('OPERATOR')) return { tenantId: principal.tenantId, accountId: 'all' };
  return { tenantId: principal.tenantId, accountId: principal.accountId };
}

/** True when the account is one the scope covers. */
export function coversAccount(scope: CurationScope, account: { tenantId: number; id: number }): boolean {
  if (account.tenantId !== scope.tenantId) return false;
  return scope.accountId === 'all' || scope.accountId === account.id;
}

/**
 * The reader's list: any session (individual, company or IP) acting for a selected account with the customCollection
 * flag; otherwise 403.
 */
export function assertMayReadCollections(principal: Principal, accountFlag: boolean | null): asserts principal is Principal & { accountId: number } {
  if (principal.accountId === null || accountFlag !== true) throw AppError.forbidden(NOT_ENABLED);
}
