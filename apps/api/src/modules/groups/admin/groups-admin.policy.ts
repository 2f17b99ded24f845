import { access } from '../../../lib/access-rules.js';
import type { Principal } from '../../../plugins/auth.js';

/** Who may use the console's groups: a signed-in user with ADMIN in the account their session acts for. */
export const GROUP_ADMINS = access.authority(['ADMIN'], 'account');

/**
 * The groups an admin sees: every group of the account the session acts for, in the caller's tenant, whoever
 * created it. No account selected yet: none (accountId null). An OPERATOR is no wider here: groups are the
 * account's own business, so the operator sees the groups of the account they administer like anyone.
 */
export type GroupScope = { tenantId: number; accountId: number | null };

export function groupScopeOf(principal: Principal): GroupScope {
  return { tenantId: principal.tenantId, accountId: principal.accountId };
}
