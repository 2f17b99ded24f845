import type { Principal } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';

/** Shown when a company session tries to track: the reader then sends the user to sign in. */
export const COMPANY_CANNOT_TRACK = 'Company users must sign in as an individual to track documents';

/** Only a signed-in individual tracks documents; company (and IP) sessions must sign in first. */
export function canTrack(principal: Principal): boolean {
  return principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL';
}

/** Throws the 403 the reader turns into a forced sign-in. */
export function assertCanTrack(principal: Principal): asserts principal is Principal & { userId: number } {
  if (!canTrack(principal)) throw AppError.forbidden(COMPANY_CANNOT_TRACK);
}

/** The tracker lists of a session: an individual's own; company and IP sessions have none. */
export function trackerOf(principal: Principal): { tenantId: number; userId: number } | null {
  return canTrack(principal) ? { tenantId: principal.tenantId, userId: principal.userId! } : null;
}
