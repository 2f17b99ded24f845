import { describe, expect, it } from 'vitest';
import { sessionStep, signOutNeedsConfirmation } from '../rules.js';
import { entitlement, account } from '../../test/shellFixtures.js';

describe('session steps', () => {
  it('leads several entitlements without a selection to the switch-account screen, except for JWT and SSO', () => {
    const two = [entitlement(1), entitlement(2)];
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null }))).toBe('switchAccount');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: 2 }))).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null, authType: 'SSO', userType: 'COMPANY' }))).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: two, selectedAccountId: null, authType: 'JWT' }))).toBe('ready');
    expect(sessionStep(account())).toBe('ready');
    expect(sessionStep(account({ cgEntitlements: [] }))).toBe('noEntitlement');
  });

  it('sends SSO individuals without a name or a matching entitlement to progressive profiling', () => {
    const named = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(sessionStep(account({ ...named, authType: 'SSO' }))).toBe('ready');
    expect(sessionStep(account({ firstName: 'Ada', lastName: null, authType: 'SSO' }))).toBe('ready');
    expect(sessionStep(account({ firstName: ' ', lastName: null, authType: 'SSO' }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ authType: 'SSO' }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ ...named, authType: 'SSO', cgEntitlements: [] }))).toBe('progressiveProfiling');
    expect(sessionStep(account({ ...named, authType: 'SSO', selectedAccountId: null, cgEntitlements: [entitlement(1), entitlement(2)] }))).toBe(
      'progressiveProfiling',
    );
    expect(sessionStep(account({ ...named, authType: 'SSO', selectedAccountId: 9 }))).toBe('progressiveProfiling');
    // Only individuals who signed in through SSO: the same gaps elsewhere follow the ordinary rules.
    expect(sessionStep(account({ authType: 'PWD' }))).toBe('ready');
    expect(sessionStep(account({ authType: 'SSO', userType: 'COMPANY' }))).toBe('ready');
    expect(sessionStep(account({ authType: 'PWD', cgEntitlements: [] }))).toBe('noEntitlement');
  });

  it('gives a user without roles (not activated) the sign-out message', () => {
    expect(sessionStep(account({ activated: false }))).toBe('noRoles');
    expect(sessionStep(account({ activated: false, cgEntitlements: [] }))).toBe('noRoles');
    expect(sessionStep(account({ activated: true }))).toBe('ready');
  });

  it('asks SSO and applet users to confirm sign-out first', () => {
    expect(signOutNeedsConfirmation(account({ authType: 'SSO' }))).toBe(true);
    expect(signOutNeedsConfirmation(account({ authType: 'APPLET' }))).toBe(true);
    expect(signOutNeedsConfirmation(account({ authType: 'PWD' }))).toBe(false);
    expect(signOutNeedsConfirmation(null)).toBe(false);
  });
});
