import { LIMITS, type AccountSession, type CompassPoint, type TenantConfigForUi } from '@codex/domain';
import type { CompassPointSettingsAnswer, CompassPointValues, ManageSetting, TenantCompassPointSettings } from './compassPointTypes.js';

/**
 * Who sees what of a compass point in the reader (reading-experience.md sections 4, 6 and 9). Pure functions: the
 * server enforces every rule again; these only decide what to offer.
 */

/** The part of the session these rules read. */
export type CompassPointAccount = Pick<AccountSession, 'id' | 'userType' | 'compassPointFlag'>;

/** Compass points and notes are for individual users of accounts with compassPointFlag. */
export function mayAnnotate(account: Pick<AccountSession, 'userType' | 'compassPointFlag'> | null, tenantConfig?: Pick<TenantConfigForUi, 'features'>): boolean {
  if (!account || account.userType !== 'INDIVIDUAL' || account.compassPointFlag !== true) return false;
  // A tenant that lists enable_compass_points as off has no compass points at all; one that does not list it keeps the account's word.
  const feature = tenantConfig?.features.find((f) => f.code === 'enable_compass_points');
  return feature ? feature.enabled : true;
}

/**
 * The row menu (Edit, Deactivate, Reactivate, Change History): only with enable_compass_points; pdf-view-setting
 * 'None' hides it; otherwise the server's edit flag decides: the creator on their own ('Own' keeps the other users
 * there) and COMPASS_POINT_ADMIN on every compass point of the account (docs/adr/0052). Without settings the row's
 * edit flag decides as well.
 */
export function mayUseRowMenu(point: Pick<CompassPoint, 'edit' | 'createdById'>, settings: CompassPointSettingsAnswer | null, account: Pick<AccountSession, 'id'> | null): boolean {
  if (!settings) return point.edit === true;
  if (!settings.enabled) return false;
  const manage: ManageSetting = settings.pdfViewSetting.manage;
  if (manage === 'None') return false;
  // Without a signed-in account nothing is offered.
  if (manage === 'Own' && !account) return false;
  return point.edit === true;
}

/** The change history link shows only when the tenant's showAuditHistory is on. */
export function mayShowHistory(settings: CompassPointSettingsAnswer | null): boolean {
  return settings?.showAuditHistory === true;
}

export interface RowMenuItems {
  edit: boolean;
  deactivate: boolean;
  reactivate: boolean;
  history: boolean;
}

/** Which entries the row menu has: Edit and Deactivate while active, Reactivate while deactivated, Change History with showAuditHistory. */
export function rowMenuItems(point: Pick<CompassPoint, 'edit' | 'createdById' | 'status'>, settings: CompassPointSettingsAnswer | null, account: Pick<AccountSession, 'id'> | null): RowMenuItems {
  const menu = mayUseRowMenu(point, settings, account);
  const active = point.status === 'ACTIVE';
  return { edit: menu && active, deactivate: menu && active, reactivate: menu && !active, history: menu && mayShowHistory(settings) };
}

/**
 * The settings the list pages read from the tenant configuration (they span many documents, so there is no
 * per-document settings call): enable_compass_points, pdf-view-setting and showAuditHistory.
 */
export function settingsFromTenant(tenantConfig: Pick<TenantConfigForUi, 'features' | 'compassPointSettings'>): CompassPointSettingsAnswer | null {
  const settings = tenantConfig.compassPointSettings as TenantCompassPointSettings | undefined;
  if (!settings) return null;
  return {
    enabled: tenantConfig.features.some((f) => f.code === 'enable_compass_points' && f.enabled),
    compassPointSettings: settings,
    pdfViewSetting: { manage: settings['pdf-view-setting']?.manage ?? 'All' },
    showAuditHistory: settings.showAuditHistory === true,
    hasActivatedCompassPoint: false,
    hasDeactivatedCompassPoint: false,
  };
}

export type CompassPointField = keyof CompassPointValues;

export interface FieldRule {
  field: CompassPointField;
  show: boolean;
  required: boolean;
  multiline: boolean;
  /** The tenant's label key; absent means the product's own label. */
  labelKey?: string;
  max: number;
}

const SETTING_OF: Record<CompassPointField, 'name' | 'description' | 'overlay-details'> = { name: 'name', description: 'description', overlayDetails: 'overlay-details' };
export const FIELD_LIMITS: Record<CompassPointField, number> = {
  name: LIMITS.compassPointName,
  description: LIMITS.compassPointDescription,
  overlayDetails: LIMITS.compassPointOverlay,
};
/** Without the tenant's settings: every field shown, the name required. */
const DEFAULT_RULES: Record<CompassPointField, { show: boolean; required: boolean; multiline: boolean }> = {
  name: { show: true, required: true, multiline: false },
  description: { show: true, required: false, multiline: true },
  overlayDetails: { show: true, required: false, multiline: true },
};

/** The dialog's fields as the tenant's compassPointSettings show, require and label them. */
export function fieldRules(settings: CompassPointSettingsAnswer | null): FieldRule[] {
  const tenant = settings?.compassPointSettings ?? null;
  return (Object.keys(SETTING_OF) as CompassPointField[]).map((field) => {
    const own = tenant?.[SETTING_OF[field]];
    const rule = own
      ? { show: own.show, required: own.show && own.required, multiline: own['input-type'] === 'textarea', labelKey: own['label-i18n-key'] }
      : DEFAULT_RULES[field];
    return { field, max: FIELD_LIMITS[field], ...rule };
  });
}

/** Save waits until every shown, required field has something other than blanks. */
export function missingRequired(rules: FieldRule[], values: CompassPointValues): CompassPointField[] {
  return rules.filter((rule) => rule.show && rule.required && values[rule.field].trim() === '').map((rule) => rule.field);
}

/** Text cut at `max` characters with an ellipsis (name 25, selected text 50, highlighted text and history 255): @codex/ui's cutText. */
export { cutText as truncate } from '@codex/ui';

export const TRUNCATION = {
  listName: 25,
  listSelection: 50,
  listTooltip: 1000,
  highlightedText: 255,
  historyText: 255,
} as const;

/** The text a compass point was made on: selectionMetadata.selectionText, else the anchor's quote. */
export function selectedTextOf(point: Pick<CompassPoint, 'selectionMetadata' | 'anchor'>): string {
  return point.selectionMetadata?.selectionText ?? point.anchor?.quote?.exact ?? '';
}

/** The shared link of a compass point (opens /compasspoint/{compassPointUUID}). */
export function sharedLinkOf(point: Pick<CompassPoint, 'compassPointUUID'>, origin: string): string {
  return `${origin}/compasspoint/${encodeURIComponent(point.compassPointUUID)}`;
}

/** The document at the compass point: the viewer opens the tab that shows it and marks it. */
export function documentLinkOf(point: Pick<CompassPoint, 'contentCode' | 'compassPointUUID'>): string {
  return `/document?contentCode=${encodeURIComponent(point.contentCode)}&annotationid=${encodeURIComponent(point.compassPointUUID)}`;
}

/** The change history page of a compass point; the last two segments are URL-encoded. */
export function historyLinkOf(point: Pick<CompassPoint, 'compassPointID' | 'contentID' | 'contentCode'>): string {
  return `/compass-points-change-history/${point.compassPointID}/${encodeURIComponent(String(point.contentID))}/${encodeURIComponent(point.contentCode)}`;
}

/** A callback ref for a dialog's first field: focused once it reaches the page (the WAI-ARIA dialog pattern). */
export function takeFocus(element: HTMLElement | null): void {
  element?.focus();
}
