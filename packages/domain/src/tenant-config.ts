import { z } from 'zod';
import { FeatureCode, Locale, MenuName, SearchType, TenantKind } from './enums.js';
import { EmailAddress } from './email.js';
import { LIMITS } from './limits.js';
import { LOCALES } from './constants.js';
import { LicenceMeterSettings } from './licence-meter.js';

const text = (max: number = LIMITS.shortText) => z.string().max(max);
const i18nKey = z.string().min(1).max(LIMITS.i18nKey);
const url = z.string().max(LIMITS.url).refine((v) => v.startsWith('/') || /^https?:\/\//.test(v) || v.startsWith('mailto:'), {
  message: 'Pattern',
});
/** A day (YYYY-MM-DD) or an instant (YYYY-MM-DDTHH:MM[:SS[.sss]] with Z or an offset) that exists in the calendar. */
const isoDate = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'Pattern')
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(Date.parse(v.slice(0, 10))).toISOString().slice(0, 10) === v.slice(0, 10), {
    message: 'Pattern',
  });

/** A list in which no two entries share a key (a feature, search type or menu named twice would be ambiguous). */
function uniqueBy<T>(key: (item: T) => string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: 'Duplicate', path: [index] });
      seen.add(k);
    });
  };
}

export const FeatureFlag = z.object({ code: FeatureCode, enabled: z.boolean() }).strict();
export const SearchTypeConfig = z
  .object({ code: SearchType, enabled: z.boolean(), 'label-i18n-key': i18nKey })
  .strict();

const OverlayField = z
  .object({ show: z.boolean(), required: z.boolean(), 'input-type': z.enum(['text', 'textarea']), 'label-i18n-key': i18nKey })
  .strict();

export const CompassPointSettings = z
  .object({
    name: OverlayField,
    description: OverlayField,
    'overlay-details': OverlayField,
    'pdf-view-setting': z.object({ manage: z.enum(['None', 'Own', 'All']) }).strict(),
    showAuditHistory: z.boolean(),
  })
  .strict();

export const FooterLink = z
  .object({ key: z.enum(['home', 'about', 'support', 'video', 'contact', 'privacy', 'policies', 'copyright']), 'label-i18n-key': i18nKey, url })
  .strict();

export const HelpTopic = z
  .object({ id: text(64), 'label-i18n-key': i18nKey, url: url.optional(), type: z.enum(['LINK', 'DOWNLOAD']), title: text().optional() })
  .strict();
export const HelpMenu = z.object({ id: text(64), key: i18nKey, topics: z.array(HelpTopic).max(50) }).strict();

export const IdentityProviderSettings = z
  .object({
    /** Empty issuer means the embedded provider of this server. */
    issuer: url.optional(),
    clientId: text(128),
    scopes: z.array(z.enum(['openid', 'profile', 'email'])).min(1),
    loginUrl: url.optional(),
  })
  .strict();

export const ContentAccessMessages = z
  .object({ 'content-no-access-i18n-key': i18nKey, 'support-phone': text(64), 'sales-link': url })
  .strict();

/** The banner's text in another language: the reader shows it to users reading in that language (docs/adr/0060). */
export const BannerTranslation = z.object({ lang: Locale, text: text(1000).min(1) }).strict();

export const Banner = z
  .object({
    text: text(1000),
    'start-date': isoDate,
    'end-date': isoDate,
    translations: z
      .array(BannerTranslation)
      .max(LOCALES.length)
      .refine((list) => new Set(list.map((t) => t.lang)).size === list.length, { message: 'Duplicate' })
      .optional(),
  })
  .strict()
  .refine((b) => Date.parse(b['start-date']) <= Date.parse(b['end-date']), { message: 'DateRange', path: ['end-date'] });

export const TipCard = z
  .object({ 'label-i18n-key': i18nKey, 'content-i18n-key': i18nKey, link: url, linkType: z.enum(['LINK', 'DOWNLOAD']) })
  .strict();

export const ExternalLink = z.object({ label: text(), url, position: z.enum(['LEFT', 'BOTTOM', 'LEFT_BOTTOM']) }).strict();

/** An article the Support page's tips section links to: the tenant's choice, its title shown as the tenant wrote it. */
export const TipArticle = z.object({ label: text(), url, lang: Locale.optional() }).strict();

export const Branding = z
  .object({
    logoUrl: url,
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Pattern'),
    secondaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Pattern'),
    productName: text(),
  })
  .strict();

export const BillboardConfig = z
  .object({
    'tenant-publisher-only': z.boolean(),
    PublisherSearchKey: text(64),
    PublisherLogoFileName: text(),
    BillBoardTitle: text(),
    'tenant-publisher-code': text(32),
  })
  .strict();

