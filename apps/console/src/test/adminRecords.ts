// Records of the admin API as the server answers them (AdminTenant, AdminAccount in @codex/domain), for console tests.
import type { AdminAccount, AdminTenant, TenantConfig } from '@codex/domain';

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

/** One account with two users, a current publisher subscription and an ended collection subscription. */
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
      { id: 11, kind: 'PUBLISHER', publisherCode: 'W3C', collectionCode: null, name: 'W3C Recommendations', startDate: '2026-01-01', endDate: null, current: true },
      { id: 12, kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 800', name: 'NIST SP 800', startDate: '2025-01-01', endDate: '2025-12-31', current: false },
    ],
    ipRanges: ['192.0.2.0/24'],
    ...overrides,
  };
}
