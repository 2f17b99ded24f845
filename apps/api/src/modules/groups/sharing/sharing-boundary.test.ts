import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { accounts, auditEvents, contentShares, documents, entitlements, mailMessages, mailNotices, users } from '../../../db/schema/index.js';
import { hashPassword } from '../../../lib/passwords.js';

/**
 * Sharing within the boundary (docs/adr/0044): a document is shared only by a user entitled to it, with colleagues
 * (by id) or with a person named by exact address; any other recipient is answered as an unknown one, and nothing
 * is written or mailed. The searches answer nobody outside the caller's account; a recipient still opens a document
 * only where entitled.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;
let bellAccountId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'annie', 'ada', 'multi', 'acme', 'reader', 'nist'] as const));
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  for (const d of await t.db.select({ id: documents.id, code: documents.contentCode }).from(documents)) id[d.code] = d.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  [{ id: bellAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100300'));
  // A colleague who left: still entitled to Acme, but deactivated.
  const [{ tenantId }] = await t.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.login, 'frances'));
  const [leaver] = await t.db
    .insert(users)
    .values({ tenantId, login: 'leaver', email: 'leaver@acme.example', firstName: 'Lee', lastName: 'Ver', passwordHash: await hashPassword('Leaver-Left-Acme-1'), userType: 'INDIVIDUAL', activated: false })
    .returning({ id: users.id });
  await t.db.insert(entitlements).values({ userId: leaver.id, accountId: acmeAccountId });
  id.leaver = leaver.id;
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);

/** What a share may leave behind: rows, mail (outbox and digest notices), audit events. */
async function traces() {
  const [[shares], [mails], [notices], [audits]] = await Promise.all([
    t.db.select({ n: count() }).from(contentShares),
    t.db.select({ n: count() }).from(mailMessages),
    t.db.select({ n: count() }).from(mailNotices),
    t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.type, 'CONTENT_SHARED')),
  ]);
  return { shares: shares.n, mails: mails.n, notices: notices.n, audits: audits.n };
}

/** The answer as the caller sees it, but for the request id every answer has its own. */
const seen = (res: { statusCode: number; headers: Record<string, unknown>; json: () => Record<string, unknown> }) => {
  const { requestId: _requestId, ...body } = res.json();
  return { status: res.statusCode, type: res.headers['content-type'], body };
};

describe('POST api/contentShare/withUser: recipients', () => {
  it('answers a foreign, ineligible or unknown user id alike, and writes and mails nothing for any', async () => {
    const unknownId = (await t.db.select({ id: users.id }).from(users)).reduce((m, u) => Math.max(m, u.id), 0) + 1000;
    const before = await traces();
    const share = (userId: number) => call('POST', '/api/contentShare/withUser', 'frances', [{ contentCode: 'IETF-RFC9110', sharedWithUserID: userId, message: 'Read section 15' }]);
    const unknown = seen(await share(unknownId));
    expect(unknown).toEqual({
      status: 400,
      type: expect.stringContaining('application/problem+json'),
      body: expect.objectContaining({ status: 400, fieldErrors: [{ objectName: 'body', field: '0.sharedWithUserID', message: 'NotFound' }] }),
    });
    // Another account of the tenant (Ada), another tenant (Tim), the account's COMPANY login, a deactivated colleague.
    for (const who of ['ada', 'reader', 'nist', 'acme', 'leaver']) expect(seen(await share(id[who])), who).toEqual(unknown);
    expect(await traces()).toEqual(before);
    // The same item to a colleague is shared: the refusals above were about the recipient alone.
    expect((await share(id.radia)).statusCode).toBe(201);
  });

  it('refuses the whole request when one recipient is out of reach: the colleague of the same request gets nothing either', async () => {
    const before = await traces();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', [
      { contentCode: 'W3C-WCAG21', sharedWithUserID: id.annie },
      { contentCode: 'W3C-WCAG21', sharedWithUserID: id.ada },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: '1.sharedWithUserID', message: 'NotFound' }]);
    expect(await traces()).toEqual(before);
  });

  it('answers an address nobody of the tenant has like one of another tenant', async () => {
    const share = (email: string) => call('POST', '/api/contentShare/withUser', 'frances', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: email }]);
    const before = await traces();
    const nobody = seen(await share('nobody.at.all@example.org'));
    expect(nobody.body.fieldErrors).toEqual([{ objectName: 'body', field: '0.sharedWithEmail', message: 'NotFound' }]);
    expect(seen(await share('tim@community.example'))).toEqual(nobody);
    expect(seen(await share('leaver@acme.example'))).toEqual(nobody);
    // The spec's e-mail rule: an IP literal is an address (nobody has it), a top level of digits is not one.
    expect(seen(await share('nobody@[127.0.0.1]'))).toEqual(nobody);
    const digits = await share('nobody@example.123');
    expect(digits.statusCode).toBe(400);
    expect(digits.json().fieldErrors).toEqual([{ objectName: 'body', field: '0.sharedWithEmail', message: 'Email' }]);
    expect(await traces()).toEqual(before);
  });

  it('reaches a person of another account by their exact address (the external entry), not by their id', async () => {
    const mark = await traces();
    const res = await call('POST', '/api/contentShare/withUser', 'frances', [{ contentCode: 'IETF-RFC9111', sharedWithEmail: ' Ada.Lovelace@example.org ' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ shared: 1 });
    const rows = await t.db.select().from(contentShares).where(and(eq(contentShares.sharedByUserId, id.frances), eq(contentShares.documentId, id['IETF-RFC9111'])));
    expect(rows.map((r) => r.sharedWithUserId)).toEqual([id.ada]);
    expect((await traces()).mails).toBe(mark.mails + 1);
  });
});

