import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { accounts, auditEvents, contentShares, documents, entitlements, groupDocuments, groups, mailMessages, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

/**
 * Groups within the account (docs/adr/0044): members are colleagues, and a document goes into a group (on create,
 * in the edit dialog, from the detail page) only when the adder's account is entitled to it. Claude Shannon acting
 * for Bell Research Labs, whose NIST subscription lapsed in 2024, is the adder who is not entitled.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;
let bellAccountId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'annie', 'multi'] as const));
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  for (const d of await t.db.select({ id: documents.id, code: documents.contentCode }).from(documents)) id[d.code] = d.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  [{ id: bellAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100300'));
  expect((await call('POST', '/api/account/switch', 'multi', { accountId: bellAccountId, authType: 'PWD' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);
const groupCount = async () => (await t.db.select({ n: count() }).from(groups))[0].n;
const shareCount = async () => (await t.db.select({ n: count() }).from(contentShares))[0].n;
const documentsOf = async (groupId: number) => (await t.db.select({ id: groupDocuments.documentId }).from(groupDocuments).where(eq(groupDocuments.groupId, groupId))).map((r) => r.id).sort();

describe('documents of a group are ones the adder is entitled to', () => {
  let bellGroup: number;

  it('refuses to create a group with a document the account is not entitled to (a lapsed subscription), and saves nothing', async () => {
    const before = await groupCount();
    const res = await call('POST', '/api/group/save', 'multi', { accountID: bellAccountId, name: 'Bell readers', longDesc: 'Protocols', memberIds: [id.multi], contentCodes: ['IETF-RFC9110', 'NIST-SP-800-53-REV-5'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: 'contentCodes.1', message: 'NotEntitled' }]);
    expect(await groupCount()).toBe(before);
    const created = await call('POST', '/api/group/save', 'multi', { accountID: bellAccountId, name: 'Bell readers', longDesc: 'Protocols', memberIds: [id.multi], contentCodes: ['IETF-RFC9110'] });
    expect(created.statusCode).toBe(201);
    bellGroup = created.json().groupID;
  });

  it('refuses the edit dialog’s and the detail page’s additions of such a document, and changes nothing', async () => {
    const shares = await shareCount();
    const edit = await call('PUT', '/api/group/update', 'multi', {
      groupID: bellGroup,
      accountID: bellAccountId,
      name: 'Bell readers',
      longDesc: 'Protocols',
      memberIds: [id.multi],
      contentCodes: ['NIST-SP-800-53-REV-5'],
      removeContentIds: [],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toEqual([{ objectName: 'body', field: 'contentCodes.0', message: 'NotEntitled' }]);
    const add = await call('POST', '/api/contentShare/updateContentsByGroup', 'multi', { sharedWithGroupID: bellGroup, addContentCodes: ['NIST-SP-800-53-REV-5'], removeContentIds: [id['IETF-RFC9110']] });
    expect(add.statusCode).toBe(400);
    expect(add.json().fieldErrors).toEqual([{ objectName: 'body', field: 'addContentCodes.0', message: 'NotEntitled' }]);
    expect(await documentsOf(bellGroup)).toEqual([id['IETF-RFC9110']]);
    expect(await shareCount()).toBe(shares);
    const audits = await t.db.select({ data: auditEvents.data }).from(auditEvents).where(eq(auditEvents.type, 'GROUP_DOCUMENTS_CHANGED'));
    expect(audits.filter((a) => a.data.groupId === bellGroup)).toEqual([]);
    // What Bell holds goes in.
    const ok = await call('POST', '/api/contentShare/updateContentsByGroup', 'multi', { sharedWithGroupID: bellGroup, addContentCodes: ['IETF-RFC9111'], removeContentIds: [] });
    expect(ok.statusCode).toBe(200);
    expect(await documentsOf(bellGroup)).toEqual([id['IETF-RFC9110'], id['IETF-RFC9111']].sort());
  });

  it('refuses members who are not colleagues of the account, each answered as unknown', async () => {
    const res = await call('PUT', '/api/group/update/memberIds', 'multi', { groupID: bellGroup, memberIds: [id.multi, id.radia, 2147483000] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'body', field: 'memberIds.1', message: 'NotFound' },
      { objectName: 'body', field: 'memberIds.2', message: 'NotFound' },
    ]);
  });
});

describe('a member who is no longer a colleague', () => {
  it('receives nothing more through the group: neither the shares of its documents nor the share dialog’s', async () => {
    const [{ tenantId }] = await t.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.login, 'frances'));
    const [mover] = await t.db
      .insert(users)
      .values({ tenantId, login: 'mover', email: 'mover@acme.example', firstName: 'Moe', lastName: 'Ver', passwordHash: await hashPassword('Mover-Moves-On-1'), userType: 'INDIVIDUAL' })
      .returning({ id: users.id });
    await t.db.insert(entitlements).values({ userId: mover.id, accountId: acmeAccountId });
    const created = await call('POST', '/api/group/save', 'frances', { accountID: acmeAccountId, name: 'Movers', longDesc: 'Some leave', memberIds: [id.radia, id.annie, mover.id], contentCodes: ['IETF-RFC9110'] });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().groupID;
    const receivedBy = async (userId: number) =>
      (await t.db.select({ documentId: contentShares.documentId }).from(contentShares).where(and(eq(contentShares.groupId, groupId), eq(contentShares.sharedWithUserId, userId)))).map((r) => r.documentId).sort();
    expect(await receivedBy(mover.id)).toEqual([id['IETF-RFC9110']]);

    // Mover leaves Acme.
    await t.db.delete(entitlements).where(and(eq(entitlements.userId, mover.id), eq(entitlements.accountId, acmeAccountId)));
    expect((await call('POST', '/api/contentShare/updateContentsByGroup', 'frances', { sharedWithGroupID: groupId, addContentCodes: ['NIST-SP-800-53-REV-5'], removeContentIds: [] })).statusCode).toBe(200);
    expect(await receivedBy(id.annie)).toEqual([id['IETF-RFC9110'], id['NIST-SP-800-53-REV-5']].sort());
    expect(await receivedBy(mover.id)).toEqual([id['IETF-RFC9110']]);

    const lastMail = (await t.db.select({ id: mailMessages.id }).from(mailMessages)).reduce((m, r) => Math.max(m, r.id), 0);
    const shared = await call('POST', '/api/contentShare/withGroup', 'radia', [{ contentCode: 'W3C-WCAG21', sharedWithGroupID: groupId }]);
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toEqual({ shared: 1 });
    expect(await receivedBy(id.annie)).toContain(id['W3C-WCAG21']);
    expect(await receivedBy(mover.id)).not.toContain(id['W3C-WCAG21']);
    const mails = await t.db.select({ toUserId: mailMessages.toUserId }).from(mailMessages).where(gt(mailMessages.id, lastMail));
    expect(mails.map((m) => m.toUserId)).toEqual([id.annie]);
  });
});
