import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  companySignInUrl,
  canSubmitSearch,
  enabledSearchTypes,
  guardRoute,
  helpMenuItems,
  bannerAllowedBy,
  isBannerVisible,
  isMenuShown,
  searchPath,
  sessionStep,
  sidebarItems,
  signOutNeedsConfirmation,
  visibleSuggestions,
  wantsTypeAhead,
  type ShellAccount,
  type ShellConfig,
  type ShellSession,
} from './rules.js';

const entitlement = (accountId: number) => ({ accountId, accountName: `Account ${accountId}`, accountNumber: String(100000 + accountId), accountSetting: { acronym: null } });

function account(overrides: ShellAccount = {}): ShellAccount {
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

const active = (overrides: ShellAccount = {}, hasSignedIn = true): ShellSession => ({ status: 'active', account: account(overrides), hasSignedIn });

function config(overrides: ShellConfig = {}): ShellConfig {
  return { kind: 'community', features: [], menu: [], helpMenu: [], externalLinks: [], 'search-types-configuration': [], userManagement: { enable: false }, ...overrides };
}
const features = (...codes: string[]) => codes.map((code) => ({ code, enabled: true })) as ShellConfig['features'];

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('guardRoute', () => {
  it('is blank while the session is loading and shows the placeholder without a session', () => {
    expect(guardRoute('favorites', { status: 'loading' }, config())).toBe('blank');
    expect(guardRoute('notes', active({ compassPointFlag: true }), config())).toBe('ok');
    expect(guardRoute('notes', active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('forbidden');
    expect(guardRoute('linksManagement', active({ authorities: ['OPERATOR'] }), config())).toBe('ok');
    expect(guardRoute('linksManagement', active({ authorities: ['ADMIN'] }), config())).toBe('forbidden');
    expect(guardRoute('favorites', { status: 'anonymous' }, config())).toBe('placeholder');
    expect(guardRoute('favorites', { status: 'failed' }, config())).toBe('placeholder');
    expect(guardRoute('favorites', active(), config())).toBe('ok');
  });

  it('lets anyone reach home, the callback, the legacy resolvers and the fallback page', () => {
    for (const route of ['home', 'callback', 'legacy', 'notFound'] as const) {
      expect(guardRoute(route, { status: 'loading' }, config())).toBe('ok');
      expect(guardRoute(route, { status: 'anonymous' }, config())).toBe('ok');
    }
  });

  it('needs CP_ADMIN for the compass points admin list and report', () => {
    for (const route of ['compassPointsAdminList', 'compassPointsReport'] as const) {
      expect(guardRoute(route, active({ authorities: ['ADMIN'] }), config())).toBe('forbidden');
      expect(guardRoute(route, active({ authorities: ['CP_ADMIN'] }), config())).toBe('ok');
    }
  });

  it('needs ADMIN or REPORT_VIEW for the usage report', () => {
    expect(guardRoute('usageReport', active(), config())).toBe('forbidden');
    expect(guardRoute('usageReport', active({ authorities: ['CP_ADMIN'] }), config())).toBe('forbidden');
    expect(guardRoute('usageReport', active({ authorities: ['ADMIN'] }), config())).toBe('ok');
    expect(guardRoute('usageReport', active({ authorities: ['REPORT_VIEW'] }), config())).toBe('ok');
  });

  it('needs the account flag for custom collections', () => {
    expect(guardRoute('customCollections', active(), config())).toBe('forbidden');
    expect(guardRoute('customCollections', active({ customCollection: true }), config())).toBe('ok');
  });

  it('needs compassPointFlag and a user who is not COMPANY for compass point routes', () => {
    for (const route of ['compassPointsList', 'compassPointsChangeHistory'] as const) {
      expect(guardRoute(route, active(), config())).toBe('forbidden');
      expect(guardRoute(route, active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('forbidden');
      expect(guardRoute(route, active({ compassPointFlag: true }), config())).toBe('ok');
    }
  });

  it("leaves the shared compass point link to its page, which shows the server's refusals", () => {
    expect(guardRoute('compassPoint', active(), config())).toBe('ok');
    expect(guardRoute('compassPoint', active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('ok');
    expect(guardRoute('compassPoint', { status: 'anonymous' }, config())).toBe('placeholder');
  });

  it('needs the groups feature and a user who is not COMPANY for groups', () => {
    expect(guardRoute('groups', active(), config())).toBe('forbidden');
    expect(guardRoute('groups', active({ userType: 'COMPANY' }), config({ features: features('groups') }))).toBe('forbidden');
    expect(guardRoute('groups', active(), config({ features: features('groups') }))).toBe('ok');
    expect(guardRoute('groups', active(), config({ features: [{ code: 'groups', enabled: false }] }))).toBe('forbidden');
  });

  it('needs content-share for shared with me and a standards-body tenant for user resources', () => {
    expect(guardRoute('sharedWithMe', active(), config())).toBe('forbidden');
    expect(guardRoute('sharedWithMe', active(), config({ features: features('content-share') }))).toBe('ok');
    expect(guardRoute('userResources', active(), config())).toBe('forbidden');
    expect(guardRoute('userResources', active(), config({ kind: 'standards-body' }))).toBe('ok');
  });

  it('sends drm-view users from /document to /document-view', () => {
    expect(guardRoute('document', active({ contentSecurity: { 'drm-view': 'Y' } }), config())).toEqual({ redirect: '/document-view' });
    expect(guardRoute('document', active(), config())).toBe('ok');
  });
});

describe('isMenuShown', () => {
  it('hides an item either the user menu list or the tenant menu switches off, and shows unmentioned ones', () => {
    expect(isMenuShown('Favorites', account(), config())).toBe(true);
    expect(isMenuShown('Favorites', account({ userMenuList: [{ menu: { menuName: 'Favorites' }, isShowed: false }] }), config())).toBe(false);
    expect(isMenuShown('Favorites', account(), config({ menu: [{ menuName: 'Favorites', isShowed: false }] }))).toBe(false);
    expect(isMenuShown('Favorites', account({ userMenuList: [{ menu: { menuName: 'Favorites' }, isShowed: true }] }), config())).toBe(true);
  });
});

describe('sidebarItems', () => {
  it('shows only Home without a session', () => {
    expect(ids(sidebarItems({ status: 'anonymous' }, config()))).toEqual(['home']);
  });

  it('shows Home and Favorites to a plain individual', () => {
    expect(ids(sidebarItems(active(), config()))).toEqual(['home', 'favorites']);
  });

  it('expands Subscriptions to each subscription search only with more than one subscription', () => {
    expect(ids(sidebarItems(active(), config(), { subscriptions: [{ code: 'ASTM', name: 'ASTM' }] }))).not.toContain('subscriptions');
    const items = sidebarItems(active(), config(), { subscriptions: [{ code: 'ASTM', name: 'ASTM' }, { code: 'ISO', name: 'ISO standards' }] });
    const subscriptions = items.find((item) => item.id === 'subscriptions');
    expect(subscriptions?.children?.map((child) => [child.label, child.to])).toEqual([
      ['ASTM', '/mysubscription-search?subscription=ASTM'],
      ['ISO standards', '/mysubscription-search?subscription=ISO'],
    ]);
  });

  it('needs the Tracker menu entry and the show-tracker feature for Tracker, linking to the tracker URL', () => {
    expect(ids(sidebarItems(active(), config({ menu: [{ menuName: 'Tracker', isShowed: true }] })))).not.toContain('tracker');
    expect(ids(sidebarItems(active(), config({ features: features('show-tracker'), menu: [{ menuName: 'Tracker', isShowed: false }] })))).not.toContain('tracker');
    const tracker = sidebarItems(active(), config({ features: features('show-tracker'), 'tracker-url': 'https://tracker.example/' })).find((i) => i.id === 'tracker');
    expect(tracker).toMatchObject({ href: 'https://tracker.example/', external: true });
    const local = sidebarItems(active(), config({ features: features('show-tracker') })).find((i) => i.id === 'tracker');
    expect(local?.to).toBe('/trackChanges');
  });

  it('shows Groups only with the feature, the menu entry and a user who is not COMPANY', () => {
    const on = config({ features: features('groups') });
    expect(ids(sidebarItems(active(), on))).toContain('groups');
    expect(ids(sidebarItems(active({ userType: 'COMPANY' }), on))).not.toContain('groups');
    expect(ids(sidebarItems(active(), { ...on, menu: [{ menuName: 'Group', isShowed: false }] }))).not.toContain('groups');
    expect(ids(sidebarItems(active(), config()))).not.toContain('groups');
  });

  it('shows E-learning only for a standards-body tenant with an e-learning URL', () => {
    expect(ids(sidebarItems(active(), config({ eLearningUrl: 'https://learn.example/' })))).not.toContain('eLearning');
    const standardsBody = sidebarItems(active(), config({ kind: 'standards-body', eLearningUrl: 'https://learn.example/' }));
    // An action: the reader checks the entitlement before anything opens.
    expect(standardsBody.find((item) => item.id === 'eLearning')).toEqual({ id: 'eLearning', labelKey: 'shell.sidebar.eLearning', external: true });
    expect(
      ids(sidebarItems(active(), config({ kind: 'standards-body', eLearningUrl: 'https://learn.example/', menu: [{ menuName: 'E-Learning', isShowed: false }] }))),
    ).not.toContain('eLearning');
  });

  it('inserts Compass Points at index 4 for individuals with the compass point flag', () => {
    const full = config({ kind: 'standards-body', eLearningUrl: 'https://learn.example/', features: features('show-tracker', 'groups') });
    const subscriptions = [{ code: 'A', name: 'A' }, { code: 'B', name: 'B' }];
    expect(ids(sidebarItems(active({ compassPointFlag: true }), full, { subscriptions }))).toEqual([
      'home',
      'subscriptions',
      'tracker',
      'favorites',
      'compassPoints',
      'notes',
      'groups',
      'eLearning',
    ]);
    expect(ids(sidebarItems(active({ compassPointFlag: true, userType: 'COMPANY' }), full))).not.toContain('compassPoints');
    expect(ids(sidebarItems(active(), full))).not.toContain('compassPoints');
  });

  it('appends Compass Points at the end when fewer than 4 items come before it', () => {
    expect(ids(sidebarItems(active({ compassPointFlag: true }), config()))).toEqual(['home', 'favorites', 'compassPoints', 'notes']);
  });

  it('offers My notes right after Compass Points to the users who keep notes, and External links to the operator', () => {
    expect(sidebarItems(active({ compassPointFlag: true }), config()).find((i) => i.id === 'notes')).toMatchObject({ labelKey: 'shell.sidebar.notes', to: '/notes' });
    expect(ids(sidebarItems(active({ compassPointFlag: true, userType: 'COMPANY' }), config()))).not.toContain('notes');
    expect(ids(sidebarItems(active(), config()))).not.toContain('notes');
    expect(sidebarItems(active({ authorities: ['OPERATOR'] }), config()).find((i) => i.id === 'linksManagement')).toMatchObject({ to: '/links-management' });
    expect(ids(sidebarItems(active({ authorities: ['ADMIN'] }), config()))).not.toContain('linksManagement');
  });

  it('shows Subscription usage, Custom collection and the compass point admin entries by authority and flag', () => {
    expect(ids(sidebarItems(active({ authorities: ['REPORT_VIEW'] }), config()))).toContain('usageReport');
    expect(ids(sidebarItems(active({ authorities: ['ADMIN'] }), config({ menu: [{ menuName: 'Subscription Usage', isShowed: false }] })))).not.toContain('usageReport');
    expect(ids(sidebarItems(active({ customCollection: true }), config()))).toContain('customCollections');
    expect(ids(sidebarItems(active({ authorities: ['CP_ADMIN'] }), config()))).toEqual(['home', 'favorites', 'compassPointsAdmin', 'compassPointsReport']);
  });

  it('adds the tenant external links placed on the left', () => {
    const items = sidebarItems(
      active(),
      config({
        externalLinks: [
          { label: 'Blog', url: 'https://blog.example/', position: 'LEFT' },
          { label: 'Shop', url: 'https://shop.example/', position: 'BOTTOM' },
          { label: 'Forum', url: 'https://forum.example/', position: 'LEFT_BOTTOM' },
        ],
      }),
    );
    expect(items.filter((item) => item.external).map((item) => item.label)).toEqual(['Blog', 'Forum']);
  });

  it('carries the Help and Language sub-menus on small screens only', () => {
    const languages = [{ id: 'lang-en', labelKey: 'English', label: 'English' }];
    const on = config({ features: features('language-menu') });
    expect(ids(sidebarItems(active(), on, { languages }))).toEqual(['home', 'favorites']);
    expect(ids(sidebarItems(active(), on, { smallScreen: true, languages }))).toEqual(['home', 'favorites', 'help', 'language']);
    expect(ids(sidebarItems(active(), config(), { smallScreen: true, languages }))).toEqual(['home', 'favorites', 'help']);
  });
});

describe('helpMenuItems', () => {
  it('offers video tutorials, more resources for a standards body, then the tenant topics', () => {
    const helpMenu = [{ id: 'guides', key: 'help.guides', topics: [{ id: 'start', 'label-i18n-key': 'help.start', url: 'https://help.example/start', type: 'LINK' as const }] }];
    expect(ids(helpMenuItems(config({ helpMenu })))).toEqual(['video', 'help-guides-start']);
    expect(ids(helpMenuItems(config({ kind: 'standards-body', helpMenu })))).toEqual(['video', 'userResources', 'help-guides-start']);
    expect(helpMenuItems(config()).map((item) => item.to)).toEqual(['/video']);
  });

  it('lists a DOWNLOAD topic as a download of the help document its title names, a LINK topic as its address', () => {
    const helpMenu = [
      {
        id: 'help',
        key: 'help.menu',
        topics: [
          { id: 'start', 'label-i18n-key': 'help.gettingStarted', type: 'DOWNLOAD' as const, title: 'getting-started' },
          { id: 'tips', 'label-i18n-key': 'help.searchTips', type: 'LINK' as const, url: 'https://help.example/search' },
          { id: 'untitled', 'label-i18n-key': 'help.faq', type: 'DOWNLOAD' as const },
        ],
      },
    ];
    const items = helpMenuItems(config({ helpMenu }));
    expect(items.find((item) => item.id === 'help-help-start')).toEqual({ id: 'help-help-start', labelKey: 'help.gettingStarted', helpDocument: 'getting-started' });
    expect(items.find((item) => item.id === 'help-help-tips')).toMatchObject({ href: 'https://help.example/search', external: true });
    expect(ids(items)).not.toContain('help-help-untitled');
  });
});

describe('accountMenuItems', () => {
  it('gives a plain individual My account and Sign out', () => {
    expect(ids(accountMenuItems(active(), config()))).toEqual(['myAccount', 'signOut']);
    expect(accountMenuItems(active(), config())[0]?.to).toBe('/myAccount');
  });

  it('links My account to the external profile URL when configured, keeping the in-app page beside it', () => {
    const items = accountMenuItems(active(), config({ profileManagementUrl: 'https://id.example/profile' }));
    expect(items[0]).toMatchObject({ href: 'https://id.example/profile', external: true });
    expect(items[1]).toMatchObject({ id: 'notifications', to: '/myAccount' });
    expect(accountMenuItems(active({ profileManagementUrl: 'https://sso.example/me' }), config())[0]?.href).toBe('https://sso.example/me');
  });

  it("keeps My account in the app beside a standards body's external account link (never two items to one address)", () => {
    const items = accountMenuItems(active(), config({ kind: 'standards-body', externalAccountUrl: 'https://body.example/account' }));
    expect(items.find((item) => item.id === 'myAccount')).toMatchObject({ to: '/myAccount' });
    expect(items.find((item) => item.id === 'externalAccount')).toMatchObject({ href: 'https://body.example/account' });
    const hrefs = items.map((item) => item.href).filter(Boolean);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('offers Switch account only with more than one entitlement and an auth type other than JWT or SSO', () => {
    const two = [entitlement(1), entitlement(2)];
    expect(ids(accountMenuItems(active({ cgEntitlements: two }), config()))).toContain('switchAccount');
    expect(ids(accountMenuItems(active({ cgEntitlements: two, authType: 'SSO' }), config()))).not.toContain('switchAccount');
    expect(ids(accountMenuItems(active({ cgEntitlements: two, authType: 'JWT' }), config()))).not.toContain('switchAccount');
    expect(ids(accountMenuItems(active(), config()))).not.toContain('switchAccount');
  });

  it('offers User management to admins when the tenant enables it with a URL', () => {
    const enabled = config({ userManagement: { enable: true, url: 'https://users.example/' } });
    expect(ids(accountMenuItems(active({ authorities: ['ADMIN'] }), enabled))).toContain('userManagement');
    expect(ids(accountMenuItems(active(), enabled))).not.toContain('userManagement');
    expect(ids(accountMenuItems(active({ authorities: ['ADMIN'] }), config({ userManagement: { enable: true } })))).not.toContain('userManagement');
    expect(ids(accountMenuItems(active({ authorities: ['ADMIN'] }), config({ userManagement: { enable: false, url: 'https://users.example/' } })))).not.toContain(
      'userManagement',
    );
  });

  it('adds the standards body account link and Shared with me by tenant', () => {
    expect(ids(accountMenuItems(active(), config({ kind: 'standards-body', externalAccountUrl: 'https://body.example/account' })))).toContain('externalAccount');
    expect(ids(accountMenuItems(active(), config({ externalAccountUrl: 'https://body.example/account' })))).not.toContain('externalAccount');
    expect(ids(accountMenuItems(active(), config({ features: features('content-share') })))).toEqual(['myAccount', 'sharedWithMe', 'signOut']);
  });

  it('offers Sign in and Register to a company recognised by its network, Sign in without a session, nothing while loading', () => {
    expect(ids(accountMenuItems(active({ userType: 'COMPANY', authType: 'IP' }, false), config()))).toEqual(['signIn', 'register']);
    expect(ids(accountMenuItems(active({ userType: 'COMPANY' }, true), config()))).toEqual(['myAccount', 'signOut']);
    expect(ids(accountMenuItems({ status: 'anonymous' }, config()))).toEqual(['signIn']);
    expect(accountMenuItems({ status: 'loading' }, config())).toEqual([]);
  });
});

describe('session steps', () => {
  it('leads several entitlements without a selection to the switch-account screen, except for JWT and SSO', () => {
    const two = [entitlement(1), entitlement(2)];
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null }))).toBe('switchAccount');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: 2 }))).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null, authType: 'SSO', userType: 'COMPANY' }))).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null, authType: 'JWT' }))).toBe('ready');
    expect(sessionStep(account())).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: [] }))).toBe('noEntitlement');
  });

  it('sends SSO individuals without a name or a matching entitlement to progressive profiling', () => {
    const named = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(sessionStep(account({ ...named, authType: 'SSO' }))).toBe('ready');
    expect(sessionStep(account({ firstName: 'Ada', lastName: null, authType: 'SSO' }))).toBe('ready');
    expect(sessionStep(account({ firstName: ' ', lastName: null, authType: 'SSO' }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ authType: 'SSO' }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ ...named, authType: 'SSO', cgEntitlements: [] }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ ...named, authType: 'SSO', selectedAccountId: null, cgEntitlements: [entitlement(1), entitlement(2)] }))).toBe(
      'progressiveProfiling',
    );
    expect(sessionStep(account({ ...named, authType: 'SSO', selectedAccountId: 9 }))).toBe('progressiveProfiling');
    // Only individuals who signed in through SSO: the same gaps elsewhere follow the ordinary rules.
    expect(sessionStep(account({ authType: 'PWD' }))).toBe('ready');
    expect(sessionStep(account({ authType: 'SSO', userType: 'COMPANY' }))).toBe('ready');
    expect(sessionStep(account({ authType: 'PWD', cgEntitlements: [] }))).toBe('noEntitlement');
  });

  it('gives a user without roles (not activated) the sign-out message', () => {
    expect(sessionStep(account({ activated: false }))).toBe('noRoles');
    expect(sessionStep(account({ activated: false, cgEntitlements: [] }))).toBe('noRoles');
    expect(sessionStep(account({ activated: true }))).toBe('ready');
  });

  it('asks SSO and applet users to confirm sign-out first', () => {
    expect(signOutNeedsConfirmation(account({ authType: 'SSO' }))).toBe(true);
    expect(signOutNeedsConfirmation(account({ authType: 'APPLET' }))).toBe(true);
    expect(signOutNeedsConfirmation(account({ authType: 'PWD' }))).toBe(false);
    expect(signOutNeedsConfirmation(null)).toBe(false);
  });
});

