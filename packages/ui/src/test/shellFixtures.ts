/** A signed-in session's account and a tenant's shell configuration as the shell rules' tests build them. */
import type { ShellAccount, ShellConfig, ShellSession } from '../shell/rules.js';

export const entitlement = (accountId: number) => ({ accountId, accountName: `Account ${accountId}`, accountNumber: String(100000 + accountId), accountSetting: { acronym: null } });

export function account(overrides: ShellAccount = {}): ShellAccount {
  return {
    authorities: [],
    userType: 'INDIVIDUAL',
    authType: 'PWD',
    cgEntitlements: [entitlement(1)],
    selectedAccountId: 1,
    customCollection: false,
    compassPointFlag: false,
    semanticSearchFlag: false,
    contentSecurity: { 'drm-view': 'N' },
    userMenuList: [],
    profileManagementUrl: null,
    ...overrides,
  };
}

export const active = (overrides: ShellAccount = {}, hasSignedIn = true): ShellSession => ({ status: 'active', account: account(overrides), hasSignedIn });

export function config(overrides: ShellConfig = {}): ShellConfig {
  return { kind: 'community', features: [], menu: [], helpMenu: [], externalLinks: [], 'search-types-configuration': [], userManagement: { enable: false }, ...overrides };
}
export const features = (...codes: string[]) => codes.map((code) => ({ code, enabled: true })) as ShellConfig['features'];

export const ids = (items: { id: string }[]) => items.map((item) => item.id);
