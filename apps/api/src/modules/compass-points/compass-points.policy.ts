/**
 * Who may do what with compass points (reading-experience.md section 6, issue 16 item 3). Pure rules: the
 * service loads the facts, these functions decide.
 */
import { isFeatureOn, type TenantConfig } from '@codex/domain';
import type { Principal } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';

/** The spec's refusals of the shared link (section 8), used by every compass point call. */
export const NOT_ELIGIBLE = 'Compass points are only available to individual users who are logged in';
export const NOT_ENABLED = 'Compass points are not enabled at account level setting';
export const NOT_ENTITLED_TO_DOCUMENT = 'User is not entitled for the Document';

/** A signed-in individual acting for a selected account. */
export type CompassPointUser = Principal & { kind: 'user'; userId: number; accountId: number };

export interface CompassPointFacts {
  tenantId: number;
  accountId: number;
  createdById: number;
  status: string;
}

export type ManageSetting = 'None' | 'Own' | 'All';

/**
 * Compass points are for individual users (401 otherwise: the shared link's "not eligible for the user type")
 * of a selected account with compassPointFlag (403 'Compass points are not enabled at account level setting').
 */
export function assertMayUseCompassPoints(principal: Principal, accountFlag: boolean | null): asserts principal is CompassPointUser {
  if (principal.kind !== 'user' || principal.userId === null || principal.userType !== 'INDIVIDUAL' || principal.accountId === null) {
    throw AppError.unauthorized(NOT_ELIGIBLE);
  }
  if (accountFlag !== true) throw AppError.forbidden(NOT_ENABLED);
}

/** COMPASS_POINT_ADMIN: the authority CP_ADMIN while acting for the account. */
export function isCompassPointAdmin(principal: CompassPointUser): boolean {
  return principal.authorities.includes('CP_ADMIN');
}

/** A compass point exists for the caller only inside their tenant and selected account; anything else is a 404. */
export function isVisible(principal: CompassPointUser, point: Pick<CompassPointFacts, 'tenantId' | 'accountId'>): boolean {
  return point.tenantId === principal.tenantId && point.accountId === principal.accountId;
}

/** The tenant's pdf-view-setting. */
export function manageSettingOf(config: Pick<TenantConfig, 'compassPointSettings'>): ManageSetting {
  return config.compassPointSettings['pdf-view-setting'].manage;
}

/**
 * The rule the row menu follows: the tenant's pdf-view-setting, or 'None' while the tenant feature
 * enable_compass_points is off (section 6: the menu shows only with it), so the server refuses what the menu hides.
 */
export function rowMenuSettingOf(config: Pick<TenantConfig, 'compassPointSettings' | 'features'>): ManageSetting {
  return isFeatureOn(config, 'enable_compass_points') ? manageSettingOf(config) : 'None';
}

/**
 * Edit, deactivate and reactivate (the row menu): the creator on their own and COMPASS_POINT_ADMIN on every
 * compass point of the account; pdf-view-setting 'None' allows nobody, 'Own' keeps the other users to their own
 * (docs/adr/0052: the spec gives COMPASS_POINT_ADMIN the row menu, so 'Own' does not take it away).
 */
export function canManage(principal: CompassPointUser, point: CompassPointFacts, manage: ManageSetting): boolean {
  if (!isVisible(principal, point) || manage === 'None') return false;
  return point.createdById === principal.userId || isCompassPointAdmin(principal);
}

/** Only an active compass point is edited. */
export function canEdit(principal: CompassPointUser, point: CompassPointFacts, manage: ManageSetting): boolean {
  return point.status === 'ACTIVE' && canManage(principal, point, manage);
}

/**
 * The user's list: `me` is the caller's own; `everyone` is every compass point of the caller's account, which every
 * individual of the account already sees on the documents (docs/adr/0052). Answers the creator to filter on, or
 * undefined for the whole account; another account's never enter (the list is always the caller's account).
 */
export function listCreatorOf(principal: CompassPointUser, createdBy: 'me' | 'everyone'): number | undefined {
  return createdBy === 'everyone' ? undefined : principal.userId;
}

/** list-admin: COMPASS_POINT_ADMIN (CP_ADMIN) and the account's ADMIN see every compass point of the account. */
export function assertMayListAccount(principal: CompassPointUser): void {
  if (!isCompassPointAdmin(principal) && !principal.authorities.includes('ADMIN')) throw AppError.forbidden('Access is denied');
}

/** list-admin's accountId: the tenant's OPERATOR reads any account of the tenant; everyone else only their own. */
export function mayListAnyAccount(principal: CompassPointUser): boolean {
  return principal.authorities.includes('OPERATOR');
}

/** The change history: the creator and COMPASS_POINT_ADMIN, when the tenant shows it. */
export function canSeeHistory(principal: CompassPointUser, point: CompassPointFacts, config: Pick<TenantConfig, 'compassPointSettings'>): boolean {
  if (!isVisible(principal, point)) return false;
  if (!config.compassPointSettings.showAuditHistory) return false;
  return point.createdById === principal.userId || isCompassPointAdmin(principal);
}

/** Fields the tenant's compassPointSettings mark as shown and required must not be blank after trimming. */
export function requiredFieldErrors(
  config: Pick<TenantConfig, 'compassPointSettings'>,
  values: { name: string; description: string; overlayDetails: string },
): string[] {
  const settings = config.compassPointSettings;
  const fields: [keyof typeof values, { show: boolean; required: boolean }][] = [
    ['name', settings.name],
    ['description', settings.description],
    ['overlayDetails', settings['overlay-details']],
  ];
  return fields.filter(([field, rule]) => rule.show && rule.required && values[field].trim() === '').map(([field]) => field);
}
