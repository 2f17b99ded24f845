import { describe, expect, it } from 'vitest';
import { compassPoint, settingsAnswer, tenantSettings } from './compassPointFixtures.js';
import {
  documentLinkOf,
  fieldRules,
  historyLinkOf,
  mayAnnotate,
  mayShowHistory,
  mayUseRowMenu,
  missingRequired,
  rowMenuItems,
  selectedTextOf,
  settingsFromTenant,
  truncate,
} from './compassPointRules.js';

const ada = { id: 7 };
const grace = { id: 9 };

describe('mayAnnotate', () => {
  const individual = { userType: 'INDIVIDUAL' as const, compassPointFlag: true };
  it('is for individual users of accounts with compassPointFlag', () => {
    expect(mayAnnotate(individual)).toBe(true);
    expect(mayAnnotate({ ...individual, compassPointFlag: false })).toBe(false);
    expect(mayAnnotate({ ...individual, userType: 'COMPANY' })).toBe(false);
    expect(mayAnnotate(null)).toBe(false);
  });
  it('is off where the tenant turns enable_compass_points off', () => {
    expect(mayAnnotate(individual, { features: [{ code: 'enable_compass_points', enabled: false }] })).toBe(false);
    expect(mayAnnotate(individual, { features: [{ code: 'enable_compass_points', enabled: true }] })).toBe(true);
  });
});

describe('the row menu', () => {
  it('shows only with enable_compass_points', () => {
    expect(mayUseRowMenu(compassPoint(), settingsAnswer(), ada)).toBe(true);
    expect(mayUseRowMenu(compassPoint(), settingsAnswer({ enabled: false }), ada)).toBe(false);
  });
  it("is hidden by pdf-view-setting None, even for the creator the server lets edit", () => {
    expect(mayUseRowMenu(compassPoint(), settingsAnswer({ pdfViewSetting: { manage: 'None' } }), ada)).toBe(false);
  });
  it("under Own follows the server's edit flag: the creator's own, and every one for COMPASS_POINT_ADMIN", () => {
    const own = settingsAnswer({ pdfViewSetting: { manage: 'Own' } });
    expect(mayUseRowMenu(compassPoint({ createdById: 7 }), own, ada)).toBe(true);
    // A colleague's compass point: the server says edit false to a plain user, true to the compass point admin.
    expect(mayUseRowMenu(compassPoint({ createdById: 7, edit: false }), own, grace)).toBe(false);
    expect(mayUseRowMenu(compassPoint({ createdById: 7, edit: true }), own, grace)).toBe(true);
    expect(mayUseRowMenu(compassPoint({ createdById: 7 }), own, null)).toBe(false);
  });
  it("follows the server's edit flag (creator or COMPASS_POINT_ADMIN) under All", () => {
    expect(mayUseRowMenu(compassPoint({ createdById: 7, edit: true }), settingsAnswer(), grace)).toBe(true);
    expect(mayUseRowMenu(compassPoint({ createdById: 7, edit: false }), settingsAnswer(), grace)).toBe(false);
  });
  it("lets the row's edit flag decide without settings", () => {
    expect(mayUseRowMenu(compassPoint({ edit: true }), null, grace)).toBe(true);
    expect(mayUseRowMenu(compassPoint({ edit: false }), null, ada)).toBe(false);
  });
  it('offers Edit and Deactivate while active, Reactivate while deactivated, history with showAuditHistory', () => {
    expect(rowMenuItems(compassPoint(), settingsAnswer(), ada)).toEqual({ edit: true, deactivate: true, reactivate: false, history: true });
    expect(rowMenuItems(compassPoint({ status: 'INACTIVE' }), settingsAnswer(), ada)).toEqual({ edit: false, deactivate: false, reactivate: true, history: true });
    expect(rowMenuItems(compassPoint(), settingsAnswer({ showAuditHistory: false }), ada).history).toBe(false);
    expect(rowMenuItems(compassPoint({ edit: false }), settingsAnswer(), ada)).toEqual({ edit: false, deactivate: false, reactivate: false, history: false });
  });
  it('shows the history link only with showAuditHistory', () => {
    expect(mayShowHistory(settingsAnswer())).toBe(true);
    expect(mayShowHistory(settingsAnswer({ showAuditHistory: false }))).toBe(false);
    expect(mayShowHistory(null)).toBe(false);
  });
});

describe('settingsFromTenant', () => {
  it('reads enable_compass_points, pdf-view-setting and showAuditHistory from the tenant', () => {
    const settings = settingsFromTenant({
      features: [{ code: 'enable_compass_points', enabled: true }],
      compassPointSettings: tenantSettings({ 'pdf-view-setting': { manage: 'Own' }, showAuditHistory: false }),
    });
    expect(settings).toMatchObject({ enabled: true, pdfViewSetting: { manage: 'Own' }, showAuditHistory: false });
    expect(settingsFromTenant({ features: [], compassPointSettings: tenantSettings() })?.enabled).toBe(false);
  });
});

describe('the dialog fields', () => {
  it('are shown, required and labelled as compassPointSettings say', () => {
    const rules = fieldRules(
      settingsAnswer({
        compassPointSettings: tenantSettings({
          description: { show: true, required: true, 'input-type': 'text', 'label-i18n-key': 'acme.why' },
          'overlay-details': { show: false, required: true, 'input-type': 'textarea', 'label-i18n-key': 'compassPoint.overlay' },
        }),
      }),
    );
    expect(rules.map((r) => [r.field, r.show, r.required, r.multiline, r.labelKey, r.max])).toEqual([
      ['name', true, true, false, 'compassPoint.name', 255],
      ['description', true, true, false, 'acme.why', 1300],
      // A hidden field is never required.
      ['overlayDetails', false, false, true, 'compassPoint.overlay', 500],
    ]);
  });
  it('without settings show every field and require the name', () => {
    expect(fieldRules(null).map((r) => [r.field, r.show, r.required])).toEqual([
      ['name', true, true],
      ['description', true, false],
      ['overlayDetails', true, false],
    ]);
  });
  it('count a required field made of blanks as missing', () => {
    const rules = fieldRules(null);
    expect(missingRequired(rules, { name: '  \n ', description: '', overlayDetails: '' })).toEqual(['name']);
    expect(missingRequired(rules, { name: ' x ', description: '', overlayDetails: '' })).toEqual([]);
  });
});

describe('texts and links', () => {
  it('cut text past the limit with an ellipsis', () => {
    expect(truncate('a'.repeat(25), 25)).toBe('a'.repeat(25));
    expect(truncate('a'.repeat(26), 25)).toBe(`${'a'.repeat(25)}…`);
  });
  it('take the selected text from selectionMetadata, else the anchor quote', () => {
    expect(selectedTextOf(compassPoint())).toContain('no-store');
    expect(selectedTextOf(compassPoint({ selectionMetadata: {}, anchor: { quote: { exact: 'quoted' } } }))).toBe('quoted');
  });
  it('encode the document link and the last two history segments', () => {
    const point = compassPoint({ contentCode: 'ISO 9001/2015', contentID: 42 });
    expect(documentLinkOf(point)).toBe(`/document?contentCode=ISO%209001%2F2015&annotationid=${point.compassPointUUID}`);
    expect(historyLinkOf(point)).toBe('/compass-points-change-history/11/42/ISO%209001%2F2015');
  });
});
