import type { Principal } from '../../plugins/auth.js';

/** Searching the tenant's catalogue is open to every session of the tenant (signed-in or IP). */
export function canSearch(principal: Principal | null): boolean {
  return principal !== null;
}

/** My-subscription search acts for the session's selected account; without one it finds nothing. */
export function subscriptionAccountOf(principal: Principal): number | null {
  return principal.accountId;
}
