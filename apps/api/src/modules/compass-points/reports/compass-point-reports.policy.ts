/** Who may review the account's compass point history and report (issue 16 item 6). */
import { assertMayListAccount, type CompassPointUser } from '../compass-points.policy.js';

/**
 * The account's change history and report: its COMPASS_POINT_ADMIN (CP_ADMIN) and its ADMIN, the same people as
 * the account's compass point list; anyone else 403. Who may use compass points at all (individual, account flag)
 * is checked before, by the compass point context.
 */
export function assertMayReviewAccount(principal: CompassPointUser): void {
  assertMayListAccount(principal);
}
