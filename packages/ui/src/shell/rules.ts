import { LIMITS, type AccountSession, type Authority, type FeatureCode, type MenuName, type SearchType, type TenantConfig } from '@codex/domain';

/**
 * The shell's visibility rules (spec "groups, sharing, session and shell", sections 2, 4 and 6) as
 * pure functions, so every condition is tested without rendering anything.
 */

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
const featureOn = (config: ShellConfig, code: FeatureCode) => (config.features ?? []).some((feature) => feature.code === code && feature.enabled);
const hasAuthority = (account: ShellAccount | null | undefined, ...wanted: Authority[]) =>
  wanted.some((authority) => (account?.authorities ?? []).includes(authority));
const isCompany = (account: ShellAccount | null | undefined) => account?.userType === 'COMPANY';
const isStandardsBody = (config: ShellConfig) => config.kind === 'standards-body';

/**
 * The user's menu list and the tenant's menu can each hide an item by its menu name; an item no list
 * mentions is shown.
 */
export function isMenuShown(name: MenuName, account: ShellAccount | null | undefined, config: ShellConfig): boolean {
  const fromAccount = (account?.userMenuList ?? []).find((entry) => entry.menu.menuName === name);
  const fromTenant = (config.menu ?? []).find((entry) => entry.menuName === name);
  return (fromAccount?.isShowed ?? true) && (fromTenant?.isShowed ?? true);
}

// ---------------------------------------------------------------------------------------------
// Route guard

/** The routes of the table that carry a condition (every other private route needs only a session). */
export type GuardedRoute =
  | 'home'
  | 'callback'
  | 'legacy'
  | 'notFound'
  | 'myAccount'
  | 'sharedWithMe'
  | 'favorites'
  | 'customCollections'
  | 'video'
  | 'publicationsShared'
  | 'compassPointsList'
  | 'compassPointsAdminList'
  | 'compassPointsChangeHistory'
  | 'compassPoint'
  | 'trackChanges'
  | 'document'
  | 'documentView'
  | 'search'
  | 'usageReport'
  | 'compassPointsReport'
  | 'resolve'
  | 'groups'
  | 'groupDetail'
  | 'userResources'
  | 'admin';

export type GuardResult = 'blank' | 'placeholder' | 'forbidden' | 'ok' | { redirect: string };

const PUBLIC_ROUTES: ReadonlySet<GuardedRoute> = new Set(['home', 'callback', 'legacy', 'notFound']);

const compassPointsAllowed = (account: ShellAccount, _config: ShellConfig) => Boolean(account.compassPointFlag) && !isCompany(account);
const groupsAllowed = (account: ShellAccount, config: ShellConfig) => featureOn(config, 'groups') && !isCompany(account);

const ROUTE_CONDITIONS: Partial<Record<GuardedRoute, (account: ShellAccount, config: ShellConfig) => boolean>> = {
  compassPointsAdminList: (account) => hasAuthority(account, 'CP_ADMIN'),
  compassPointsReport: (account) => hasAuthority(account, 'CP_ADMIN'),
  usageReport: (account) => hasAuthority(account, 'ADMIN', 'REPORT_VIEW'),
  customCollections: (account) => Boolean(account.customCollection),
  compassPointsList: compassPointsAllowed,
  compassPointsChangeHistory: compassPointsAllowed,
  compassPoint: compassPointsAllowed,
  groups: groupsAllowed,
  groupDetail: groupsAllowed,
  sharedWithMe: (_account, config) => featureOn(config, 'content-share'),
  userResources: (_account, config) => isStandardsBody(config),
};

/**
 * What a route shows for the session: blank until the session is known, '...' without one,
 * the 403 text without the authority or flag, otherwise the page (or a redirect).
 */
export function guardRoute(route: GuardedRoute, session: ShellSession, config: ShellConfig): GuardResult {
  if (PUBLIC_ROUTES.has(route)) return 'ok';
  if (session.status === 'loading') return 'blank';
  const account = session.status === 'active' ? session.account : null;
  if (!account) return 'placeholder';
  const condition = ROUTE_CONDITIONS[route];
  if (condition && !condition(account, config)) return 'forbidden';
  if (route === 'document' && account.contentSecurity?.['drm-view'] === 'Y') return { redirect: '/document-view' };
  return 'ok';
}

// ---------------------------------------------------------------------------------------------
// Navigation items

/** One entry of the sidebar or a menu: an in-app route (`to`), an outside address (`href`) or an action. */
export interface NavItem {
  id: string;
  /** Message key of the label; `label` wins when the text comes from the tenant as is. */
  labelKey: string;
  label?: string;
  to?: string;
  href?: string;
  /** Opens outside the app (new tab). */
  external?: boolean;
  /** Language of the label when it differs from the page's (language names). */
  lang?: string;
  children?: NavItem[];
}

export interface Subscription {
  code: string;
  name: string;
}

