import type { Principal } from '../../plugins/auth.js';

/** Only a signed-in user picks an account; an IP session is bound to the company that owns the address. */
export function canSwitchAccount(principal: Principal): boolean {
  return principal.kind === 'user';
}

/** A signed-in person accepts the license for the account the session acts for. */
export function canAcceptLicense(principal: Principal): boolean {
  return principal.kind === 'user';
}
