import type { TenantConfig } from '@codex/domain';
import { FEATURE_CODES, type FeatureCode, MENU_NAMES } from '@codex/domain';

const features = (on: FeatureCode[]) => FEATURE_CODES.map((code) => ({ code, enabled: on.includes(code) }));

const searchTypes = (semantic: boolean) => [
  { code: 'ALL' as const, enabled: true, 'label-i18n-key': 'search.type.all' },
  { code: 'MYSUBSCRIPTION' as const, enabled: true, 'label-i18n-key': 'search.type.mysubscription' },
  { code: 'K' as const, enabled: true, 'label-i18n-key': 'search.type.keyword' },
  { code: 'D' as const, enabled: true, 'label-i18n-key': 'search.type.designation' },
  { code: 'SEMANTIC' as const, enabled: semantic, 'label-i18n-key': 'search.type.semantic' },
];

const compassPointSettings = {
  name: { show: true, required: true, 'input-type': 'text' as const, 'label-i18n-key': 'compassPoint.name' },
  description: { show: true, required: false, 'input-type': 'textarea' as const, 'label-i18n-key': 'compassPoint.description' },
  'overlay-details': { show: true, required: false, 'input-type': 'textarea' as const, 'label-i18n-key': 'compassPoint.overlay' },
  'pdf-view-setting': { manage: 'Own' as const },
  showAuditHistory: true,
};

const sharedDefaults = {
  'iam-server-version': 'v2' as const,
  'authentication-methods': {
    sso: { 'logout-config': { 'alert-config': { show: true, 'content-i18n-key': 'signout.sso.content' } } },
  },
  'display-ribbon-on-profiles': ['dev'],
  activeProfiles: ['prod'],
  compassPointSettings,
  defaultLocale: 'en' as const,
};

