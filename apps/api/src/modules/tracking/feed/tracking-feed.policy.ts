/** Who may have a tracking feed: a signed-in person (tracking is per user; an IP session has no user). */
import type { Principal } from '../../../plugins/auth.js';

export function mayHaveTrackingFeed(principal: Principal): principal is Principal & { userId: number } {
  return principal.kind === 'user' && principal.userId !== null;
}
