import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers, type Method } from '../../../test/demo-users.js';
import { accounts, auditEvents, contentShares, documents, groupDocuments, groupMembers, groups, users } from '../../db/schema/index.js';

/**
 * Every groups route as: the creator (frances), a member (radia), another user of the account (edsger), the
 * account's ADMIN (grace), a user of another account (ada), a user of another tenant (reader), a COMPANY user
 * (acme); the bad inputs of spec section 5; counts, shares, audit events and the outbox.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'edsger', 'annie', 'grace', 'ada', 'acme', 'reader'] as const));
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);

const DOCS = ['IETF-RFC9110', 'NIST-SP-800-53-REV-5'];
const create = async (overrides: Record<string, unknown> = {}, who = 'frances') =>
  call('POST', '/api/group/save', who, { accountID: acmeAccountId, name: 'Protocol reviewers', longDesc: 'HTTP and security controls', memberIds: [id.radia, id.annie], contentCodes: DOCS, ...overrides });
const docId = async (code: string) => (await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code)))[0].id;
const groupRow = async (groupId: number) => (await t.db.select().from(groups).where(eq(groups.id, groupId)))[0];
const auditTypes = async (groupId: number) =>
  (await t.db.select({ type: auditEvents.type, data: auditEvents.data }).from(auditEvents).where(inArray(auditEvents.type, ['GROUP_CREATED', 'GROUP_UPDATED', 'GROUP_RENAMED', 'GROUP_MEMBERS_CHANGED', 'GROUP_DOCUMENTS_CHANGED', 'GROUP_DELETED', 'GROUP_EMAILED'])))
    .filter((e) => e.data.groupId === groupId)
    .map((e) => e.type);

describe('creating a group', () => {
  it('saves the group with members and documents, shares the documents with the members, counts and audits', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({ accountID: acmeAccountId, name: 'Protocol reviewers', longDesc: 'HTTP and security controls', createdById: id.frances, createdByFirstName: 'Frances', createdByLastName: 'Allen', memberCount: 2, contentCount: 2 });
    expect(detail.rosters.map((m: { userId: number }) => m.userId).sort()).toEqual([id.radia, id.annie].sort());
    const shares = await t.db.select().from(contentShares).where(eq(contentShares.groupId, detail.groupID));
    expect(shares).toHaveLength(4);
    expect(new Set(shares.map((s) => s.sharedByUserId))).toEqual(new Set([id.frances]));
    expect(shares.find((s) => s.documentId === 0)).toBeUndefined();
    expect(await auditTypes(detail.groupID)).toEqual(['GROUP_CREATED']);
    // Radia sees the shared standard in her shared list with the sharer's name and e-mail.
    const shared = (await call('GET', '/api/shared-documents/current-user/STANDARD?page=1&size=10', 'radia')).json();
    expect(shared.list).toContainEqual(expect.objectContaining({ contentCode: 'IETF-RFC9110', sharedByFirstName: 'Frances', sharedByLastName: 'Allen', email: 'frances.allen@acme.example' }));
    const publications = (await call('GET', '/api/shared-documents/current-user/PUBLICATION?page=0&size=10', 'annie')).json();
    expect(publications.list).toContainEqual(expect.objectContaining({ document: expect.objectContaining({ contentCode: 'NIST-SP-800-53-REV-5' }), sharedByUserAccount: { user: { firstName: 'Frances', lastName: 'Allen', email: 'frances.allen@acme.example' } } }));
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'NotBlank'],
    ['an empty description', { longDesc: '' }, 'longDesc', 'NotBlank'],
    ['a name past 255', { name: 'n'.repeat(256) }, 'name', 'Size'],
    ['a description past 255', { longDesc: 'd'.repeat(256) }, 'longDesc', 'Size'],
    ['no member', { memberIds: [] }, 'memberIds', 'Size'],
    ['no document', { contentCodes: [] }, 'contentCodes', 'Size'],
    ['an unknown document', { contentCodes: ['IETF-RFC9110', 'NOPE-1'] }, 'contentCodes.1', 'NotFound'],
    ['a member of another account', { memberIds: [0] }, 'memberIds.0', 'NotFound'],
  ])('refuses %s with a field error and saves nothing', async (_what, overrides, field, message) => {
    const payload = { ...overrides };
    if ((payload as { memberIds?: number[] }).memberIds?.[0] === 0) (payload as { memberIds: number[] }).memberIds = [id.ada];
    const before = (await t.db.select({ id: groups.id }).from(groups)).length;
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field, message }));
    expect((await t.db.select({ id: groups.id }).from(groups)).length).toBe(before);
  });

  it('keeps a name of exactly 255 characters, trimmed', async () => {
    const res = await create({ name: `  ${'n'.repeat(255)}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('n'.repeat(255));
    expect((await call('DELETE', `/api/group/${res.json().groupID}`, 'frances')).statusCode).toBe(204);
  });

  it('answers 404 for another account than the selected one, 403 to COMPANY users, 401 without sign-in', async () => {
    expect((await create({ accountID: acmeAccountId + 1000 })).statusCode).toBe(404);
    const company = await create({}, 'acme');
    expect(company.statusCode).toBe(403);
    expect(company.json().detail).toBe('You are not authorized to access this page.');
    expect((await call('POST', '/api/group/save', undefined, { accountID: acmeAccountId, name: 'x', longDesc: 'y', memberIds: [1], contentCodes: ['IETF-RFC9110'] })).statusCode).toBe(401);
  });
});

describe('who sees and does what', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await create({ name: 'Access matrix', memberIds: [id.radia] })).json().groupID;
  });

  it('lists the group to its creator, its members and the account ADMIN only', async () => {
    const names = async (who: string) => (await call('GET', `/api/group/list?accountId=${acmeAccountId}`, who)).json().map((g: { groupID: number }) => g.groupID);
    expect(await names('frances')).toContain(groupId);
    expect(await names('radia')).toContain(groupId);
    expect(await names('grace')).toContain(groupId);
    expect(await names('edsger')).not.toContain(groupId);
    const byCurrent = (await call('GET', '/api/group/listByCurrentAccount', 'radia')).json();
    expect(byCurrent.find((g: { groupID: number }) => g.groupID === groupId)).toEqual({
      groupID: groupId,
      name: 'Access matrix',
      longDesc: 'HTTP and security controls',
      memberCount: 1,
      contentCount: 2,
      createdById: id.frances,
      userInfo: { createFirstName: 'Frances', createLastName: 'Allen' },
    });
    expect((await call('GET', `/api/group/list?accountId=${acmeAccountId}`, 'ada')).statusCode).toBe(404);
    expect((await call('GET', `/api/group/list?accountId=${acmeAccountId}`, 'reader')).statusCode).toBe(404);
    expect((await call('GET', `/api/group/list?accountId=${acmeAccountId}`, 'acme')).statusCode).toBe(403);
  });

  it.each([
    ['frances', 200, 200],
    ['radia', 200, 200],
    ['grace', 200, 200],
    ['edsger', 404, 404],
    ['ada', 404, 404],
    ['reader', 404, 404],
    ['acme', 403, 403],
  ])('detail and documents for %s: %i / %i', async (who, detail, docs) => {
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${groupId}`, who)).statusCode).toBe(detail);
    const list = await call('GET', `/api/contentShare/shared/list?groupId=${groupId}`, who);
    expect(list.statusCode).toBe(docs);
    if (docs === 200) expect(list.json().map((d: { contentCode: string }) => d.contentCode).sort()).toEqual([...DOCS].sort());
  });

  it.each([
    ['radia', 403],
    ['grace', 403],
    ['edsger', 404],
    ['ada', 404],
    ['reader', 404],
    ['acme', 403],
  ])('edits are the creator’s: %s gets %i and nothing changes', async (who, status) => {
    const before = await groupRow(groupId);
    expect((await call('PUT', '/api/group/update/name', who, { groupID: groupId, name: 'Taken', longDesc: 'Over' })).statusCode).toBe(status);
    expect((await call('PUT', '/api/group/update/memberIds', who, { groupID: groupId, memberIds: [id.edsger] })).statusCode).toBe(status);
    expect((await call('PUT', '/api/group/update', who, { groupID: groupId, accountID: acmeAccountId, name: 'Taken', longDesc: 'Over', memberIds: [id.edsger] })).statusCode).toBe(status);
    expect((await call('POST', '/api/contentShare/updateContentsByGroup', who, { sharedWithGroupID: groupId, removeContentIds: [await docId('IETF-RFC9110')] })).statusCode).toBe(status);
    expect(await groupRow(groupId)).toEqual(before);
  });

  it.each([
    ['radia', 403],
    ['edsger', 404],
    ['ada', 404],
    ['reader', 404],
    ['acme', 403],
  ])('delete is the creator’s and the ADMIN’s: %s gets %i', async (who, status) => {
    expect((await call('DELETE', `/api/group/${groupId}`, who)).statusCode).toBe(status);
    expect(await groupRow(groupId)).toBeDefined();
  });

  it.each([
    ['grace', 403],
    ['edsger', 404],
    ['ada', 404],
    ['reader', 404],
    ['acme', 403],
  ])('e-mail is the creator’s and the members’: %s gets %i', async (who, status) => {
    expect((await call('POST', '/api/group/sendMailToGroup', who, { subject: 'Hello', message: 'Read this', groupId, copyMeFlag: false })).statusCode).toBe(status);
  });

  it('the account ADMIN deletes any group of the account, with the shares made through it', async () => {
    const other = (await create({ name: 'For the admin to delete' })).json().groupID;
    expect((await call('DELETE', `/api/group/${other}`, 'grace')).statusCode).toBe(204);
    expect(await groupRow(other)).toBeUndefined();
    expect(await t.db.select().from(contentShares).where(eq(contentShares.groupId, other))).toEqual([]);
    expect(await auditTypes(other)).toEqual(['GROUP_CREATED', 'GROUP_DELETED']);
  });
});

describe('editing a group', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await create({ name: 'Editable', memberIds: [id.radia] })).json().groupID;
  });

  it('renames, with the section 5 rules', async () => {
    expect((await call('PUT', '/api/group/update/name', 'frances', { groupID: groupId, name: ' ', longDesc: 'x' })).json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'name' }));
    expect((await call('PUT', '/api/group/update/name', 'frances', { groupID: groupId, name: 'x', longDesc: 'd'.repeat(256) })).statusCode).toBe(400);
    expect((await groupRow(groupId)).name).toBe('Editable');
    const res = await call('PUT', '/api/group/update/name', 'frances', { groupID: groupId, name: ' Renamed ', longDesc: 'New words' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', longDesc: 'New words' });
  });

  it('changes members: new ones receive the documents, former ones lose them, counts follow', async () => {
    expect((await call('PUT', '/api/group/update/memberIds', 'frances', { groupID: groupId, memberIds: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/group/update/memberIds', 'frances', { groupID: groupId, memberIds: [id.reader ?? 999999] })).statusCode).toBe(400);
    const res = await call('PUT', '/api/group/update/memberIds', 'frances', { groupID: groupId, memberIds: [id.edsger, id.annie] });
    expect(res.statusCode).toBe(200);
    expect(res.json().memberCount).toBe(2);
    const shares = await t.db.select().from(contentShares).where(eq(contentShares.groupId, groupId));
    expect(new Set(shares.map((s) => s.sharedWithUserId))).toEqual(new Set([id.edsger, id.annie]));
    expect(shares).toHaveLength(4);
    // Radia is no longer a member: the group is gone for her.
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${groupId}`, 'radia')).statusCode).toBe(404);
  });

  it('adds and removes documents from the detail page, down to an empty group', async () => {
    const rfc = await docId('IETF-RFC9110');
    const bad = await call('POST', '/api/contentShare/updateContentsByGroup', 'frances', { sharedWithGroupID: groupId, addContentCodes: ['NOPE-2'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'addContentCodes.0', message: 'NotFound' }));
    const res = await call('POST', '/api/contentShare/updateContentsByGroup', 'frances', { sharedWithGroupID: groupId, addContentCodes: ['W3C-WCAG21'], removeContentIds: [rfc], singleDelete: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { contentCode: string }) => d.contentCode).sort()).toEqual(['NIST-SP-800-53-REV-5', 'W3C-WCAG21']);
    expect((await groupRow(groupId)).contentCount).toBe(2);
    expect(await t.db.select().from(contentShares).where(and(eq(contentShares.groupId, groupId), eq(contentShares.documentId, rfc)))).toEqual([]);
    const all = (await call('GET', `/api/contentShare/shared/list?groupId=${groupId}`, 'frances')).json().map((d: { contentID: number }) => d.contentID);
    const emptied = await call('POST', '/api/contentShare/updateContentsByGroup', 'frances', { sharedWithGroupID: groupId, removeContentIds: all, singleDelete: true });
    expect(emptied.json()).toEqual([]);
    expect((await groupRow(groupId)).contentCount).toBe(0);
  });

  it('the edit dialog needs a document left, and rolls back when none is', async () => {
    const before = await groupRow(groupId);
    const res = await call('PUT', '/api/group/update', 'frances', { groupID: groupId, accountID: acmeAccountId, name: 'Changed', longDesc: 'Changed', memberIds: [id.radia] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'contentCodes', message: 'Size' }));
    expect(await groupRow(groupId)).toEqual(before);
    const ok = await call('PUT', '/api/group/update', 'frances', { groupID: groupId, accountID: acmeAccountId, name: 'Changed', longDesc: 'Changed', memberIds: [id.radia], contentCodes: ['IETF-RFC9110'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Changed', memberCount: 1, contentCount: 1, rosters: [expect.objectContaining({ userId: id.radia })] });
    expect(await auditTypes(groupId)).toEqual(['GROUP_CREATED', 'GROUP_RENAMED', 'GROUP_MEMBERS_CHANGED', 'GROUP_DOCUMENTS_CHANGED', 'GROUP_DOCUMENTS_CHANGED', 'GROUP_UPDATED']);
  });
});

describe('group enable, the flag and the document type-ahead', () => {
  it('answers whether groups are on, and 403 everywhere when the account flag is off', async () => {
    expect((await call('GET', '/api/group/getGroupEnable', 'frances')).json()).toBe(true);
    expect((await call('GET', '/api/group/getGroupEnable', 'acme')).json()).toBe(false);
    await t.db.update(accounts).set({ groupFlag: false }).where(eq(accounts.id, acmeAccountId));
    try {
      expect((await call('GET', '/api/group/getGroupEnable', 'frances')).json()).toBe(false);
      const refused = await call('GET', '/api/group/listByCurrentAccount', 'frances');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('You are not authorized to access this page.');
      expect((await create()).statusCode).toBe(403);
    } finally {
      await t.db.update(accounts).set({ groupFlag: true }).where(eq(accounts.id, acmeAccountId));
    }
  });

  it('refuses an IP session of the library network (COMPANY) with 403, and says groups are off for it', async () => {
    const ip = (method: Method, url: string) => t.app.inject({ method, url, headers: { host: 'localhost' }, remoteAddress: '192.0.2.15' });
    expect((await ip('GET', '/api/group/getGroupEnable')).json()).toBe(false);
    const refused = await ip('GET', '/api/group/listByCurrentAccount');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You are not authorized to access this page.');
  });

  it('finds entitled documents by title, asset id or designation, case-insensitive, up to size', async () => {
    const search = (keywords: string, size = 100, who = 'frances') => call('POST', `/api/group/documents/search/type-ahead?size=${size}`, who, { keywords });
    const byTitle = (await search('SEMANTICS')).json();
    expect(byTitle.map((d: { contentCode: string }) => d.contentCode)).toContain('IETF-RFC9110');
    expect(byTitle[0]).toEqual({ contentID: expect.any(Number), contentCode: expect.any(String), documentTitle: expect.any(String), assetId: expect.any(String), designationNo: expect.any(String) });
    expect((await search('rfc 9110')).json().length + (await search('9110')).json().length).toBeGreaterThan(0);
    expect((await search('security', 3)).json()).toHaveLength(3);
    expect((await search('ab')).statusCode).toBe(400);
    // Ada's account has no NIST subscription: NIST documents are not offered to her groups (she has no groups: 404 list, but search is hers).
    const ada = (await search('security and privacy controls', 100, 'ada')).json();
    expect(ada.map((d: { contentCode: string }) => d.contentCode)).not.toContain('NIST-SP-800-53-REV-5');
    expect((await search('security', 100, 'acme')).statusCode).toBe(403);
  });
});

describe('membership rows', () => {
  it('keeps member_count and content_count equal to the rows', async () => {
    for (const g of await t.db.select().from(groups)) {
      expect((await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, g.id))).length).toBe(g.memberCount);
      expect((await t.db.select().from(groupDocuments).where(eq(groupDocuments.groupId, g.id))).length).toBe(g.contentCount);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every groups, member search and sharing route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string][] = [
      ['/api/group/list', 'get'],
      ['/api/group/listByCurrentAccount', 'get'],
      ['/api/group/getGroupDetail', 'get'],
      ['/api/group/getGroupEnable', 'get'],
      ['/api/group/save', 'post'],
      ['/api/group/update', 'put'],
      ['/api/group/update/name', 'put'],
      ['/api/group/update/memberIds', 'put'],
      ['/api/group/{id}', 'delete'],
      ['/api/group/sendMailToGroup', 'post'],
      ['/api/group/documents/search/type-ahead', 'post'],
      ['/api/contentShare/shared/list', 'get'],
      ['/api/contentShare/updateContentsByGroup', 'post'],
      ['/api/user/searchUsers', 'post'],
      ['/api/user/searchUsersByEmail', 'post'],
      ['/api/contentShare/getSharedGroupAndUserByContentID/{id}', 'get'],
      ['/api/contentShare/searchUsersAndGroups', 'get'],
      ['/api/contentShare/withUser', 'post'],
      ['/api/contentShare/withGroup', 'post'],
      ['/api/contentShare/findContentShareWithMe', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/group/save'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('contentCodes');
  });
});
