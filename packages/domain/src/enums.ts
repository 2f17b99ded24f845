import { z } from 'zod';
import { AUTHORITIES, USER_TYPES, AUTH_MODES, DOCUMENT_STATUSES, SEARCH_TYPES, TENANT_KINDS, FEATURE_CODES, MENU_NAMES, LOCALES } from './constants.js';

export const Authority = z.enum(AUTHORITIES);
export type Authority = z.infer<typeof Authority>;

export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const AuthMode = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof AuthMode>;

/** Status values shown as badges; the spec groups them into normal, previous and withdrawn styles. */
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export const SearchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchType>;

export const TenantKind = z.enum(TENANT_KINDS);
export type TenantKind = z.infer<typeof TenantKind>;

/** Feature codes a tenant can switch on or off. */
export const FeatureCode = z.enum(FEATURE_CODES);
export type FeatureCode = z.infer<typeof FeatureCode>;

export const MenuName = z.enum(MENU_NAMES);
export type MenuName = z.infer<typeof MenuName>;

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
