import type { Principal } from '../../plugins/auth.js';

/** The outbox and the catcher show every recipient's mail: the platform's operators only, as the other /management endpoints. */
export function canReadMail(principal: Principal): boolean {
  return principal.kind === 'user' && principal.authorities.includes('OPERATOR');
}

/** Preferences belong to a signed-in user; an IP session has nobody to write to. */
export function canChangeOwnPreferences(principal: Principal): boolean {
  return principal.kind === 'user' && principal.userId !== null;
}
