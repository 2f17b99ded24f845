import type { AccountSession } from '@codex/domain';

/**
 * The tenant's greeting followed by the name; signed out there is no name, and the greeting's closing comma (in any
 * script: , ، 、 ，) goes with it.
 */
export function greetingLine(greeting: string, name: string): string {
  if (name) return [greeting, name].filter(Boolean).join(' ');
  return greeting.replace(/\s*[,،、，]\s*$/u, '');
}

/** The greeting's name: the individual's first and last name, or the company's acronym or name. */
export function greetingName(account: AccountSession): string {
  if (account.userType === 'COMPANY') {
    const entitlement = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId) ?? account.cgEntitlements[0];
    return entitlement?.accountSetting.acronym || account.userAccounts[0]?.companyName || entitlement?.accountName || '';
  }
  const profile = account.userAccounts[0];
  return [account.firstName ?? profile?.firstName, account.lastName ?? profile?.lastName].filter(Boolean).join(' ');
}
