// Records of the admin API as the server answers them (AdminTenant, AdminAccount in @codex/domain), for console tests.
import type { AccountAllowances, AccountSeats, AdminAccount, AdminTenant, SeatDay, TenantConfig } from '@codex/domain';

const overlayField = (key: string, inputType: 'text' | 'textarea') => ({ show: true, required: false, 'input-type': inputType, 'label-i18n-key': key });

/** A whole, valid tenant configuration: what GET /api/admin/tenants/{code} carries and the PUT sends back. */
export function tenantConfig(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    tenantName: 'Keystone Standards Institute',
    kind: 'standards-body',
    supportEmail: 'support@keystone.example',
    supportPhone: '+1 610 555 0100',
    clUrl: 'https://keystone.example/compass',
    features: [
      { code: 'version-compare', enabled: true },
      { code: 'citations', enabled: false },
    ],
    'search-types-configuration': [{ code: 'ALL', enabled: true, 'label-i18n-key': 'search.type.all' }],
    compassPointSettings: {
      name: overlayField('compassPoint.name', 'text'),
      description: overlayField('compassPoint.description', 'textarea'),
      'overlay-details': overlayField('compassPoint.overlay', 'textarea'),
      'pdf-view-setting': { manage: 'Own' },
      showAuditHistory: true,
    },
    footer: [{ key: 'home', 'label-i18n-key': 'footer.home', url: '/' }],
    identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
    'content-access-messages': { 'content-no-access-i18n-key': 'content.noAccess', 'support-phone': '+1 610 555 0100', 'sales-link': 'https://keystone.example/sales' },
    helpMenu: [{ id: 'help', key: 'help.menu', topics: [{ id: 'faq', 'label-i18n-key': 'help.faq', type: 'LINK', url: 'https://keystone.example/faq' }] }],
    userManagement: { enable: false },
    'authentication-methods': { sso: { 'logout-config': { 'alert-config': { show: true, 'content-i18n-key': 'signout.sso.content' } } } },
    'iam-server-version': 'v2',
    menu: [{ menuName: 'Tracker', isShowed: true }],
    'greeting-text-i18n-key': 'home.greeting',
    'welcome-text-i18n-key': 'home.welcome',
    'tips-tricks': [],
    'display-ribbon-on-profiles': [],
    activeProfiles: ['prod'],
    banner: { text: 'Maintenance on Saturday 02:00-04:00 UTC.', 'start-date': '2026-11-01', 'end-date': '2026-12-01' },
    branding: { logoUrl: '/branding/keystone.svg', primaryColor: '#0b3d6e', secondaryColor: '#c8102e', productName: 'Keystone Compass' },
    externalLinks: [],
    defaultLocale: 'en',
    publisherCodes: [],
    ...overrides,
  };
}

export function tenant(overrides: Partial<AdminTenant> = {}): AdminTenant {
  return { code: 'keystone', tenantName: 'Keystone Standards Institute', hosts: ['localhost', 'keystone.localhost'], updatedAt: '2026-11-20T10:15:00Z', config: tenantConfig(), ...overrides };
}

/**
 * One account with two users, a current publisher subscription (5 seats, 3 downloads per document a month, the
 * tenant's print allowance) and an ended collection subscription (no seat limit, no prints allowed).
 */
export function account(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 3,
    name: 'Acme Engineering',
    accountNumber: 'A-1001',
    acronym: 'ACME',
    userType: 'COMPANY',
    customCollection: true,
    compassPointFlag: true,
    semanticSearchFlag: false,
    users: [
      { id: 7, login: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', authorities: ['ADMIN'] },
      { id: 8, login: 'grace', firstName: null, lastName: null, email: 'grace@acme.example', authorities: [] },
    ],
    subscriptions: [
      {
        id: 11,
        kind: 'PUBLISHER',
        publisherCode: 'W3C',
        collectionCode: null,
        name: 'W3C Recommendations',
        startDate: '2026-01-01',
        endDate: null,
        current: true,
        seatLimit: 5,
        downloadAllowance: { limit: 3, period: 'MONTH' },
        printAllowance: null,
      },
      {
        id: 12,
        kind: 'COLLECTION',
        publisherCode: 'NIST',
        collectionCode: 'SP 800',
        name: 'NIST SP 800',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        current: false,
        seatLimit: null,
        downloadAllowance: null,
        printAllowance: { limit: 0, period: 'YEAR' },
      },
    ],
    ipRanges: ['192.0.2.0/24'],
    ...overrides,
  };
}

/** The 90 days up to 2026-11-29, oldest first, every day present: quiet but for the days given. */
export function seatDays(busy: Record<string, Partial<Pick<SeatDay, 'peak' | 'refusals'>>> = {}): SeatDay[] {
  const last = Date.UTC(2026, 10, 29);
  return Array.from({ length: 90 }, (_, i) => {
    const day = new Date(last - (89 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, peak: 0, refusals: 0, ...busy[day] };
  });
}

/** Account 3's seats: W3C Recommendations' 5 seats, two held now (Grace's idle), and three busy days. */
export function accountSeats(overrides: Partial<AccountSeats> = {}): AccountSeats {
  return {
    subscriptions: [{ id: 11, name: 'W3C Recommendations', seatLimit: 5, inUse: 2 }],
    seats: [
      { id: 41, subscriptionId: 11, subscriptionName: 'W3C Recommendations', seatLimit: 5, userId: 7, login: 'ada', userName: 'Ada Lovelace', contentCode: 'W3C-WCAG22', documentTitle: 'Web Content Accessibility Guidelines (WCAG) 2.2', lastSeenAt: '2026-11-29T10:58:00Z', idle: false },
      { id: 42, subscriptionId: 11, subscriptionName: 'W3C Recommendations', seatLimit: 5, userId: 8, login: 'grace', userName: 'grace', contentCode: 'W3C-HTML', documentTitle: null, lastSeenAt: '2026-11-29T10:50:00Z', idle: true },
    ],
    days: seatDays({ '2026-11-20': { peak: 5, refusals: 3 }, '2026-11-27': { peak: 4 }, '2026-11-28': { peak: 2, refusals: 1 } }),
    idleMinutes: 15,
    ...overrides,
  };
}

/** Account 3's downloads and prints under its allowances: Ada at her monthly download limit, Grace's one print today. */
export function accountAllowances(overrides: Partial<AccountAllowances> = {}): AccountAllowances {
  return {
    limited: true,
    uses: [
      { userId: 7, login: 'ada', userName: 'Ada Lovelace', contentCode: 'W3C-WCAG22', designation: 'WCAG 2.2', title: 'Web Content Accessibility Guidelines (WCAG) 2.2', kind: 'DOWNLOAD', used: 3, limit: 3, period: 'MONTH', resetsAt: '2026-12-01T00:00:00.000Z' },
      { userId: 8, login: 'grace', userName: 'grace', contentCode: 'W3C-HTML', designation: 'HTML', title: '', kind: 'PRINT', used: 1, limit: 2, period: 'DAY', resetsAt: '2026-11-30T00:00:00.000Z' },
    ],
    ...overrides,
  };
}