/** The whole configuration of one tenant, validated on every write and at start-up. */
export const TenantConfig = z
  .object({
    tenantName: text(),
    kind: TenantKind,
    supportEmail: EmailAddress,
    supportPhone: text(64),
    clUrl: url,
    features: z.array(FeatureFlag).max(FeatureCode.options.length).superRefine(uniqueBy((f) => f.code)),
    'search-types-configuration': z.array(SearchTypeConfig).max(SearchType.options.length).superRefine(uniqueBy((t) => t.code)),
    compassPointSettings: CompassPointSettings,
    footer: z.array(FooterLink).max(20),
    identityProvider: IdentityProviderSettings,
    'content-access-messages': ContentAccessMessages,
    helpMenu: z.array(HelpMenu).max(20),
    userManagement: z.object({ enable: z.boolean(), url: url.optional() }).strict(),
    'tracker-url': url.optional(),
    'authentication-methods': z
      .object({
        sso: z
          .object({
            'logout-config': z
              .object({ 'redirect-url': url.optional(), 'alert-config': z.object({ show: z.boolean(), 'content-i18n-key': i18nKey }).strict() })
              .strict(),
          })
          .strict(),
      })
      .strict(),
    'iam-server-version': z.enum(['v1', 'v2']),
    menu: z
      .array(z.object({ menuName: MenuName, isShowed: z.boolean() }).strict())
      .max(MenuName.options.length)
      .superRefine(uniqueBy((m) => m.menuName)),
    'greeting-text-i18n-key': i18nKey,
    'welcome-text-i18n-key': i18nKey,
    'tips-tricks': z.array(TipCard).max(12),
    /** The user resources page's "tips for enhancing your role as a standards professional": external articles. */
    'tips-articles': z.array(TipArticle).max(20).optional(),
    'display-ribbon-on-profiles': z.array(text(32)).max(10),
    activeProfiles: z.array(text(32)).max(10),
    billboard: BillboardConfig.optional(),
    banner: Banner.optional(),
    branding: Branding,
    externalLinks: z.array(ExternalLink).max(20),
    defaultLocale: Locale,
    /** Publishers whose documents this tenant offers; empty means all. */
    publisherCodes: z.array(text(32)).max(50),
    externalAccountUrl: url.optional(),
    eLearningUrl: url.optional(),
    profileManagementUrl: url.optional(),
    /** Where SSO individuals finish their profile (name, organisation) before using the library; unset signs them out with a message. */
    progressiveProfilingUrl: url.optional(),
    /** Days raw usage events are kept (COUNTER counts are kept regardless); unset: the server's USAGE_RETENTION_DAYS. */
    usageRetentionDays: z.number().int().min(30).max(3660).optional(),
    /**
     * How wide an account's IP range may be, as the shortest prefix the operator may give (docs/adr/0042); unset: /16
     * for IPv4 and /32 for IPv6 (IP_RANGE_LIMIT_DEFAULTS).
     */
    ipRangeLimits: z.object({ ipv4MinPrefixLength: z.number().int().min(8).max(32), ipv6MinPrefixLength: z.number().int().min(16).max(128) }).strict().optional(),
    /**
     * Documents one person may open in full text per hour (PDF, HTML, download, protected viewer), the guard against
     * systematic downloading that licences forbid (docs/adr/0043); unset: the server's LIMIT_FULL_TEXT_PER_USER_HOUR.
     */
    fullTextDocumentsPerHour: z.number().int().min(1).max(100_000).optional(),
    /** Seats' idle time and the default download and print allowances (docs/adr/0065, 0066). */
    licenceMeter: LicenceMeterSettings.optional(),
  })
  .strict();

/** Which publishers a tenant offers: all, or the codes its configuration names. */
export function tenantOffersPublisher(config: Pick<TenantConfig, 'publisherCodes'>, publisherCode: string): boolean {
  return config.publisherCodes.length === 0 || config.publisherCodes.includes(publisherCode);
}

/** The widest IP ranges an account may be given when the tenant sets no limit of its own. */
export const IP_RANGE_LIMIT_DEFAULTS = { ipv4MinPrefixLength: 16, ipv6MinPrefixLength: 32 } as const;
export type TenantConfig = z.infer<typeof TenantConfig>;

/** POST api/tenant/get-tenant-config-for-ui: the tenant resolved from the Host header, with its code. */
export const TenantConfigForUi = TenantConfig.safeExtend({ code: z.string() });
export type TenantConfigForUi = z.infer<typeof TenantConfigForUi>;

/**
 * GET api/tenant/getExternalUrls (the spec shows no answer): the addresses outside the library the header's menus
 * and the sidebar link to, each null where the tenant has none: the profile page that replaces My account, user
 * management (only where the tenant enables it), the standards body's account page, the tracker, e-learning, and
 * the external links with their positions.
 */
export const ExternalUrls = z.object({
  profileManagementUrl: z.string().nullable(),
  userManagementUrl: z.string().nullable(),
  externalAccountUrl: z.string().nullable(),
  trackerUrl: z.string().nullable(),
  eLearningUrl: z.string().nullable(),
  externalLinks: z.array(z.object({ label: z.string(), url: z.string(), position: z.enum(['LEFT', 'BOTTOM', 'LEFT_BOTTOM']) })),
});
export type ExternalUrls = z.infer<typeof ExternalUrls>;

/** The external addresses of a tenant's configuration, as getExternalUrls answers them. */
export function externalUrlsOf(config: Pick<TenantConfig, 'profileManagementUrl' | 'userManagement' | 'externalAccountUrl' | 'tracker-url' | 'eLearningUrl' | 'externalLinks'>): ExternalUrls {
  return {
    profileManagementUrl: config.profileManagementUrl ?? null,
    userManagementUrl: config.userManagement.enable ? (config.userManagement.url ?? null) : null,
    externalAccountUrl: config.externalAccountUrl ?? null,
    trackerUrl: config['tracker-url'] ?? null,
    eLearningUrl: config.eLearningUrl ?? null,
    externalLinks: config.externalLinks.map(({ label, url, position }) => ({ label, url, position })),
  };
}

/** GET api/tenant/getProgressiveProfilingUrl: where SSO individuals complete their profile, null when the tenant has no such page. */
export const ProgressiveProfilingUrl = z.object({ progressiveProfilingUrl: z.string().nullable() });
export type ProgressiveProfilingUrl = z.infer<typeof ProgressiveProfilingUrl>;

export function isFeatureOn(config: Pick<TenantConfig, 'features'>, code: FeatureCode): boolean {
  return config.features.some((f) => f.code === code && f.enabled);
}
