import { access } from '../../../lib/access-rules.js';
import type { Principal } from '../../../plugins/auth.js';

/** Who may use the console's groups: a signed-in user with ADMIN in the account their session acts for. */
export const GROUP_ADMINS = access.authority(['ADMIN'], 'account');

/**
 * The groups an admin sees: every group of the account the session acts for, in the caller's tenant, whoever
 * created it. No account selected yet: none (accountId null). An ADMIN who is also the tenant's OPERATOR reaches
 * every account of the tenant ('all'): the list shows the account they pick (default their own), a group of any
 * account of the tenant opens and deletes; another tenant's is a 404 all the same.
 */
export type GroupScope = { tenantId: number; accountId: number | 'all' | null };

export function groupScopeOf(principal: Principal): GroupScope {
  if (principal.authorities.includes('OPERATOR')) return { tenantId: principal.tenantId, accountId: 'all' };
  return { tenantId: principal.tenantId, accountId: principal.accountId };
}
