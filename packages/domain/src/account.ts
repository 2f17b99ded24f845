import { z } from 'zod';
import { Authority, AuthMode, UserType } from './enums.js';
import { ELP_ENTITLED, ELP_NOT_ENTITLED, ROLE_NAMES } from './constants.js';

export const Entitlement = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountNumber: z.string(),
  accountSetting: z.object({ acronym: z.string().nullable() }),
});
export type Entitlement = z.infer<typeof Entitlement>;

export const UserAccountProfile = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const MenuEntry = z.object({ menu: z.object({ menuName: z.string() }), isShowed: z.boolean() });

/** The Account / session model answered by GET api/account. */
export const AccountSession = z.object({
  activated: z.boolean(),
  id: z.number().int().nullable(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userAccounts: z.array(UserAccountProfile),
  cgEntitlements: z.array(Entitlement),
  selectedAccountId: z.number().int().nullable(),
  authorities: z.array(Authority),
  /** The spec's role names of these authorities (ROLE_AUTHORITIES); none for an anonymous (IP) session. */
  roles: z.array(z.enum(ROLE_NAMES)),
  /** The address the request came from, as the server sees it behind its trusted proxies (the switch-account screen shows it). */
  ipAddress: z.string().nullable(),
  userType: UserType,
  authType: AuthMode,
  customCollection: z.boolean(),
  compassPointFlag: z.boolean(),
  semanticSearchFlag: z.boolean(),
  lcaAgreementFlag: z.boolean(),
  /** Whether the tenant's announcement banner may show in this session (groups-sharing-session-shell.md section 4, Banner; docs/adr/0049). */
  showBanner: z.boolean(),
  langKey: z.string(),
  contentSecurity: z.object({ 'drm-view': z.enum(['Y', 'N']) }),
  refinementSections: z.array(z.string()),
  billboard: z
    .object({ showBillboard: z.boolean(), billboardName: z.string().nullable(), billboardLogo: z.string().nullable(), billboardInitialRootNode: z.string().nullable() })
    .nullable(),
  profileManagementUrl: z.string().nullable(),
  userMenuList: z.array(MenuEntry),
  tenant: z.object({ code: z.string(), name: z.string() }),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const SwitchAccountRequest = z.object({ accountId: z.number().int().positive(), authType: AuthMode.optional() }).strict();

/** The license agreement's text and whether the selected account accepted it. */
export const LicenseState = z.object({ licenseContent: z.string(), accepted: z.boolean() });
export type LicenseState = z.infer<typeof LicenseState>;

/** GET api/v1/lca/validate. */
export const LicenseValidateResponse = z.object({ responseData: z.object({ value: LicenseState }) });
export type LicenseValidateResponse = z.infer<typeof LicenseValidateResponse>;

/** One current subscription of the selected account, as the reader's sidebar and home page use it. */
export const UserSubscription = z.object({
  id: z.number().int(),
  subscriptionInfo: z.object({
    /** The publisher's search key: the sidebar links to a search of this publisher. */
    publisherSearchKey: z.string(),
    subscriptionAbbrName: z.string(),
    subscriptionImagePath: z.string().nullable(),
    subscriptionName: z.string(),
  }),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

/** GET api/user-subscriptions/current-user and its /subscriptions form. */
export const UserSubscriptionList = z.array(UserSubscription);


/**
 * GET /api/entitlement/getElpEntitlementStatus: whether the account the session acts for may use the tenant's
 * e-learning platform (a current subscription to a publisher with e-learning courses), and where to open it.
 */
export const ElpEntitlementStatus = z.object({
  code: z.enum([ELP_ENTITLED, ELP_NOT_ENTITLED]),
  entitled: z.boolean(),
  /** The provider's entitlement check (the tenant's e-learning URL) when entitled, else null. */
  url: z.string().nullable(),
  /** How many e-learning courses the account's current subscriptions cover. */
  courseCount: z.number().int().nonnegative(),
});
export type ElpEntitlementStatus = z.infer<typeof ElpEntitlementStatus>;

/**
 * GET {login host}/login/api/v1/authenticationData: how the caller's session was authenticated, as the provider that
 * authenticated it knows it (the session flow reads it after the user data; the "authentication verified" screen shows it).
 */
export const AuthenticationData = z.object({
  authenticated: z.boolean(),
  authType: AuthMode,
  /** How the user proved who they are (OpenID amr values: pwd, ...); empty for a network session. */
  methods: z.array(z.string()),
  userId: z.number().int().nullable(),
  login: z.string().nullable(),
  userType: UserType,
  /** When the user signed in at the provider (ISO 8601); null for a network session or an ended provider session. */
  authenticatedAt: z.string().nullable(),
  /** When the access token presented runs out (ISO 8601); null for a network session. */
  expiresAt: z.string().nullable(),
  /** The address the request came from, as the server sees it behind its trusted proxies. */
  ipAddress: z.string(),
  /** Who authenticated the session: the provider's issuer, or 'ip-range' for a network session. */
  issuer: z.string(),
  tenant: z.object({ code: z.string(), name: z.string() }),
});
export type AuthenticationData = z.infer<typeof AuthenticationData>;
