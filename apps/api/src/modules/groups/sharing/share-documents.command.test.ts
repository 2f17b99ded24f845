import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInAs } from '../../../../test/sign-in.js';
import { accounts, auditEvents, contentShares, documents, mailMessages, users } from '../../../db/schema/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

/**
 * Sharing documents (share-documents.command.ts) with users and groups, for the roles of the groups tests, and the share
 * dialog's search and the lists that read what the shares wrote.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  const logins: Record<string, string> = {
    frances: 'Frances-Optimizes-Loops-1',
    radia: 'Radia-Spans-Trees-1',
    annie: 'Annie-Runs-Rockets-1',
    edsger: 'Edsger-Finds-Paths-1',
    grace: 'Grace-Finds-Bugs-1',
    ada: 'Ada-Reads-Standards-1',
    acme: 'Acme-Library-Shared-1',
  };
  for (const [login, password] of Object.entries(logins)) token[login] = await signInAs(t.app, login, password);
  // Another tenant whose library offers sharing.
  token.nist = await signInDemo(t.app, 'nist');
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  for (const d of await t.db.select({ id: documents.id, code: documents.contentCode }).from(documents)) id[d.code] = d.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const created = await call('POST', '/api/group/save', 'frances', { accountID: acmeAccountId, name: 'Web platform', longDesc: 'W3C watchers', memberIds: [id.radia, id.annie], contentCodes: ['W3C-WCAG21'] });
  groupId = created.json().groupID;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
function call(method: Method, url: string, who?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { host: who === 'nist' ? 'nist.localhost' : 'localhost', ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
const shareCount = async () => (await t.db.select({ id: contentShares.id }).from(contentShares)).length;
const lastMailId = async () => (await t.db.select({ id: mailMessages.id }).from(mailMessages)).reduce((m, r) => Math.max(m, r.id), 0);
const mailsSince = async (after: number) => t.db.select({ toUserId: mailMessages.toUserId, kind: mailMessages.kind }).from(mailMessages).where(gt(mailMessages.id, after));

describe('POST api/contentShare/withUser', () => {
  it('shares with a colleague: the share lists show it with the sharer, the recipient gets a mail, once', async () => {
    const mark = await lastMailId();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', [{ contentCode: 'IETF-RFC9110', sharedWithUserID: id.radia, message: 'Section 15 is the one' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ shared: 1 });
    expect((await mailsSince(mark)).map((m) => [m.toUserId, m.kind])).toEqual([[id.radia, 'SHARING']]);
    const standards = (await call('GET', '/api/shared-documents/current-user/STANDARD?page=1&size=10', 'radia')).json();
    expect(standards.list[0]).toMatchObject({ contentCode: 'IETF-RFC9110', sharedByFirstName: 'Frances', sharedByLastName: 'Allen', email: 'frances.allen@acme.example' });
    const mine = (await call('POST', '/api/contentShare/findContentShareWithMe', 'radia', { pageIndex: 1, pageSize: 10 })).json();
    expect(mine.list.find((s: { contentCode: string }) => s.contentCode === 'IETF-RFC9110')).toMatchObject({
      contentID: id['IETF-RFC9110'],
      kind: 'STANDARD',
      sharedByFirstName: 'Frances',
      email: 'frances.allen@acme.example',
      groupID: null,
      groupName: null,
    });
    const again = await call('POST', '/api/contentShare/withUser', 'frances', [{ contentID: id['IETF-RFC9110'], sharedWithUserID: id.radia }]);
    expect(again.json()).toEqual({ shared: 0 });
    const sent = (await call('GET', `/api/contentShare/getSharedGroupAndUserByContentID/${id['IETF-RFC9110']}`, 'frances')).json();
    expect(sent.userList).toEqual([{ userId: id.radia, firstName: 'Radia', lastName: 'Perlman', email: 'radia.perlman@acme.example' }]);
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.type, 'CONTENT_SHARED'), eq(auditEvents.principal, 'frances')));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('shares by exact e-mail address with any individual of the tenant, several documents in one mail', async () => {
    const mark = await lastMailId();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', [
      { contentCode: 'IETF-RFC9110', sharedWithEmail: 'ADA.LOVELACE@example.org' },
      { contentCode: 'W3C-WCAG21', sharedWithEmail: 'ada.lovelace@example.org' },
    ]);
    expect(res.json()).toEqual({ shared: 2 });
    expect((await mailsSince(mark)).map((m) => m.toUserId)).toEqual([id.ada]);
  });

  it('one document to several people: one mail each, in one batch', async () => {
    const mark = await lastMailId();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', [
      { contentCode: 'W3C-WCAG21', sharedWithUserID: id.edsger, message: 'Accessibility' },
      { contentCode: 'W3C-WCAG21', sharedWithUserID: id.annie, message: 'Accessibility' },
      { contentCode: 'W3C-WCAG21', sharedWithUserID: id.grace },
    ]);
    expect(res.json()).toEqual({ shared: 3 });
    expect((await mailsSince(mark)).map((m) => m.toUserId).sort()).toEqual([id.edsger, id.annie, id.grace].sort());
  });

  it.each([
    ['an unknown document', [{ contentCode: 'NOPE-1', sharedWithUserID: 0 }], '0.contentCode', 'NotFound'],
    ['no document', [{ sharedWithUserID: 0 }], '0.contentCode', 'NotNull'],
    ['no recipient', [{ contentCode: 'IETF-RFC9110' }], '0.sharedWithUserID', 'NotNull'],
    ['a user of another tenant', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: 'tim@community.example' }], '0.sharedWithEmail', 'NotFound'],
    ['the sharer', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: 'frances.allen@acme.example' }], '0.sharedWithEmail', 'Invalid'],
  ])('refuses %s with a field error and shares nothing', async (_what, items, field, message) => {
    const payload = items.map((i) => ('sharedWithUserID' in i ? { ...i, sharedWithUserID: id.radia } : i));
    const before = await shareCount();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await shareCount()).toBe(before);
  });

  it('refuses an empty list, COMPANY users and the anonymous', async () => {
    expect((await call('POST', '/api/contentShare/withUser', 'frances', [])).statusCode).toBe(400);
    const company = await call('POST', '/api/contentShare/withUser', 'acme', [{ contentCode: 'IETF-RFC9110', sharedWithUserID: id.radia }]);
    expect(company.statusCode).toBe(403);
    expect(company.json().detail).toBe('You are not authorized to access this page.');
    expect((await call('POST', '/api/contentShare/withUser', undefined, [{ contentCode: 'IETF-RFC9110', sharedWithUserID: id.radia }])).statusCode).toBe(401);
    // A keystone user is nobody on the nist-portal tenant.
    expect((await call('POST', '/api/contentShare/withUser', 'nist', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithUserID: id.radia }])).statusCode).toBe(400);
  });
});

describe('POST api/contentShare/withGroup', () => {
  it('a member shares with the group: one share per other member (the creator is not one here), mail to them', async () => {
    const mark = await lastMailId();
    const res = await call('POST', '/api/contentShare/withGroup', 'radia', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithGroupID: groupId }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ shared: 1 });
    const rows = await t.db.select().from(contentShares).where(and(eq(contentShares.groupId, groupId), eq(contentShares.sharedByUserId, id.radia)));
    expect(rows.map((r) => r.sharedWithUserId)).toEqual([id.annie]);
    expect((await mailsSince(mark)).map((m) => m.toUserId)).toEqual([id.annie]);
    const publications = (await call('GET', '/api/shared-documents/current-user/PUBLICATION?page=0&size=10', 'annie')).json();
    expect(publications.list).toContainEqual(expect.objectContaining({ sharedByUserAccount: { user: { firstName: 'Radia', lastName: 'Perlman', email: 'radia.perlman@acme.example' } } }));
    const mine = (await call('POST', '/api/contentShare/findContentShareWithMe', 'annie', { pageIndex: 1, pageSize: 100 })).json();
    expect(mine.list).toContainEqual(expect.objectContaining({ contentCode: 'NIST-SP-800-53-REV-5', groupID: groupId, groupName: 'Web platform', kind: 'PUBLICATION' }));
    const sent = (await call('GET', `/api/contentShare/getSharedGroupAndUserByContentID/${id['NIST-SP-800-53-REV-5']}`, 'radia')).json();
    expect(sent.groupList).toEqual([{ groupID: groupId, name: 'Web platform', rosters: expect.arrayContaining([expect.objectContaining({ userId: id.annie })]) }]);
    expect(sent.userList).toEqual([]);
  });

  it.each([
    ['edsger', 'NIST-SP-800-53-REV-5', 404],
    ['ada', 'W3C-WCAG21', 404],
    ['nist', 'NIST-SP-800-53-REV-5', 404],
    ['grace', 'NIST-SP-800-53-REV-5', 403],
    ['acme', 'NIST-SP-800-53-REV-5', 403],
  ])('%s may not share %s with the group: %i', async (who, contentCode, status) => {
    const before = await shareCount();
    // A document the caller's account is entitled to, so only the group decides.
    expect((await call('POST', '/api/contentShare/withGroup', who, [{ contentCode, sharedWithGroupID: groupId }])).statusCode).toBe(status);
    expect(await shareCount()).toBe(before);
  });

  it('refuses a document the sharer’s account is not entitled to, before the group is looked at', async () => {
    const before = await shareCount();
    const res = await call('POST', '/api/contentShare/withGroup', 'ada', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithGroupID: groupId }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: '0.contentCode', message: 'NotEntitled' }]);
    expect(await shareCount()).toBe(before);
  });

  it('needs a group in each item', async () => {
    const res = await call('POST', '/api/contentShare/withGroup', 'frances', [{ contentCode: 'IETF-RFC9110' }]);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: '0.sharedWithGroupID', message: 'NotNull' }));
  });
});

describe('GET api/contentShare/searchUsersAndGroups', () => {
  it('answers the caller’s groups by name and colleagues by name or exact address', async () => {
    const all = (await call('GET', '/api/contentShare/searchUsersAndGroups', 'annie')).json();
    expect(all.groupList.map((g: { groupID: number }) => g.groupID)).toContain(groupId);
    expect(all.userList).toEqual([]);
    const byName = (await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=platform', 'annie')).json();
    expect(byName.groupList).toHaveLength(1);
    expect(byName.groupList[0].rosters.length).toBe(2);
    const people = (await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=hopper', 'annie')).json();
    expect(people).toEqual({ groupList: [], userList: [expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper' })] });
    const byAddress = (await call('GET', `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent('GRACE.hopper@acme.example')}`, 'annie')).json();
    expect(byAddress.userList).toEqual([expect.objectContaining({ firstName: 'Grace' })]);
    // Someone of another account only through the '@' entry (searchUsersByEmail), never in this search.
    expect((await call('GET', `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent('ada.lovelace@example.org')}`, 'annie')).json().userList).toEqual([]);
    // Groups are the account's: Edsger, not a member, sees none; Ada's account has other groups.
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=platform', 'edsger')).json().groupList).toEqual([]);
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=platform', 'ada')).json().groupList).toEqual([]);
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=ab', 'annie')).statusCode).toBe(400);
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=abc', 'acme')).statusCode).toBe(403);
  });

  it('leaves groups out when the account’s group flag is off', async () => {
    await t.db.update(accounts).set({ groupFlag: false }).where(eq(accounts.id, acmeAccountId));
    try {
      expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=platform', 'annie')).json().groupList).toEqual([]);
      expect((await call('POST', '/api/contentShare/withGroup', 'annie', [{ contentCode: 'IETF-RFC9110', sharedWithGroupID: groupId }])).statusCode).toBe(403);
    } finally {
      await t.db.update(accounts).set({ groupFlag: true }).where(eq(accounts.id, acmeAccountId));
    }
  });
});

describe('POST api/contentShare/findContentShareWithMe', () => {
  it('pages from 1, newest first, with the total', async () => {
    const first = (await call('POST', '/api/contentShare/findContentShareWithMe', 'radia', { pageIndex: 1, pageSize: 1 })).json();
    const all = (await call('POST', '/api/contentShare/findContentShareWithMe', 'radia', { pageIndex: 1, pageSize: 100 })).json();
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.list).toEqual([all.list[0]]);
    expect((await call('POST', '/api/contentShare/findContentShareWithMe', 'radia', { pageIndex: 1, pageSize: 101 })).statusCode).toBe(400);
    expect((await call('POST', '/api/contentShare/findContentShareWithMe', 'acme', { pageIndex: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await call('POST', '/api/contentShare/findContentShareWithMe', 'nist', { pageIndex: 1, pageSize: 10 })).json()).toEqual({ totalCount: 0, list: [] });
  });
});
