import type { Principal } from '../../plugins/auth.js';

/** Any session (signed-in or IP) may list its selected account's subscriptions; without an account there are none. */
export function subscriptionAccountOf(principal: Principal | null): number | null {
  return principal?.accountId ?? null;
}

/**
 * The e-learning entitlement is checked only for individuals (spec: "opens the provider's entitlement check only for
 * individuals; others get an access modal"): a COMPANY session signs in as a person first.
 */
export function mayCheckElpEntitlement(principal: Principal | null): boolean {
  return principal?.kind === 'user' && principal.userType !== 'COMPANY';
}
