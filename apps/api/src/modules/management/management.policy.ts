import type { Principal } from '../../plugins/auth.js';

/**
 * The management endpoints show the whole server (its environment, its logs, every tenant's
 * traffic), so only the platform's operator uses them; an account's ADMIN does not.
 */
export function canManageServer(principal: Principal): boolean {
  return principal.kind === 'user' && principal.authorities.includes('OPERATOR');
}