describe('POST api/contentShare/withUser: documents', () => {
  it('refuses a document the sharer’s account is not entitled to, and writes and mails nothing', async () => {
    const before = await traces();
    // Ada's account subscribes to IETF and W3C, not NIST.
    const byCode = await call('POST', '/api/contentShare/withUser', 'ada', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithEmail: 'frances.allen@acme.example', message: 'Free text' }]);
    expect(byCode.statusCode).toBe(400);
    expect(byCode.json().fieldErrors).toEqual([{ objectName: 'body', field: '0.contentCode', message: 'NotEntitled' }]);
    const byId = await call('POST', '/api/contentShare/withUser', 'ada', [
      { contentID: id['IETF-RFC9110'], sharedWithEmail: 'frances.allen@acme.example' },
      { contentID: id['NIST-SP-800-53-REV-5'], sharedWithEmail: 'frances.allen@acme.example' },
    ]);
    expect(byId.json().fieldErrors).toEqual([{ objectName: 'body', field: '1.contentID', message: 'NotEntitled' }]);
    expect(await traces()).toEqual(before);
    // What her account does hold, she shares.
    expect((await call('POST', '/api/contentShare/withUser', 'ada', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: 'frances.allen@acme.example' }])).statusCode).toBe(201);
  });

  it('follows the account the session acts for: Bell’s NIST subscription lapsed, and only Bell’s users are colleagues there', async () => {
    const switched = await call('POST', '/api/account/switch', 'multi', { accountId: bellAccountId, authType: 'PWD' });
    expect(switched.statusCode).toBe(200);
    try {
      const before = await traces();
      const res = await call('POST', '/api/contentShare/withUser', 'multi', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithUserID: id.radia }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([
        { objectName: 'body', field: '0.contentCode', message: 'NotEntitled' },
        { objectName: 'body', field: '0.sharedWithUserID', message: 'NotFound' },
      ]);
      expect(await traces()).toEqual(before);
      const people = (await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=perlman', 'multi')).json();
      expect(people.userList).toEqual([]);
      expect((await call('POST', '/api/contentShare/withUser', 'multi', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: 'radia.perlman@acme.example' }])).statusCode).toBe(201);
    } finally {
      expect((await call('POST', '/api/account/switch', 'multi', { accountId: acmeAccountId, authType: 'PWD' })).statusCode).toBe(200);
    }
    // Acting for Acme again, Radia is a colleague and NIST is Acme's.
    expect((await call('POST', '/api/contentShare/withUser', 'multi', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithUserID: id.radia }])).statusCode).toBe(201);
  });
});

