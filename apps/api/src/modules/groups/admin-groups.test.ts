import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, auditEvents, contentShares, groups, tenants, users } from '../../db/schema/index.js';
import { adminDeleteGroup, adminGroupDetail, listAdminGroups } from './index.js';
import { signInDemo } from '../../../test/demo-users.js';

/** The surface the console's groups resource reuses (GET /api/admin/groups lives in branch console-groups-mail). */
let t: TestContext;
let acmeId: number;
let tenantId: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  [{ id: acmeId, tenantId }] = await t.db.select({ id: accounts.id, tenantId: accounts.tenantId }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const token = await signInDemo(t.app, 'frances');
  const [radia] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'radia'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/group/save',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { accountID: acmeId, name: 'Console view', longDesc: 'Seen by the admin', memberIds: [radia.id], contentCodes: ['IETF-RFC9110', 'W3C-WCAG21'] },
  });
  groupId = res.json().groupID;
});
afterAll(() => t.close());

describe('the console surface of groups', () => {
  it('lists an account’s groups with owner and counts, filtered and paged', async () => {
    const { total, groups: rows } = await listAdminGroups(t.db, { tenantId, accountId: acmeId }, { q: 'frances', sort: 'name' });
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id: groupId,
      accountId: acmeId,
      accountName: 'Acme Engineering',
      name: 'Console view',
      longDesc: 'Seen by the admin',
      ownerId: expect.any(Number),
      ownerName: 'Frances Allen',
      ownerEmail: 'frances.allen@acme.example',
      memberCount: 1,
      contentCount: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await listAdminGroups(t.db, { tenantId, accountId: acmeId + 1000 })).total).toBe(0);
    const [other] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'community'));
    expect((await listAdminGroups(t.db, { tenantId: other.id, accountId: 'all' })).total).toBe(0);
  });

  it('answers one group with members and documents, 404 outside the scope', async () => {
    const detail = await adminGroupDetail(t.db, { tenantId, accountId: 'all' }, groupId);
    expect(detail.members.map((m) => m.firstName)).toEqual(['Radia']);
    expect(detail.documents.map((d) => d.contentCode).sort()).toEqual(['IETF-RFC9110', 'W3C-WCAG21']);
    await expect(adminGroupDetail(t.db, { tenantId, accountId: acmeId + 1000 }, groupId)).rejects.toMatchObject({ status: 404 });
  });

  it('deletes with the shares through the group and an audit event', async () => {
    await expect(adminDeleteGroup(t.db, { tenantId: tenantId + 1000, accountId: 'all' }, { login: 'operator' }, groupId)).rejects.toMatchObject({ status: 404 });
    await adminDeleteGroup(t.db, { tenantId, accountId: acmeId }, { login: 'grace', requestId: 'r-1' }, groupId);
    expect(await t.db.select().from(groups).where(eq(groups.id, groupId))).toEqual([]);
    expect(await t.db.select().from(contentShares).where(eq(contentShares.groupId, groupId))).toEqual([]);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, 'r-1'));
    expect(event).toMatchObject({ type: 'GROUP_DELETED', principal: 'grace', data: expect.objectContaining({ groupId }) });
  });
});
