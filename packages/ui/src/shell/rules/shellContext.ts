import type { AccountSession, Authority, FeatureCode, MenuName, TenantConfig } from '@codex/domain';

/** What every shell rule reads: the tenant's configuration and the session, and the conditions several rules share. */

/** The part of the tenant configuration the shell reads; optional so a partial config degrades to "hidden". */
export type ShellConfig = Partial<
  Pick<
    TenantConfig,
    | 'kind'
    | 'features'
    | 'menu'
    | 'helpMenu'
    | 'footer'
    | 'banner'
    | 'externalLinks'
    | 'search-types-configuration'
    | 'userManagement'
    | 'tracker-url'
    | 'eLearningUrl'
    | 'externalAccountUrl'
    | 'profileManagementUrl'
  >
>;

/** The account session fields the shell reads. */
export type ShellAccount = Partial<
  Pick<
    AccountSession,
    | 'authorities'
    | 'userType'
    | 'authType'
    | 'cgEntitlements'
    | 'selectedAccountId'
    | 'customCollection'
    | 'compassPointFlag'
    | 'semanticSearchFlag'
    | 'contentSecurity'
    | 'userMenuList'
    | 'profileManagementUrl'
    | 'firstName'
    | 'lastName'
    | 'activated'
    | 'showBanner'
  >
>;

export type SessionStatus = 'loading' | 'anonymous' | 'active' | 'failed';

export interface ShellSession {
  status: SessionStatus;
  /** Present when status is 'active'. */
  account?: ShellAccount | null;
  /** True when a person signed in; false for a company recognised by its network. */
  hasSignedIn?: boolean;
}

// Same rule as isFeatureOn in @codex/domain, kept here because importing it would pull zod and every tenant schema into the bundle.
export const featureOn = (config: ShellConfig, code: FeatureCode) => (config.features ?? []).some((feature) => feature.code === code && feature.enabled);
export const hasAuthority = (account: ShellAccount | null | undefined, ...wanted: Authority[]) =>
  wanted.some((authority) => (account?.authorities ?? []).includes(authority));
export const isCompany = (account: ShellAccount | null | undefined) => account?.userType === 'COMPANY';
export const isStandardsBody = (config: ShellConfig) => config.kind === 'standards-body';

/**
 * The user's menu list and the tenant's menu can each hide an item by its menu name; an item no list
 * mentions is shown.
 */
export function isMenuShown(name: MenuName, account: ShellAccount | null | undefined, config: ShellConfig): boolean {
  const fromAccount = (account?.userMenuList ?? []).find((entry) => entry.menu.menuName === name);
  const fromTenant = (config.menu ?? []).find((entry) => entry.menuName === name);
  return (fromAccount?.isShowed ?? true) && (fromTenant?.isShowed ?? true);
}
