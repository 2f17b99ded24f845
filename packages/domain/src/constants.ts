/** Plain constants of the domain, free of zod so browser bundles can import them alone. */

export const AUTHORITIES = ['ADMIN', 'CP_ADMIN', 'REPORT_VIEW', 'OPERATOR'] as const;

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
