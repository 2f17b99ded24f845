import { access } from '../../lib/access-rules.js';
import type { Principal } from '../../plugins/auth.js';

/** The outbox and the catcher show every recipient's mail: the tenant's operator, for that tenant's mail only. */
export const MAIL_READERS = access.operator('tenant');

/** Preferences belong to a signed-in user; an IP session has nobody to write to. */
export function canChangeOwnPreferences(principal: Principal): boolean {
  return principal.kind === 'user' && principal.userId !== null;
}