/** The three demo tenants: they differ the way the specification needs. */
export const TENANT_SEEDS: { code: string; name: string; hosts: string[]; config: TenantConfig }[] = [
  {
    code: 'keystone',
    name: 'Keystone Standards Institute',
    hosts: ['localhost', '127.0.0.1', 'keystone.localhost'],
    config: {
      ...sharedDefaults,
      tenantName: 'Keystone Standards Institute',
      kind: 'standards-body',
      supportEmail: 'support@keystone.example',
      supportPhone: '+1 610 555 0100',
      clUrl: 'https://keystone.example/compass',
      features: features([
        'home-page-toc', 'show-tracker', 'content-share', 'version-compare', 'search-refinement', 'language-menu', 'groups',
        'e-learning', 'citations', 'marc-records', 'user-resources', 'work-items', 'enable_compass_points',
      ]),
      'search-types-configuration': searchTypes(true),
      footer: [
        { key: 'home', 'label-i18n-key': 'footer.home', url: '/' },
        { key: 'about', 'label-i18n-key': 'footer.about', url: 'https://keystone.example/about' },
        { key: 'support', 'label-i18n-key': 'footer.support', url: '/user-resources' },
        { key: 'video', 'label-i18n-key': 'footer.video', url: '/video' },
        { key: 'contact', 'label-i18n-key': 'footer.contact', url: 'mailto:support@keystone.example' },
        { key: 'privacy', 'label-i18n-key': 'footer.privacy', url: 'https://keystone.example/privacy' },
        { key: 'policies', 'label-i18n-key': 'footer.policies', url: 'https://keystone.example/policies' },
        { key: 'copyright', 'label-i18n-key': 'footer.copyright', url: 'https://keystone.example/copyright' },
      ],
      identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
      'content-access-messages': {
        'content-no-access-i18n-key': 'content.noAccess.keystone',
        'support-phone': '+1 610 555 0100',
        'sales-link': 'https://keystone.example/sales',
      },
      helpMenu: [
        {
          id: 'help',
          key: 'help.menu',
          topics: [
            { id: 'getting-started', 'label-i18n-key': 'help.gettingStarted', type: 'DOWNLOAD', title: 'getting-started' },
            { id: 'search-tips', 'label-i18n-key': 'help.searchTips', type: 'LINK', url: 'https://keystone.example/help/search' },
          ],
        },
      ],
      userManagement: { enable: true, url: 'https://keystone.example/user-management' },
      menu: MENU_NAMES.map((menuName) => ({ menuName, isShowed: true })),
      'greeting-text-i18n-key': 'home.greeting.keystone',
      'welcome-text-i18n-key': 'home.welcome.keystone',
      'tips-tricks': [
        { 'label-i18n-key': 'tips.search.label', 'content-i18n-key': 'tips.search.content', link: '/api/documents/getHelpDocument?title=getting-started&format=pdf', linkType: 'DOWNLOAD' },
        { 'label-i18n-key': 'tips.track.label', 'content-i18n-key': 'tips.track.content', link: 'https://keystone.example/help/tracking', linkType: 'LINK' },
      ],
      // How the catalogue's publishers make and revise their standards: their own published descriptions.
      'tips-articles': [
        { label: 'RFC 2026: The Internet Standards Process', url: 'https://www.rfc-editor.org/rfc/rfc2026', lang: 'en' },
        { label: 'W3C Process Document', url: 'https://www.w3.org/policies/process/', lang: 'en' },
      ],
      banner: {
        text: 'Scheduled maintenance on Saturday 02:00-04:00 UTC.',
        'start-date': '2026-01-01',
        'end-date': '2027-12-31',
        translations: [
          { lang: 'ar', text: 'صيانة مجدولة يوم السبت من 02:00 إلى 04:00 بالتوقيت العالمي المنسق.' },
          { lang: 'fr-CA', text: 'Entretien prévu samedi de 2 h à 4 h UTC.' },
          { lang: 'fr', text: 'Maintenance prévue samedi de 02:00 à 04:00 UTC.' },
          { lang: 'zh-CN', text: '计划于周六 02:00-04:00（UTC）进行维护。' },
          { lang: 'it', text: 'Manutenzione programmata sabato dalle 02:00 alle 04:00 UTC.' },
          { lang: 'ja', text: '土曜日 02:00～04:00（UTC）に定期メンテナンスを行います。' },
          { lang: 'ko', text: '토요일 02:00~04:00(UTC)에 정기 점검이 있습니다.' },
          { lang: 'pt', text: 'Manutenção programada no sábado, das 02:00 às 04:00 UTC.' },
          { lang: 'ru', text: 'Плановое обслуживание в субботу с 02:00 до 04:00 UTC.' },
          { lang: 'tr', text: 'Cumartesi 02:00-04:00 UTC arasında planlı bakım yapılacaktır.' },
          { lang: 'es-ES', text: 'Mantenimiento programado el sábado de 02:00 a 04:00 UTC.' },
          { lang: 'es', text: 'Mantenimiento programado el sábado de 02:00 a 04:00 UTC.' },
          { lang: 'de', text: 'Geplante Wartung am Samstag von 02:00 bis 04:00 UTC.' },
        ],
      },
      branding: { logoUrl: '/branding/keystone.svg', primaryColor: '#0b3d6e', secondaryColor: '#c8102e', productName: 'Keystone Compass' },
      externalLinks: [],
      publisherCodes: [],
      externalAccountUrl: 'https://keystone.example/account',
      eLearningUrl: 'https://learn.keystone.example',
      progressiveProfilingUrl: 'https://keystone.example/complete-profile',
      'tracker-url': undefined,
    },
  },
  {
    code: 'community',
    name: 'Open Web Community Library',
    hosts: ['community.localhost'],
    config: {
      ...sharedDefaults,
      tenantName: 'Open Web Community Library',
      kind: 'community',
      supportEmail: 'help@community.example',
      supportPhone: '+44 20 5550 0199',
      clUrl: 'https://community.example/library',
      features: features(['show-tracker', 'search-refinement', 'language-menu', 'external-links', 'version-compare']),
      'search-types-configuration': searchTypes(false),
      footer: [
        { key: 'home', 'label-i18n-key': 'footer.home', url: '/' },
        { key: 'contact', 'label-i18n-key': 'footer.contact', url: 'mailto:help@community.example' },
        { key: 'privacy', 'label-i18n-key': 'footer.privacy', url: 'https://community.example/privacy' },
      ],
      identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
      'content-access-messages': {
        'content-no-access-i18n-key': 'content.noAccess.community',
        'support-phone': '+44 20 5550 0199',
        'sales-link': 'https://community.example/join',
      },
      helpMenu: [
        { id: 'help', key: 'help.menu', topics: [{ id: 'faq', 'label-i18n-key': 'help.faq', type: 'LINK', url: 'https://community.example/faq' }] },
      ],
      userManagement: { enable: false },
      menu: MENU_NAMES.map((menuName) => ({ menuName, isShowed: ['Tracker', 'Favorites'].includes(menuName) })),
      'greeting-text-i18n-key': 'home.greeting.community',
      'welcome-text-i18n-key': 'home.welcome.community',
      'tips-tricks': [],
      branding: { logoUrl: '/branding/community.svg', primaryColor: '#2e7d32', secondaryColor: '#f9a825', productName: 'Open Web Library' },
      externalLinks: [
        { label: 'W3C Technical Reports', url: 'https://www.w3.org/TR/', position: 'BOTTOM' },
        { label: 'RFC Editor', url: 'https://www.rfc-editor.org/', position: 'LEFT_BOTTOM' },
        { label: 'Community forum', url: 'https://community.example/forum', position: 'LEFT' },
      ],
      publisherCodes: ['IETF', 'W3C'],
    },
  },
  {
    code: 'nist-portal',
    name: 'NIST Publications Portal',
    hosts: ['nist.localhost'],
    config: {
      ...sharedDefaults,
      tenantName: 'NIST Publications Portal',
      kind: 'single-publisher',
      supportEmail: 'portal@nist-portal.example',
      supportPhone: '+1 301 555 0142',
      clUrl: 'https://nist-portal.example',
      features: features(['home-page-toc', 'show-tracker', 'search-refinement', 'version-compare', 'tenant-publisher-only', 'content-share']),
      'search-types-configuration': searchTypes(false),
      footer: [
        { key: 'home', 'label-i18n-key': 'footer.home', url: '/' },
        { key: 'about', 'label-i18n-key': 'footer.about', url: 'https://nist-portal.example/about' },
        { key: 'contact', 'label-i18n-key': 'footer.contact', url: 'mailto:portal@nist-portal.example' },
      ],
      identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
      'content-access-messages': {
        'content-no-access-i18n-key': 'content.noAccess.nist',
        'support-phone': '+1 301 555 0142',
        'sales-link': 'https://nist-portal.example/subscribe',
      },
      helpMenu: [],
      userManagement: { enable: false },
      menu: MENU_NAMES.map((menuName) => ({ menuName, isShowed: menuName !== 'E-Learning' })),
      'greeting-text-i18n-key': 'home.greeting.nist',
      'welcome-text-i18n-key': 'home.welcome.nist',
      'tips-tricks': [],
      billboard: {
        'tenant-publisher-only': true,
        PublisherSearchKey: 'NIST',
        PublisherLogoFileName: '/branding/nist.svg',
        BillBoardTitle: 'NIST Special Publications and FIPS',
        'tenant-publisher-code': 'NIST',
      },
      branding: { logoUrl: '/branding/nist.svg', primaryColor: '#1b1b1b', secondaryColor: '#1a73a8', productName: 'NIST Publications Portal' },
      externalLinks: [],
      publisherCodes: ['NIST'],
    },
  },
];