export interface SidebarOptions {
  /** The user's subscriptions (Subscriptions expands to each one's search when there is more than one). */
  subscriptions?: Subscription[];
  /** Below 768 px the sidebar also carries the Help and Language sub-menus. */
  smallScreen?: boolean;
  /** Language entries for the Language sub-menu. */
  languages?: NavItem[];
}

/** Position of the Compass Points entry in the sidebar (spec section 9). */
export const COMPASS_POINTS_SIDEBAR_INDEX = 4;

export function sidebarItems(session: ShellSession, config: ShellConfig, options: SidebarOptions = {}): NavItem[] {
  const account = session.status === 'active' ? (session.account ?? null) : null;
  const items: NavItem[] = [{ id: 'home', labelKey: 'shell.sidebar.home', to: '/' }];
  if (!account) return items;
  const subscriptions = options.subscriptions ?? [];

  if (subscriptions.length > 1) {
    items.push({
      id: 'subscriptions',
      labelKey: 'shell.sidebar.subscriptions',
      children: subscriptions.map((subscription) => ({
        id: `subscription-${subscription.code}`,
        labelKey: subscription.name,
        label: subscription.name,
        to: `/mysubscription-search?subscription=${encodeURIComponent(subscription.code)}`,
      })),
    });
  }
  if (isMenuShown('Tracker', account, config) && featureOn(config, 'show-tracker')) {
    const trackerUrl = config['tracker-url'];
    items.push(trackerUrl ? { id: 'tracker', labelKey: 'shell.sidebar.tracker', href: trackerUrl, external: true } : { id: 'tracker', labelKey: 'shell.sidebar.tracker', to: '/trackChanges' });
  }
  if (isMenuShown('Favorites', account, config)) items.push({ id: 'favorites', labelKey: 'shell.sidebar.favorites', to: '/favorites' });
  if (isMenuShown('Group', account, config) && featureOn(config, 'groups') && !isCompany(account)) {
    items.push({ id: 'groups', labelKey: 'shell.sidebar.groups', to: '/groups' });
  }
  if (isMenuShown('E-Learning', account, config) && isStandardsBody(config) && config.eLearningUrl) {
    items.push({ id: 'eLearning', labelKey: 'shell.sidebar.eLearning', href: config.eLearningUrl, external: true });
  }
  if (account.userType === 'INDIVIDUAL' && account.compassPointFlag && isMenuShown('Compass Points', account, config)) {
    items.splice(Math.min(COMPASS_POINTS_SIDEBAR_INDEX, items.length), 0, {
      id: 'compassPoints',
      labelKey: 'shell.sidebar.compassPoints',
      to: '/compass-points-list',
    });
  }
  if (isMenuShown('Subscription Usage', account, config) && hasAuthority(account, 'ADMIN', 'REPORT_VIEW')) {
    items.push({ id: 'usageReport', labelKey: 'shell.sidebar.subscriptionUsage', to: '/usage-report' });
  }
  if (isMenuShown('Custom Collection', account, config) && account.customCollection) {
    items.push({ id: 'customCollections', labelKey: 'shell.sidebar.customCollection', to: '/custom-collections' });
  }
  if (hasAuthority(account, 'CP_ADMIN')) {
    items.push({ id: 'compassPointsAdmin', labelKey: 'shell.sidebar.compassPointsAdmin', to: '/compass-points-admin-list' });
    items.push({ id: 'compassPointsReport', labelKey: 'shell.sidebar.compassPointsReport', to: '/compass-points-report' });
  }
  (config.externalLinks ?? [])
    .filter((link) => link.position.includes('LEFT'))
    .forEach((link, index) => items.push({ id: `external-${index}`, labelKey: link.label, label: link.label, href: link.url, external: true }));
  if (options.smallScreen) {
    items.push({ id: 'help', labelKey: 'shell.help.menu', children: helpMenuItems(config) });
    if (featureOn(config, 'language-menu') && options.languages?.length) {
      items.push({ id: 'language', labelKey: 'shell.language.menu', children: options.languages });
    }
  }
  return items;
}

/** Help menu: Video tutorials, More resources (standards body only), then the tenant's help topics. */
export function helpMenuItems(config: ShellConfig): NavItem[] {
  const items: NavItem[] = [{ id: 'video', labelKey: 'shell.help.videoTutorials', to: '/video' }];
  if (isStandardsBody(config)) items.push({ id: 'userResources', labelKey: 'shell.help.moreResources', to: '/user-resources' });
  for (const menu of config.helpMenu ?? []) {
    for (const topic of menu.topics) {
      if (!topic.url) continue;
      items.push({ id: `help-${menu.id}-${topic.id}`, labelKey: topic['label-i18n-key'], href: topic.url, external: true });
    }
  }
  return items;
}

/** True when the language menu is offered at all. */
export const isLanguageMenuOn = (config: ShellConfig): boolean => featureOn(config, 'language-menu');

