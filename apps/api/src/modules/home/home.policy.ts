import type { Principal } from '../../plugins/auth.js';

/** Which "recently updated" a session sees: an individual's tracked and favorite documents, or a company account's catalogue. */
export type UpdatedScope = { kind: 'individual'; tenantId: number; userId: number } | { kind: 'company'; accountId: number | null };

export function updatedScopeOf(principal: Principal): UpdatedScope {
  if (principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL') {
    return { kind: 'individual', tenantId: principal.tenantId, userId: principal.userId };
  }
  return { kind: 'company', accountId: principal.accountId };
}

/** Recently accessed and shared lists belong to a signed-in user; an IP session has no user and no such lists. */
export function listOwnerOf(principal: Principal): { tenantId: number; userId: number } | null {
  return principal.kind === 'user' && principal.userId !== null ? { tenantId: principal.tenantId, userId: principal.userId } : null;
}
