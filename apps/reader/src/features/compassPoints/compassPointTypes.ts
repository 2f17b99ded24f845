import type { TenantConfigForUi } from '@codex/domain';

/** The tenant's compassPointSettings: name, description and overlay-details (show, required, input-type, label key), pdf-view-setting, showAuditHistory. */
export type TenantCompassPointSettings = TenantConfigForUi['compassPointSettings'];

export type ManageSetting = 'None' | 'Own' | 'All';

/** GET /api/v1/compasspoint/settings?contentID (CompassPointSettingsAnswer of @codex/domain). */
export interface CompassPointSettingsAnswer {
  /** The tenant feature enable_compass_points: the row menu shows only with it. */
  enabled: boolean;
  compassPointSettings: TenantCompassPointSettings | null;
  pdfViewSetting: { manage: ManageSetting };
  showAuditHistory: boolean;
  hasActivatedCompassPoint: boolean;
  hasDeactivatedCompassPoint: boolean;
}

/** What the dialog edits. */
export interface CompassPointValues {
  name: string;
  description: string;
  overlayDetails: string;
}
