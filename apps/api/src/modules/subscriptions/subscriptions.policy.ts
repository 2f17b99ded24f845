import type { Principal } from '../../plugins/auth.js';

/** Any session (signed-in or IP) may list its selected account's subscriptions; without an account there are none. */
export function subscriptionAccountOf(principal: Principal | null): number | null {
  return principal?.accountId ?? null;
}