/** Account menu: each item with its condition; a company recognised by its network gets Sign in / Register. */
export function accountMenuItems(session: ShellSession, config: ShellConfig): NavItem[] {
  const account = session.status === 'active' ? (session.account ?? null) : null;
  if (!account) return [];
  if (isCompany(account) && !session.hasSignedIn) {
    return [
      { id: 'signIn', labelKey: 'shell.account.signIn' },
      { id: 'register', labelKey: 'shell.account.register' },
    ];
  }
  const items: NavItem[] = [];
  const profileUrl = config.profileManagementUrl ?? account.profileManagementUrl ?? null;
  items.push(profileUrl ? { id: 'myAccount', labelKey: 'shell.account.myAccount', href: profileUrl, external: true } : { id: 'myAccount', labelKey: 'shell.account.myAccount', to: '/myAccount' });
  if (canSwitchAccount(account)) items.push({ id: 'switchAccount', labelKey: 'shell.account.switchAccount' });
  if (hasAuthority(account, 'ADMIN') && config.userManagement?.enable && config.userManagement.url) {
    items.push({ id: 'userManagement', labelKey: 'shell.account.userManagement', href: config.userManagement.url, external: true });
  }
  if (isStandardsBody(config) && config.externalAccountUrl) {
    items.push({ id: 'externalAccount', labelKey: 'shell.account.externalAccount', href: config.externalAccountUrl, external: true });
  }
  if (featureOn(config, 'content-share')) items.push({ id: 'sharedWithMe', labelKey: 'shell.account.sharedWithMe', to: '/sharedWithMe' });
  items.push({ id: 'signOut', labelKey: 'shell.account.signOut' });
  return items;
}

/** Switching needs more than one entitlement and an auth type other than JWT or SSO. */
export function canSwitchAccount(account: ShellAccount): boolean {
  return (account.cgEntitlements?.length ?? 0) > 1 && account.authType !== 'JWT' && account.authType !== 'SSO';
}

// ---------------------------------------------------------------------------------------------
// Session steps

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

// ---------------------------------------------------------------------------------------------
// Banner

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

// ---------------------------------------------------------------------------------------------
// Header search

/** Search types the tenant enables; semantic only for sessions with the semantic flag. */
export function enabledSearchTypes(config: ShellConfig, account: ShellAccount | null | undefined): SearchType[] {
  return (config['search-types-configuration'] ?? [])
    .filter((type) => type.enabled && (type.code !== 'SEMANTIC' || Boolean(account?.semanticSearchFlag)))
    .map((type) => type.code);
}

export const SEARCH_INPUT_MAX = LIMITS.searchInput;
export const TYPE_AHEAD_MIN_EXCLUSIVE = 2;

/** Header search needs more than 1 trimmed character; the subscribed search may also be empty. */
export function canSubmitSearch(type: SearchType, text: string): boolean {
  const trimmed = text.trim();
  if (type === 'MYSUBSCRIPTION' && trimmed === '') return true;
  return trimmed.length > 1;
}

/** The results page a header search opens. */
export function searchPath(type: SearchType, text: string): string {
  const content = encodeURIComponent(text.trim());
  if (type === 'MYSUBSCRIPTION') return `/mysubscription-search?content=${content}`;
  if (type === 'SEMANTIC') return `/semantic-search?content=${content}`;
  return `/content-search?content=${content}&stype=${type}`;
}

/** Type-ahead starts after more than 2 trimmed characters. */
export const wantsTypeAhead = (text: string): boolean => text.trim().length > TYPE_AHEAD_MIN_EXCLUSIVE;

/** A publisher's suggestion list: 4 shown (5 when there are exactly 5); the toggle appears above 5. */
export function visibleSuggestions<T>(results: readonly T[], expanded: boolean): { shown: readonly T[]; hasToggle: boolean } {
  const hasToggle = results.length > 5;
  if (expanded && hasToggle) return { shown: results, hasToggle };
  return { shown: results.length === 5 ? results : results.slice(0, 4), hasToggle };
}

// ---------------------------------------------------------------------------------------------
// Company sign-in

export interface CompanySignInOptions {
  loginUrl: string;
  /** Where the provider sends the user back to. */
  redirectUrl: string;
  iamServerVersion: 'v1' | 'v2';
  /** v1 identity servers identify the browser session by its id. */
  sessionId?: string | null;
  /** v2 identity servers take the ID token instead. */
  idToken?: string | null;
  /** SSO companies also say the current session is anonymous. */
  sso: boolean;
}

/**
 * The provider's login address for a company user who wants to track or favorite: it carries
 * redirectUrl, the force flag, and the session id (v1) or ID token (v2); SSO adds the anonymous flag.
 */
export function companySignInUrl(options: CompanySignInOptions): string {
  const url = new URL(options.loginUrl, 'http://placeholder.invalid');
  url.searchParams.set('redirectUrl', options.redirectUrl);
  url.searchParams.set('force', 'true');
  if (options.iamServerVersion === 'v1' && options.sessionId) url.searchParams.set('sessionId', options.sessionId);
  if (options.iamServerVersion === 'v2' && options.idToken) url.searchParams.set('idToken', options.idToken);
  if (options.sso) url.searchParams.set('anonymous', 'true');
  return options.loginUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}
