import { featureOn, hasAuthority, isCompany, isMenuShown, isStandardsBody, type ShellConfig, type ShellSession } from './shellContext.js';
import { canSwitchAccount } from './sessionSteps.js';

/** The sidebar, help menu and account menu entries and the conditions of each (spec sections 4 and 9). */

/**
 * One entry of the sidebar or a menu: an in-app route (`to`), an outside address (`href`) or an action the app
 * carries out (sign in, switch account, a help download, the e-learning entitlement check).
 */
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
  /** A help document the entry downloads (a help topic of type DOWNLOAD names it by title); the app fetches it. */
  helpDocument?: string;
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
  // An action, not a link: the app checks the e-learning entitlement (individuals) or explains (others) first.
  if (isMenuShown('E-Learning', account, config) && isStandardsBody(config) && config.eLearningUrl) {
    items.push({ id: 'eLearning', labelKey: 'shell.sidebar.eLearning', external: true });
  }
  if (account.userType === 'INDIVIDUAL' && account.compassPointFlag && isMenuShown('Compass Points', account, config)) {
    items.splice(Math.min(COMPASS_POINTS_SIDEBAR_INDEX, items.length), 0, {
      id: 'compassPoints',
      labelKey: 'shell.sidebar.compassPoints',
      to: '/compass-points-list',
    });
  }
  // The notes page sits right after Compass Points, where the user keeps the rest of their annotations.
  if (account.userType === 'INDIVIDUAL' && account.compassPointFlag) {
    const after = items.findIndex((item) => item.id === 'compassPoints');
    items.splice(after === -1 ? items.length : after + 1, 0, { id: 'notes', labelKey: 'shell.sidebar.notes', to: '/notes' });
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
  if (hasAuthority(account, 'OPERATOR')) items.push({ id: 'linksManagement', labelKey: 'shell.sidebar.linksManagement', to: '/links-management' });
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

/**
 * Help menu: Video tutorials, More resources (standards body only), then the tenant's help topics: a LINK opens its
 * address in a new tab, a DOWNLOAD fetches the help document its title names.
 */
export function helpMenuItems(config: ShellConfig): NavItem[] {
  const items: NavItem[] = [{ id: 'video', labelKey: 'shell.help.videoTutorials', to: '/video' }];
  if (isStandardsBody(config)) items.push({ id: 'userResources', labelKey: 'shell.help.moreResources', to: '/user-resources' });
  for (const menu of config.helpMenu ?? []) {
    for (const topic of menu.topics) {
      const id = `help-${menu.id}-${topic.id}`;
      if (topic.type === 'DOWNLOAD' && topic.title) items.push({ id, labelKey: topic['label-i18n-key'], helpDocument: topic.title });
      else if (topic.url) items.push({ id, labelKey: topic['label-i18n-key'], href: topic.url, external: true });
    }
  }
  return items;
}

/** True when the language menu is offered at all. */
export const isLanguageMenuOn = (config: ShellConfig): boolean => featureOn(config, 'language-menu');

/**
 * Account menu: each item with its condition; a company recognised by its network gets Sign in / Register, and a
 * visitor without any session Sign in (a link opened signed out must lead somewhere: docs/adr/0052).
 */
export function accountMenuItems(session: ShellSession, config: ShellConfig): NavItem[] {
  if (session.status === 'anonymous') return [{ id: 'signIn', labelKey: 'shell.account.signIn' }];
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
  if (profileUrl) {
    // My account goes to the identity provider's profile; the library's own page (address, notification choices)
    // stays reachable beside it.
    items.push({ id: 'myAccount', labelKey: 'shell.account.myAccount', href: profileUrl, external: true });
    items.push({ id: 'notifications', labelKey: 'shell.account.notifications', to: '/myAccount' });
  } else {
    items.push({ id: 'myAccount', labelKey: 'shell.account.myAccount', to: '/myAccount' });
  }
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
