import type { Principal } from '../../plugins/auth.js';

/** A signed-in user edits their own profile; an IP session has no user to edit. */
export function canEditOwnAccount(principal: Principal, targetUserId: number | undefined): boolean {
  if (principal.kind !== 'user' || principal.userId === null) return false;
  return targetUserId === undefined || targetUserId === principal.userId;
}
