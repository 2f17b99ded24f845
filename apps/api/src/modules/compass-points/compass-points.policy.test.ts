import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '@codex/domain';
import type { Principal } from '../../plugins/auth.js';
import { assertMayUseCompassPoints, canEdit, canManage, canSeeHistory, requiredFieldErrors, rowMenuSettingOf, type CompassPointUser } from './compass-points.policy.js';

const user = (userId: number, authorities: CompassPointUser['authorities'] = [], over: Partial<Principal> = {}) =>
  ({ kind: 'user', userId, tenantId: 1, login: `u${userId}`, userType: 'INDIVIDUAL', authType: 'PWD', accountId: 10, authorities, drmView: false, tokenId: null, tokenExpiresAt: null, ...over }) as CompassPointUser;
const point = { tenantId: 1, accountId: 10, createdById: 1, status: 'ACTIVE' };
const settings = (manage: 'None' | 'Own' | 'All', showAuditHistory = true, requiredDescription = false) =>
  ({
    compassPointSettings: {
      name: { show: true, required: true, 'input-type': 'text', 'label-i18n-key': 'n' },
      description: { show: true, required: requiredDescription, 'input-type': 'textarea', 'label-i18n-key': 'd' },
      'overlay-details': { show: false, required: true, 'input-type': 'textarea', 'label-i18n-key': 'o' },
      'pdf-view-setting': { manage },
      showAuditHistory,
    },
  }) as Pick<TenantConfig, 'compassPointSettings'>;

describe('compass point rules', () => {
  it('needs a signed-in individual (401) of an account with the flag (403)', () => {
    expect(() => assertMayUseCompassPoints(user(1, [], { userType: 'COMPANY' }), true)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertMayUseCompassPoints(user(1, [], { kind: 'ip', userId: null }), true)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertMayUseCompassPoints(user(1, [], { accountId: null }), true)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertMayUseCompassPoints(user(1), false)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertMayUseCompassPoints(user(1), true)).not.toThrow();
  });

  it.each([
    ['All', [true, false, true]],
    ['Own', [true, false, true]],
    ['None', [false, false, false]],
  ] as const)("pdf-view-setting '%s': creator, colleague, CP admin", (manage, expected) => {
    expect([canManage(user(1), point, manage), canManage(user(2), point, manage), canManage(user(3, ['CP_ADMIN']), point, manage)]).toEqual(expected);
  });

  it("follows pdf-view-setting only while the feature enable_compass_points is on ('None' otherwise)", () => {
    const withFeature = (enabled: boolean) => ({ ...settings('All'), features: [{ code: 'enable_compass_points', enabled }] }) as Pick<TenantConfig, 'compassPointSettings' | 'features'>;
    expect(rowMenuSettingOf(withFeature(true))).toBe('All');
    expect(rowMenuSettingOf(withFeature(false))).toBe('None');
    expect(rowMenuSettingOf({ ...settings('Own'), features: [] })).toBe('None');
  });

  it('edits only while active; another account or tenant never', () => {
    expect(canEdit(user(1), { ...point, status: 'INACTIVE' }, 'All')).toBe(false);
    expect(canManage(user(1), { ...point, status: 'INACTIVE' }, 'All')).toBe(true);
    expect(canManage(user(1, ['CP_ADMIN'], { accountId: 11 }), point, 'All')).toBe(false);
    expect(canManage(user(1, ['CP_ADMIN'], { tenantId: 2 }), point, 'All')).toBe(false);
  });

  it('shows the history to the creator and the CP admin only with showAuditHistory', () => {
    expect(canSeeHistory(user(1), point, settings('Own'))).toBe(true);
    expect(canSeeHistory(user(3, ['CP_ADMIN']), point, settings('Own'))).toBe(true);
    expect(canSeeHistory(user(2), point, settings('Own'))).toBe(false);
    expect(canSeeHistory(user(1), point, settings('Own', false))).toBe(false);
  });

  it('requires the shown and required fields, trimmed', () => {
    expect(requiredFieldErrors(settings('Own'), { name: ' ', description: '', overlayDetails: '' })).toEqual(['name']);
    expect(requiredFieldErrors(settings('Own', true, true), { name: 'x', description: '  ', overlayDetails: '' })).toEqual(['description']);
  });
});
