import type { CompassPoint } from '@codex/domain';
import type { CompassPointSettingsAnswer, TenantCompassPointSettings } from './compassPointTypes.js';

/** Test fixtures: a compass point as the API answers it, and the settings answer. */
export function compassPoint(overrides: Partial<CompassPoint> = {}): CompassPoint {
  return {
    compassPointID: 11,
    compassPointUUID: '7a1c2a4e-3f7d-4a8e-9d1b-0c7e5a9b2f10',
    name: 'Cache rules',
    description: 'Why our proxies keep responses',
    overlayDetails: '',
    designation: 'RFC 9110',
    contentCode: 'IETF-RFC9110',
    contentID: 42,
    contentStatus: 'Active',
    status: 'ACTIVE',
    selectionData: '',
    selectionMetadata: { pageNumber: 12, selectionText: 'A cache MUST NOT store a response to a request with no-store.', annotationID: 'a-1' },
    anchor: null,
    createdById: 7,
    createdDate: '2026-11-20T10:15:00Z',
    createdUserName: 'Ada Lovelace',
    creatorEmail: 'ada.lovelace@example.org',
    email: 'ada.lovelace@example.org',
    deletedByEmail: null,
    deletedDate: null,
    edit: true,
    pdfVersions: [],
    ...overrides,
  };
}

export const tenantSettings = (overrides: Partial<TenantCompassPointSettings> = {}): TenantCompassPointSettings => ({
  name: { show: true, required: true, 'input-type': 'text', 'label-i18n-key': 'compassPoint.name' },
  description: { show: true, required: false, 'input-type': 'textarea', 'label-i18n-key': 'compassPoint.description' },
  'overlay-details': { show: true, required: false, 'input-type': 'textarea', 'label-i18n-key': 'compassPoint.overlay' },
  'pdf-view-setting': { manage: 'All' },
  showAuditHistory: true,
  ...overrides,
});

export function settingsAnswer(overrides: Partial<CompassPointSettingsAnswer> = {}): CompassPointSettingsAnswer {
  return {
    enabled: true,
    compassPointSettings: tenantSettings(),
    pdfViewSetting: { manage: 'All' },
    showAuditHistory: true,
    hasActivatedCompassPoint: true,
    hasDeactivatedCompassPoint: false,
    ...overrides,
  };
}
