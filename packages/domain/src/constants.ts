/** Plain constants of the domain, free of zod so browser bundles can import them alone. */

export const AUTHORITIES = ['ADMIN', 'CP_ADMIN', 'REPORT_VIEW', 'OPERATOR'] as const;

/**
 * The spec's role names (reading-experience.md "Roles") and the authority each stands for (docs/adr/0048). A role
 * name in an identity provider's claims means its authority in the account; COMPASS_USER, every subscriber, grants
 * none. OPERATOR has no role name: it is the platform's own, never taken from a claim.
 */
export const ROLE_AUTHORITIES = {
  COMPASS_USER_ADMIN: 'ADMIN',
  COMPASS_USER: null,
  COMPASS_USAGE_REPORT_VIEWER: 'REPORT_VIEW',
  COMPASS_POINT_ADMIN: 'CP_ADMIN',
} as const satisfies Record<string, (typeof AUTHORITIES)[number] | null>;
export type RoleName = keyof typeof ROLE_AUTHORITIES;
export const ROLE_NAMES = Object.keys(ROLE_AUTHORITIES) as RoleName[];

/** The role names of a signed-in user holding these authorities in the selected account: COMPASS_USER first. */
export function roleNamesOf(authorities: readonly string[]): RoleName[] {
  return ROLE_NAMES.filter((role) => {
    const authority = ROLE_AUTHORITIES[role];
    return authority === null || authorities.includes(authority);
  });
}

/**
 * The account authorities named by an identity provider's claims: role names and authority names alike, in any
 * case; unknown names and OPERATOR are ignored (what widens access across the tenant is never a claim's).
 */
export function authoritiesOfClaims(names: readonly unknown[]): ('ADMIN' | 'CP_ADMIN' | 'REPORT_VIEW')[] {
  const found = new Set<'ADMIN' | 'CP_ADMIN' | 'REPORT_VIEW'>();
  for (const name of names) {
    if (typeof name !== 'string') continue;
    const upper = name.trim().toUpperCase();
    const authority = (ROLE_AUTHORITIES as Record<string, string | null>)[upper] ?? upper;
    if (authority === 'ADMIN' || authority === 'CP_ADMIN' || authority === 'REPORT_VIEW') found.add(authority);
  }
  return [...found].sort();
}

export const USER_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;

export const AUTH_MODES = ['SSO', 'IP', 'JWT', 'APPLET', 'PWD'] as const;

export const DOCUMENT_STATUSES = ['Active', 'Adopted', 'Current', 'Previous', 'Draft', 'Historical', 'Withdrawn', 'Replaced', 'Superseded', 'Retired'] as const;

export const SEARCH_TYPES = ['ALL', 'MYSUBSCRIPTION', 'D', 'K', 'SEMANTIC'] as const;

export const TENANT_KINDS = ['standards-body', 'community', 'single-publisher'] as const;

export const FEATURE_CODES = [
  'home-page-toc',
  'show-tracker',
  'content-share',
  'version-compare',
  'search-refinement',
  'language-menu',
  'groups',
  'e-learning',
  'citations',
  'marc-records',
  'user-resources',
  'work-items',
  'external-links',
  'tenant-publisher-only',
  'enable_compass_points',
] as const;

export const MENU_NAMES = ['Tracker', 'Favorites', 'Group', 'E-Learning', 'Compass Points', 'Subscription Usage', 'Custom Collection'] as const;

export const LOCALES = ['en', 'ar', 'fr-CA', 'fr', 'zh-CN', 'it', 'ja', 'ko', 'pt', 'ru', 'tr', 'es-ES', 'es', 'de'] as const;

export type StatusStyle = 'normal' | 'previous' | 'withdrawn';
export function statusStyle(status: string): StatusStyle {
  if (['Active', 'Adopted', 'Current'].includes(status)) return 'normal';
  if (status === 'Previous' || status === 'Draft') return 'previous';
  return 'withdrawn';
}

/** The e-learning platform's (ELP) entitlement codes: '200' entitled, '300' not entitled (spec: code '300' shows the no-entitlement message). */
export const ELP_ENTITLED = '200';
export const ELP_NOT_ENTITLED = '300';

/** Where the embedded provider answers how a session was authenticated, on the login host (the issuer's origin). */
export const AUTHENTICATION_DATA_PATH = '/login/api/v1/authenticationData';

/**
 * The user resources downloads the server generates from the library's own data (docs/adr/0051), with the one format
 * each is made in; every other help document is written once as Markdown and served as PDF.
 */
export const GENERATED_HELP_DOCUMENTS = {
  'license-agreement': 'pdf',
  'standards-link-resolvers': 'csv',
  'digital-library-titles': 'csv',
} as const;
export type GeneratedHelpDocument = keyof typeof GENERATED_HELP_DOCUMENTS;
/** The format a help document downloads in: CSV for the two title lists, PDF for the rest. */
export const helpDocumentFormat = (title: string): 'pdf' | 'csv' =>
  (GENERATED_HELP_DOCUMENTS as Record<string, 'pdf' | 'csv'>)[title] ?? 'pdf';