describe('the searches answer nobody outside the caller’s account', () => {
  const acmeUserIds = async () =>
    new Set((await t.db.select({ userId: entitlements.userId }).from(entitlements).where(eq(entitlements.accountId, acmeAccountId))).map((r) => r.userId));

  it('searchUsersAndGroups: by name or address, only colleagues', async () => {
    const colleagues = await acmeUserIds();
    let answered = 0;
    for (const keyword of ['lovelace', 'ada.lovelace@example.org', 'tim@community.example', 'berners', 'vaughan', 'dorothy', 'grace.hopper@acme.example', 'ann', 'son']) {
      const res = await call('GET', `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent(keyword)}`, 'annie');
      expect(res.statusCode).toBe(200);
      const found: { userId: number }[] = res.json().userList;
      answered += found.length;
      for (const u of found) expect(colleagues.has(u.userId), `${keyword} found user ${u.userId}`).toBe(true);
    }
    expect(answered).toBeGreaterThan(2);
    const address = (await call('GET', `/api/contentShare/searchUsersAndGroups?keyword=${encodeURIComponent('GRACE.hopper@acme.example')}`, 'annie')).json();
    expect(address.userList).toEqual([{ userId: id.grace, firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@acme.example' }]);
  });

  it('searchUsers: only colleagues, whatever the name', async () => {
    const colleagues = await acmeUserIds();
    let answered = 0;
    for (const fullName of ['lovelace', 'berners', 'vaughan', 'ann', 'son', 'ace', 'ing']) {
      const res = await call('POST', '/api/user/searchUsers?pageIndex=1&pageSize=100', 'frances', { fullName });
      const found: { user: { userId: number } }[] = res.json().list;
      answered += found.length;
      for (const o of found) expect(colleagues.has(o.user.userId), `${fullName} found user ${o.user.userId}`).toBe(true);
    }
    expect(answered).toBeGreaterThan(2);
  });

  it('searchUsersByEmail is the external entry: the exact address of anyone of the tenant, nobody of another tenant', async () => {
    const external = (await call('POST', '/api/user/searchUsersByEmail', 'frances', { email: 'ada.lovelace@example.org' })).json();
    expect(external.list.map((o: { user: { userId: number } }) => o.user.userId)).toEqual([id.ada]);
    expect((await call('POST', '/api/user/searchUsersByEmail', 'frances', { email: 'tim@community.example' })).json()).toEqual({ totalCount: 0, list: [] });
  });
});

describe('a recipient of another account', () => {
  it('sees a document shared by the external entry, but opens its content only where entitled', async () => {
    expect((await call('POST', '/api/contentShare/withUser', 'frances', [{ contentCode: 'NIST-SP-800-53-REV-5', sharedWithEmail: 'ada.lovelace@example.org' }])).statusCode).toBe(201);
    const mine = (await call('POST', '/api/contentShare/findContentShareWithMe', 'ada', { pageIndex: 1, pageSize: 100 })).json();
    expect(mine.list).toContainEqual(expect.objectContaining({ contentCode: 'NIST-SP-800-53-REV-5', sharedByFirstName: 'Frances' }));
    const verify = (who: string) => call('GET', '/api/documents/verification/contentCode?contentCode=NIST-SP-800-53-REV-5', who);
    expect((await verify('ada')).headers.entitlementaccess).toBe('false');
    expect((await verify('radia')).headers.entitlementaccess).toBe('true');
    for (const url of ['/api/documents/pdf/contentCode?contentCode=NIST-SP-800-53-REV-5', '/api/documents/html/NIST-SP-800-53-REV-5', '/api/documents/download?contentCode=NIST-SP-800-53-REV-5']) {
      expect((await call('GET', url, 'ada')).statusCode, url).toBe(403);
    }
    // A document her own account holds, shared the same way, she opens.
    expect((await call('GET', '/api/documents/pdf/contentCode?contentCode=IETF-RFC9111', 'ada')).statusCode).toBe(200);
  });
});