describe('isBannerVisible', () => {
  const banner = { text: 'Maintenance on Saturday', 'start-date': '2026-03-01', 'end-date': '2026-03-31' };

  it('shows between start and end date, both days included', () => {
    expect(isBannerVisible(banner, new Date('2026-03-01T00:00:00'), false, true)).toBe(true);
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), false, true)).toBe(true);
    expect(isBannerVisible(banner, new Date('2026-03-31T23:59:00'), false, true)).toBe(true);
  });

  it('hides before the start, after the end, when dismissed or absent', () => {
    expect(isBannerVisible(banner, new Date('2026-02-28T23:59:00'), false, true)).toBe(false);
    expect(isBannerVisible(banner, new Date('2026-04-01T00:00:01'), false, true)).toBe(false);
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), true, true)).toBe(false);
    expect(isBannerVisible(undefined, new Date('2026-03-15T12:00:00'), false, true)).toBe(false);
  });

  it('hides when the session flag does not allow it', () => {
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), false, false)).toBe(false);
  });
});

describe('bannerAllowedBy (the session flag)', () => {
  it("follows an active session's showBanner; a visitor without a session may see it; nothing while the session loads", () => {
    expect(bannerAllowedBy({ status: 'active', account: { showBanner: true } })).toBe(true);
    expect(bannerAllowedBy({ status: 'active', account: { showBanner: false } })).toBe(false);
    expect(bannerAllowedBy({ status: 'anonymous' })).toBe(true);
    expect(bannerAllowedBy({ status: 'loading' })).toBe(false);
  });
});

