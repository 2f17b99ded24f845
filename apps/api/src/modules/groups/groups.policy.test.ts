import { describe, expect, it } from 'vitest';
import type { Principal } from '../../plugins/auth.js';
import { canDeleteGroup, canEditGroup, canEmailGroup, canViewGroup, groupRoleOf, mayUseGroups, type GroupUser } from './groups.policy.js';

const user = (over: Partial<Principal> = {}): GroupUser =>
  ({ kind: 'user', userId: 7, tenantId: 1, login: 'u', userType: 'INDIVIDUAL', authType: 'JWT', accountId: 10, authorities: [], drmView: false, tokenId: null, tokenExpiresAt: null, ...over }) as GroupUser;
const group = { tenantId: 1, accountId: 10, createdById: 99 };

describe('groups.policy', () => {
  it('gives each relation its role', () => {
    expect(groupRoleOf(user({ userId: 99 }), group, false)).toBe('owner');
    expect(groupRoleOf(user(), group, true)).toBe('member');
    expect(groupRoleOf(user(), group, false)).toBeNull();
    expect(groupRoleOf(user({ authorities: ['ADMIN'] }), group, false)).toBe('admin');
    expect(groupRoleOf(user({ authorities: ['ADMIN'] }), group, true)).toBe('admin-member');
    // ADMIN of another account, member acting for another account, another tenant: nobody.
    expect(groupRoleOf(user({ authorities: ['ADMIN'], accountId: 11 }), group, false)).toBeNull();
    expect(groupRoleOf(user({ accountId: 11 }), group, true)).toBeNull();
    expect(groupRoleOf(user({ tenantId: 2, userId: 99 }), group, true)).toBeNull();
  });

  it('lets the creator edit, members and the creator e-mail, the creator and the ADMIN delete', () => {
    const table = (['owner', 'admin', 'admin-member', 'member'] as const).map((r) => [r, canViewGroup(r), canEditGroup(r), canDeleteGroup(r), canEmailGroup(r)]);
    expect(table).toEqual([
      ['owner', true, true, true, true],
      ['admin', true, false, true, false],
      ['admin-member', true, false, true, true],
      ['member', true, false, false, true],
    ]);
  });

  it('keeps groups from COMPANY and IP sessions, sessions without an account and accounts with the flag off', () => {
    const on = { id: 10, groupFlag: true };
    expect(mayUseGroups(user(), on)).toBe(true);
    expect(mayUseGroups(user({ userType: 'COMPANY' }), on)).toBe(false);
    expect(mayUseGroups(user({ kind: 'ip', userId: null }), on)).toBe(false);
    expect(mayUseGroups(user({ accountId: null }), on)).toBe(false);
    expect(mayUseGroups(user(), { id: 10, groupFlag: false })).toBe(false);
    expect(mayUseGroups(user(), null)).toBe(false);
  });
});
