import type { ShellAccount } from './shellContext.js';

/** What the session leads to after GET api/account: profile, messages, switch account, or the app (spec section 6). */

/** Switching needs more than one entitlement and an auth type other than JWT or SSO. */
export function canSwitchAccount(account: ShellAccount): boolean {
  return (account.cgEntitlements?.length ?? 0) > 1 && account.authType !== 'JWT' && account.authType !== 'SSO';
}

export type SessionStep = 'progressiveProfiling' | 'noRoles' | 'noEntitlement' | 'switchAccount' | 'ready';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * An SSO individual whose provider told us no name, or whose entitlements hold no account the session
 * acts for, has not finished the organisation's profile: progressive profiling (or the sign-out message).
 */
export function needsProgressiveProfiling(account: ShellAccount): boolean {
  if (account.authType !== 'SSO' || account.userType !== 'INDIVIDUAL') return false;
  const withoutName = blank(account.firstName) && blank(account.lastName);
  const matching = (account.cgEntitlements ?? []).some((entitlement) => entitlement.accountId === account.selectedAccountId);
  return withoutName || !matching;
}

/**
 * After GET api/account, in this order: SSO individuals with an unfinished profile go to progressive
 * profiling; a user without roles (this model's authorities are optional extras, so the role is the
 * activated user itself) or without any entitlement gets the sign-out message; several entitlements
 * with none selected lead to the switch-account screen (not for JWT or SSO). The server selects a
 * single entitlement itself.
 */
export function sessionStep(account: ShellAccount): SessionStep {
  if (needsProgressiveProfiling(account)) return 'progressiveProfiling';
  if (account.activated === false) return 'noRoles';
  const entitlements = account.cgEntitlements ?? [];
  if (entitlements.length === 0) return 'noEntitlement';
  if (account.selectedAccountId == null && canSwitchAccount(account)) return 'switchAccount';
  return 'ready';
}

/** SSO and applet users confirm an info dialog before they are signed out. */
export const signOutNeedsConfirmation = (account: ShellAccount | null | undefined): boolean =>
  account?.authType === 'SSO' || account?.authType === 'APPLET';
