import type { Authority } from '@codex/domain';
import { access } from '../../lib/access-rules.js';
import type { Principal } from '../../plugins/auth.js';

/** Who may use the accounts console at all: an account's ADMIN or the platform's OPERATOR, signed in. */
export const ACCOUNT_ADMINS = access.authority(['ADMIN', 'OPERATOR'], 'account');

/**
 * What widens what an account may read (its subscriptions, its IP ranges) is the tenant operator's alone: an
 * account's ADMIN sees them but cannot change them (docs/adr/0042).
 */
export const LICENCE_MANAGERS = access.operator('account');

/**
 * Which accounts of the caller's tenant the caller administers: the OPERATOR all of them, an ADMIN
 * only the account the session acts for (none until one is selected). Other tenants' accounts are
 * never in scope: the service always filters on the caller's tenant as well.
 */
export type AccountScope = { tenantId: number; accountId: number | 'all' | null };

export function accountScopeOf(principal: Principal): AccountScope {
  if (principal.authorities.includes('OPERATOR')) return { tenantId: principal.tenantId, accountId: 'all' };
  return { tenantId: principal.tenantId, accountId: principal.accountId };
}

/** OPERATOR is the platform's own authority: only an operator hands it out or takes it away. */
export function canChangeAuthority(principal: Principal, authority: Authority): boolean {
  return authority !== 'OPERATOR' || principal.authorities.includes('OPERATOR');
}

/** Nobody removes their own ADMIN or OPERATOR here, so an account is never left without the admin who was editing it. */
export function removesOwnAdministration(principal: Principal, userId: number, before: Authority[], after: Authority[]): boolean {
  if (principal.userId !== userId) return false;
  return (['ADMIN', 'OPERATOR'] as const).some((a) => before.includes(a) && !after.includes(a));
}
