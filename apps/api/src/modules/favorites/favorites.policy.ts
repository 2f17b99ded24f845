import type { Principal } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';

/** Shown when a company session tries to mark a favorite: the reader then sends the user to sign in. */
export const COMPANY_CANNOT_FAVORITE = 'Company users must sign in as an individual to keep favorites';

/** Only a signed-in individual keeps favorites; company (and IP) sessions must sign in first. */
export function canKeepFavorites(principal: Principal): boolean {
  return principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL';
}

export function assertCanKeepFavorites(principal: Principal): asserts principal is Principal & { userId: number } {
  if (!canKeepFavorites(principal)) throw AppError.forbidden(COMPANY_CANNOT_FAVORITE);
}

/** The favorites list of a session: an individual's own; company and IP sessions have none. */
export function favoritesOwnerOf(principal: Principal): { tenantId: number; userId: number } | null {
  return canKeepFavorites(principal) ? { tenantId: principal.tenantId, userId: principal.userId! } : null;
}
