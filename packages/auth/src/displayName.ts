import type { AccountSession } from '@codex/domain';

/** The name to greet the user with: their own name, else the selected account's name, else the login. */
export function displayName(account: Pick<AccountSession, 'firstName' | 'lastName' | 'cgEntitlements' | 'selectedAccountId' | 'login'>): string {
  const own = [account.firstName, account.lastName].filter((part) => part && part.trim()).join(' ');
  if (own) return own;
  const selected = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId) ?? account.cgEntitlements[0];
  return selected?.accountName ?? account.login ?? '';
}
