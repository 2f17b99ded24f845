import { describe, expect, it } from 'vitest';
import { accountMenuItems, helpMenuItems, sidebarItems } from '../rules.js';
import { entitlement, active, config, features, ids } from '../../test/shellFixtures.js';

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
