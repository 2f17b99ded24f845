import type { ShellConfig } from './shellContext.js';

/** The tenant's banner: when it shows, and how its closing is remembered. */

function startOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`).getTime() : new Date(date).getTime();
}
function endOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T23:59:59.999`).getTime() : new Date(date).getTime();
}

/** The banner shows while now lies between its start and end dates (both days included) and it was not closed this session. */
export function isBannerVisible(banner: ShellConfig['banner'], now: Date, dismissed: boolean): boolean {
  if (!banner || dismissed || !banner.text) return false;
  const time = now.getTime();
  return time >= startOf(banner['start-date']) && time <= endOf(banner['end-date']);
}

/** Session-storage key remembering that this banner text was closed. */
export const bannerDismissKey = (banner: NonNullable<ShellConfig['banner']>): string =>
  `codex.banner.dismissed.${banner['start-date']}.${banner.text.length}`;
