import type { ShellConfig, ShellSession } from './shellContext.js';

/** The tenant's banner: when it shows, and how its closing is remembered. */

function startOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`).getTime() : new Date(date).getTime();
}
function endOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T23:59:59.999`).getTime() : new Date(date).getTime();
}

/**
 * The session flag (groups-sharing-session-shell.md section 4, Banner; docs/adr/0049): an active session's showBanner,
 * which the selected account sets; a visitor without a session sees the tenant's announcements; while the session is
 * still being asked for, nothing shows, so a banner never flashes for a user whose flag keeps it away.
 */
export function bannerAllowedBy(session: ShellSession): boolean {
  if (session.status === 'loading') return false;
  if (session.status === 'active') return session.account?.showBanner !== false;
  return true;
}

/**
 * The banner shows while now lies between its start and end dates (both days included), the session flag allows it
 * and it was not closed this session.
 */
export function isBannerVisible(banner: ShellConfig['banner'], now: Date, dismissed: boolean, sessionAllows: boolean): boolean {
  if (!banner || dismissed || !banner.text || !sessionAllows) return false;
  const time = now.getTime();
  return time >= startOf(banner['start-date']) && time <= endOf(banner['end-date']);
}

/** Session-storage key remembering that this banner text was closed. */
export const bannerDismissKey = (banner: NonNullable<ShellConfig['banner']>): string =>
  `codex.banner.dismissed.${banner['start-date']}.${banner.text.length}`;
