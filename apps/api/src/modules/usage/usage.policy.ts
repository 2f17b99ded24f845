import type { Principal } from '../../plugins/auth.js';

/** Who manages an account's COUNTER API keys: a signed-in ADMIN, for the account their session acts for. */
export function canManageApiKeys(principal: Principal): boolean {
  return principal.kind === 'user' && principal.authorities.includes('ADMIN') && principal.accountId !== null;
}

/** Who reads an account's usage reports in the console: ADMIN or REPORT_VIEW, for the account their session acts for. */
export function canReadUsageReports(principal: Principal): boolean {
  return principal.kind === 'user' && principal.accountId !== null && (principal.authorities.includes('ADMIN') || principal.authorities.includes('REPORT_VIEW'));
}
