import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGroupDetail, AdminGroupRow } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { accounts, auditEvents, documents, entitlements, groupDocuments, groupMembers, groups, users } from '../../../db/schema/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let grace: string;
let operator: string;
let ada: string;
let reports: string;
const account: Record<string, { id: number; tenantId: number }> = {};
const userIds: Record<string, number> = {};
let contentCodes: string[] = [];
const documentIds: Record<string, number> = {};

/** A group as the reader's groups API would leave it: the row, its members and documents, the counts kept on the row. */
async function makeGroup(accountNumber: string, owner: string, name: string, members: string[], codes: string[], updatedAt = new Date()): Promise<number> {
  const { id: accountId, tenantId } = account[accountNumber];
  const [row] = await t.db
    .insert(groups)
    .values({ tenantId, accountId, name, longDesc: `${name} description`, createdById: userIds[owner], memberCount: members.length, contentCount: codes.length, updatedAt })
    .returning({ id: groups.id });
  if (members.length) await t.db.insert(groupMembers).values(members.map((login) => ({ groupId: row.id, userId: userIds[login] })));
  if (codes.length) await t.db.insert(groupDocuments).values(codes.map((code) => ({ groupId: row.id, documentId: documentIds[code] })));
  return row.id;
}

let acmeReview: number;
let acmeSafety: number;
let acmeWeb: number;
let keystoneGroup: number;
let communityGroup: number;

beforeAll(async () => {
  t = await createTestApp();
  [grace, operator, ada, reports] = await Promise.all([
    signInDemo(t.app, 'grace'),
    signInDemo(t.app, 'operator'),
    signInDemo(t.app, 'ada'),
    signInDemo(t.app, 'reports'),
  ]);
  for (const a of await t.db.select({ id: accounts.id, number: accounts.accountNumber, tenantId: accounts.tenantId }).from(accounts)) {
    account[a.number] = { id: a.id, tenantId: a.tenantId };
  }
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) userIds[u.login] = u.id;
  const docs = await t.db.select({ id: documents.id, code: documents.contentCode }).from(documents).orderBy(asc(documents.id)).limit(3);
  contentCodes = docs.map((d) => d.code);
  for (const d of docs) documentIds[d.code] = d.id;
  // The community tenant's reader has an account of their own there.
  const [readerAccount] = await t.db.select({ accountId: entitlements.accountId }).from(entitlements).where(eq(entitlements.userId, userIds.reader));
  const community = Object.values(account).find((a) => a.id === readerAccount.accountId)!;
  account.community = community;

  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  acmeReview = await makeGroup('100200', 'cpadmin', 'Design review', ['cpadmin', 'drm', 'reports'], contentCodes, day(3));
  acmeSafety = await makeGroup('100200', 'reports', 'safety board', ['reports'], contentCodes.slice(0, 1), day(1));
  acmeWeb = await makeGroup('100200', 'grace', 'Web team', ['grace', 'drm'], contentCodes.slice(0, 2), day(2));
  keystoneGroup = await makeGroup('100900', 'operator', 'Operations desk', ['operator'], contentCodes.slice(0, 1));
  communityGroup = await makeGroup('community', 'reader', 'Community readers', ['reader'], contentCodes.slice(0, 1));
});
afterAll(() => t.close());

type Method = 'GET' | 'DELETE';
const call = (method: Method, url: string, token?: string, host = 'localhost') =>
  t.app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const names = (res: { json(): unknown }) => (res.json() as AdminGroupRow[]).map((g) => g.name);

describe('who may use the console groups', () => {
  it('is 401 without a token and 403 for users without ADMIN (Ada; Alan with REPORT_VIEW), on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/groups'],
      ['GET', `/api/admin/groups/${acmeReview}`],
      ['DELETE', `/api/admin/groups/${acmeReview}`],
    ] as [Method, string][]) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ada)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, reports)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.db.select().from(groups).where(eq(groups.id, acmeReview))).length).toBe(1);
  });
});

describe('GET /api/admin/groups', () => {
  it("shows the account admin every group of their account, whoever made it, with owner and counts", async () => {
    const res = await call('GET', '/api/admin/groups', grace);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json() as AdminGroupRow[];
    // Sorted by name without regard to case.
    expect(list.map((g) => g.name)).toEqual(['Design review', 'safety board', 'Web team']);
    expect(list[0]).toEqual({
      id: acmeReview,
      accountId: account['100200'].id,
      accountName: 'Acme Engineering',
      name: 'Design review',
      longDesc: 'Design review description',
      ownerId: userIds.cpadmin,
      ownerName: 'Katherine Johnson',
      ownerEmail: expect.stringContaining('@'),
      memberCount: 3,
      contentCount: 3,
      createdAt: expect.any(String),
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it("shows another account's admin only their own account's groups", async () => {
    const res = await call('GET', '/api/admin/groups', operator);
    expect(res.headers['x-total-count']).toBe('1');
    expect(names(res)).toEqual(['Operations desk']);
  });

  it('pages and sorts as asked, the total staying the whole count', async () => {
    const page = await call('GET', '/api/admin/groups?page=1&size=2&sort=name,asc', grace);
    expect(page.headers['x-total-count']).toBe('3');
    expect(names(page)).toEqual(['Web team']);
    expect(names(await call('GET', '/api/admin/groups?sort=updatedAt,DESC', grace))).toEqual(['Design review', 'Web team', 'safety board']);
    expect(names(await call('GET', '/api/admin/groups?sort=memberCount,asc', grace))).toEqual(['safety board', 'Web team', 'Design review']);
    expect(names(await call('GET', '/api/admin/groups?sort=contentCount,desc', grace))).toEqual(['Design review', 'Web team', 'safety board']);
  });

  it("finds groups by part of their name, their owner's name or e-mail, never past the account", async () => {
    const byName = await call('GET', '/api/admin/groups?q=REVIEW', grace);
    expect(byName.headers['x-total-count']).toBe('1');
    expect(names(byName)).toEqual(['Design review']);
    expect(names(await call('GET', '/api/admin/groups?q=hopper', grace))).toEqual(['Web team']);
    const [reportsUser] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userIds.reports));
    expect(names(await call('GET', `/api/admin/groups?q=${encodeURIComponent(reportsUser.email)}`, grace))).toEqual(['safety board']);
    expect((await call('GET', '/api/admin/groups?q=%25', grace)).headers['x-total-count']).toBe('0');
    expect((await call('GET', '/api/admin/groups?q=operations', grace)).headers['x-total-count']).toBe('0');
  });

  it.each([['sort=password,asc', 'sort'], ['sort=ownerName,asc', 'sort'], ['size=101', 'size'], ['page=-1', 'page'], ['colour=red', '']])('%s is 400, nothing listed', async (query, field) => {
    const res = await call('GET', `/api/admin/groups?${query}`, grace);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'query', field })]);
  });
});

