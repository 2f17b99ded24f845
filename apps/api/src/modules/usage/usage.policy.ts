import { access } from '../../lib/access-rules.js';
import type { Principal } from '../../plugins/auth.js';

/** Who manages an account's COUNTER API keys: a signed-in ADMIN, for the account their session acts for. */
export const API_KEY_MANAGERS = access.authority(['ADMIN'], 'account');

/** Who may have usage processed now: the OPERATOR of the host's tenant. */
export const USAGE_PROCESSING_OPERATORS = access.operator('tenant');

/** Who reads usage: ADMIN or REPORT_VIEW of the account the session acts for, the tenant's OPERATOR any account. */
export const USAGE_READERS = access.authority(['ADMIN', 'REPORT_VIEW', 'OPERATOR'], 'account');

/** Who reads an account's usage reports in the console: ADMIN or REPORT_VIEW, for the account their session acts for. */
export function canReadUsageReports(principal: Principal): boolean {
  return principal.kind === 'user' && principal.accountId !== null && (principal.authorities.includes('ADMIN') || principal.authorities.includes('REPORT_VIEW'));
}

/** Whose usage a caller may read: the account (tenant still to be checked), or why not. */
export type UsageAccountDecision = { kind: 'account'; accountId: number } | { kind: 'forbidden' } | { kind: 'notFound' };

/**
 * Whose usage a caller reads in the console and the embed call: the OPERATOR any account of the tenant (default: the
 * session's), an ADMIN or REPORT_VIEW only the account the session acts for (another account: 404, so its existence
 * is not told); anyone else is refused (403).
 */
export function usageAccountOf(principal: Principal, requested: number | undefined): UsageAccountDecision {
  if (principal.kind === 'user' && principal.authorities.includes('OPERATOR')) {
    const accountId = requested ?? principal.accountId;
    return accountId === null ? { kind: 'notFound' } : { kind: 'account', accountId };
  }
  if (!canReadUsageReports(principal)) return { kind: 'forbidden' };
  if (requested !== undefined && requested !== principal.accountId) return { kind: 'notFound' };
  return { kind: 'account', accountId: principal.accountId! };
}

/** Whether the caller picks among the tenant's accounts (the operator) rather than reading their own. */
export function picksAnyAccount(principal: Principal): boolean {
  return principal.kind === 'user' && principal.authorities.includes('OPERATOR');
}
