import { z } from 'zod';

export const AUTHORITIES = ['ADMIN', 'CP_ADMIN', 'REPORT_VIEW', 'OPERATOR'] as const;
export const Authority = z.enum(AUTHORITIES);
export type Authority = z.infer<typeof Authority>;

export const USER_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const AUTH_MODES = ['SSO', 'IP', 'JWT', 'APPLET', 'PWD'] as const;
export const AuthMode = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof AuthMode>;

/** Status values shown as badges; the spec groups them into normal, previous and withdrawn styles. */
export const DOCUMENT_STATUSES = ['Active', 'Adopted', 'Current', 'Previous', 'Draft', 'Historical', 'Withdrawn', 'Replaced', 'Superseded', 'Retired'] as const;
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export type StatusStyle = 'normal' | 'previous' | 'withdrawn';
export function statusStyle(status: string): StatusStyle {
  if (['Active', 'Adopted', 'Current'].includes(status)) return 'normal';
  if (status === 'Previous' || status === 'Draft') return 'previous';
  return 'withdrawn';
}

export const SEARCH_TYPES = ['ALL', 'MYSUBSCRIPTION', 'D', 'K', 'SEMANTIC'] as const;
export const SearchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchType>;

export const TENANT_KINDS = ['standards-body', 'community', 'single-publisher'] as const;
export const TenantKind = z.enum(TENANT_KINDS);
export type TenantKind = z.infer<typeof TenantKind>;

/** Feature codes a tenant can switch on or off. */
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
export const FeatureCode = z.enum(FEATURE_CODES);
export type FeatureCode = z.infer<typeof FeatureCode>;

export const MENU_NAMES = ['Tracker', 'Favorites', 'Group', 'E-Learning', 'Compass Points', 'Subscription Usage', 'Custom Collection'] as const;
export const MenuName = z.enum(MENU_NAMES);
export type MenuName = z.infer<typeof MenuName>;

export const LOCALES = ['en', 'ar', 'fr-CA', 'fr', 'zh-CN', 'it', 'ja', 'ko', 'pt', 'ru', 'tr', 'es-ES', 'es', 'de'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
