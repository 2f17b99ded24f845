import type { Principal } from '../../plugins/auth.js';

/**
 * A tenant's configuration shapes the whole library of that tenant (features, sign-in, branding),
 * so only the platform's operator reads and edits it; an account's ADMIN does not.
 */
export function canManageTenants(principal: Principal): boolean {
  return principal.kind === 'user' && principal.authorities.includes('OPERATOR');
}
