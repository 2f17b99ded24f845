import type { Principal } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/errors.js';

/** The spec's refusal text (groups-sharing-session-shell.md section 2). */
export const NOT_AUTHORIZED = 'You are not authorized to access this page.';

/** Who looks up colleagues: a signed-in individual acting for a selected account (group members and share recipients). */
export type DirectoryUser = Principal & { kind: 'user'; userId: number; accountId: number };

export function assertMaySearchUsers(principal: Principal): asserts principal is DirectoryUser {
  if (!(principal.kind === 'user' && principal.userId !== null && principal.userType === 'INDIVIDUAL' && principal.accountId !== null)) {
    throw AppError.forbidden(NOT_AUTHORIZED);
  }
}