describe('header search', () => {
  const searchConfig = config({
    'search-types-configuration': [
      { code: 'ALL', enabled: true, 'label-i18n-key': 'search.all' },
      { code: 'MYSUBSCRIPTION', enabled: true, 'label-i18n-key': 'search.mine' },
      { code: 'D', enabled: false, 'label-i18n-key': 'search.designation' },
      { code: 'SEMANTIC', enabled: true, 'label-i18n-key': 'search.semantic' },
    ],
  });

  it('offers the enabled types, semantic only with the session flag', () => {
    expect(enabledSearchTypes(searchConfig, account())).toEqual(['ALL', 'MYSUBSCRIPTION']);
    expect(enabledSearchTypes(searchConfig, account({ semanticSearchFlag: true }))).toEqual(['ALL', 'MYSUBSCRIPTION', 'SEMANTIC']);
    expect(enabledSearchTypes(config(), account())).toEqual([]);
  });

  it('needs more than one trimmed character, except an empty subscribed search', () => {
    expect(canSubmitSearch('ALL', ' a ')).toBe(false);
    expect(canSubmitSearch('ALL', ' ab ')).toBe(true);
    expect(canSubmitSearch('SEMANTIC', 'x')).toBe(false);
    expect(canSubmitSearch('MYSUBSCRIPTION', '   ')).toBe(true);
    expect(canSubmitSearch('MYSUBSCRIPTION', 'a')).toBe(false);
  });

  it('opens the results page of the type', () => {
    expect(searchPath('ALL', ' steel pipe ')).toBe('/content-search?content=steel%20pipe&stype=ALL');
    expect(searchPath('D', 'A36')).toBe('/content-search?content=A36&stype=D');
    expect(searchPath('MYSUBSCRIPTION', 'bolts')).toBe('/mysubscription-search?content=bolts');
    expect(searchPath('SEMANTIC', 'corrosion')).toBe('/semantic-search?content=corrosion');
  });

  it('starts the type-ahead after more than two characters', () => {
    expect(wantsTypeAhead(' ab ')).toBe(false);
    expect(wantsTypeAhead('abc')).toBe(true);
  });

  it('shows 4 suggestions, 5 when there are exactly 5, and a toggle above 5', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(visibleSuggestions(list(3), false)).toEqual({ shown: [0, 1, 2], hasToggle: false });
    expect(visibleSuggestions(list(5), false)).toEqual({ shown: [0, 1, 2, 3, 4], hasToggle: false });
    expect(visibleSuggestions(list(6), false)).toEqual({ shown: [0, 1, 2, 3], hasToggle: true });
    expect(visibleSuggestions(list(6), true)).toEqual({ shown: list(6), hasToggle: true });
  });
});

describe('companySignInUrl', () => {
  it('carries redirectUrl, the force flag and the session id for a v1 identity server', () => {
    const url = new URL(companySignInUrl({ loginUrl: 'https://id.example/login', redirectUrl: 'https://lib.example/document?contentCode=A1', iamServerVersion: 'v1', sessionId: 's-1', idToken: 't-1', sso: false }));
    expect(url.origin + url.pathname).toBe('https://id.example/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirectUrl: 'https://lib.example/document?contentCode=A1', force: 'true', sessionId: 's-1' });
  });

  it('carries the ID token for a v2 identity server and the anonymous flag for SSO', () => {
    const url = companySignInUrl({ loginUrl: '/oidc/login', redirectUrl: '/favorites', iamServerVersion: 'v2', sessionId: 's-1', idToken: 't-1', sso: true });
    expect(url).toBe('/oidc/login?redirectUrl=%2Ffavorites&force=true&idToken=t-1&anonymous=true');
  });
});
