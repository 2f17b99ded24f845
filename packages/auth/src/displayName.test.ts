import { describe, expect, it } from 'vitest';
import { displayName } from './displayName.js';

const base = { firstName: null, lastName: null, login: null, selectedAccountId: null, cgEntitlements: [] };
const account = (accountId: number, accountName: string) => ({ accountId, accountName, accountNumber: String(accountId), accountSetting: { acronym: null } });

describe('displayName', () => {
  it('uses the person\'s own name', () => {
    expect(displayName({ ...base, firstName: 'Ada', lastName: 'Lovelace', login: 'ada' })).toBe('Ada Lovelace');
  });

  it('falls back to the selected account for a company session', () => {
    expect(displayName({ ...base, selectedAccountId: 2, cgEntitlements: [account(1, 'First Co'), account(2, 'Analytical Engines Ltd')] })).toBe(
      'Analytical Engines Ltd',
    );
  });

  it('falls back to the login', () => {
    expect(displayName({ ...base, login: 'ada' })).toBe('ada');
  });
});