describe("the operator's account picker (accountId)", () => {
  it("lists the groups of the account the operator picks, opens one, and is 404 for another tenant's account", async () => {
    const acme = await call('GET', `/api/admin/groups?accountId=${account['100200'].id}`, operator);
    expect(acme.statusCode).toBe(200);
    expect(acme.headers['x-total-count']).toBe('3');
    expect(names(acme)).toEqual(['Design review', 'safety board', 'Web team']);
    expect((await call('GET', `/api/admin/groups/${acmeReview}`, operator)).statusCode).toBe(200);
    // Without a pick, the operator's own account as before.
    expect(names(await call('GET', '/api/admin/groups', operator))).toEqual(['Operations desk']);
    for (const accountId of [account.community.id, 999_999]) {
      expect((await call('GET', `/api/admin/groups?accountId=${accountId}`, operator)).statusCode, String(accountId)).toBe(404);
    }
    expect((await call('GET', `/api/admin/groups/${communityGroup}`, operator)).statusCode).toBe(404);
  });

  it("is 404 for an account admin who names an account other than their own", async () => {
    expect((await call('GET', `/api/admin/groups?accountId=${account['100900'].id}`, grace)).statusCode).toBe(404);
    expect(names(await call('GET', `/api/admin/groups?accountId=${account['100200'].id}`, grace))).toEqual(['Design review', 'safety board', 'Web team']);
  });
});

describe('GET /api/admin/groups/:id', () => {
  it('shows a group of the account with its members and documents', async () => {
    const res = await call('GET', `/api/admin/groups/${acmeReview}`, grace);
    expect(res.statusCode).toBe(200);
    const group = res.json() as AdminGroupDetail;
    expect(group.name).toBe('Design review');
    expect(group.members.map((m) => m.name).sort()).toEqual(['Alan Turing', 'Hedy Lamarr', 'Katherine Johnson']);
    expect(group.members.every((m) => m.email.includes('@'))).toBe(true);
    expect(group.documents.map((d) => d.contentCode).sort()).toEqual([...contentCodes].sort());
    expect(group.documents.every((d) => d.title && d.designation)).toBe(true);
  });

  it("is 404 for another account's group, another tenant's, and one that does not exist", async () => {
    for (const id of [keystoneGroup, communityGroup, 999_999]) {
      const res = await call('GET', `/api/admin/groups/${id}`, grace);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await call('GET', `/api/admin/groups/abc`, grace)).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/groups/:id', () => {
  it("is 404 for another account's or tenant's group, and removes nothing", async () => {
    for (const id of [keystoneGroup, communityGroup]) {
      expect((await call('DELETE', `/api/admin/groups/${id}`, grace)).statusCode).toBe(404);
      expect((await t.db.select().from(groups).where(eq(groups.id, id))).length).toBe(1);
    }
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'GROUP_DELETED'))).length).toBe(0);
  });

  it("deletes a group someone else made, with its members and documents, and writes GROUP_DELETED", async () => {
    const res = await call('DELETE', `/api/admin/groups/${acmeWeb}`, grace);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminGroupRow).name).toBe('Web team');
    expect(await t.db.select().from(groups).where(eq(groups.id, acmeWeb))).toEqual([]);
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, acmeWeb))).toEqual([]);
    expect(await t.db.select().from(groupDocuments).where(eq(groupDocuments.groupId, acmeWeb))).toEqual([]);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'GROUP_DELETED'));
    expect(audit).toMatchObject({ principal: 'grace', tenantId: account['100200'].tenantId });
    expect(audit.data).toMatchObject({ groupId: acmeWeb, name: 'Web team', accountId: account['100200'].id });
    // The other groups and their members stay.
    expect((await t.db.select().from(groupMembers).where(inArray(groupMembers.groupId, [acmeReview, acmeSafety]))).length).toBe(4);
    expect((await call('GET', '/api/admin/groups', grace)).headers['x-total-count']).toBe('2');
    expect((await call('DELETE', `/api/admin/groups/${acmeWeb}`, grace)).statusCode).toBe(404);
  });
});
