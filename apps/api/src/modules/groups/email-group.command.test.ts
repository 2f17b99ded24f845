import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { accounts, auditEvents, mailMessages, users } from '../../db/schema/index.js';

/**
 * E-mailing a group (email-group.command.ts): the message for every member but the sender, the sender's copy when
 * asked and the audit event, all in the outbox's one transaction; a caller who may not e-mail the group writes none.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'edsger', 'annie'] as const));
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);
const create = async (overrides: Record<string, unknown> = {}, who = 'frances') =>
  call('POST', '/api/group/save', who, { accountID: acmeAccountId, name: 'Protocol reviewers', longDesc: 'HTTP and security controls', memberIds: [id.radia, id.annie], contentCodes: ['IETF-RFC9110'], ...overrides });
const auditTypes = async (groupId: number) =>
  (await t.db.select({ type: auditEvents.type, data: auditEvents.data }).from(auditEvents).where(inArray(auditEvents.type, ['GROUP_CREATED', 'GROUP_EMAILED'])))
    .filter((e) => e.data.groupId === groupId)
    .map((e) => e.type);

describe('the group e-mail', () => {
  it('goes to every member but the sender, the sender only with copyMeFlag, through the outbox', async () => {
    const groupId = (await create({ name: 'Mail list', memberIds: [id.radia, id.annie, id.frances] })).json().groupID;
    const outbox = async () => t.db.select({ toUserId: mailMessages.toUserId, kind: mailMessages.kind, subject: mailMessages.subject }).from(mailMessages).where(isNotNull(mailMessages.toUserId));
    const before = (await outbox()).length;
    const res = await call('POST', '/api/group/sendMailToGroup', 'radia', { subject: 'Meeting', message: 'Tomorrow at ten', groupID: groupId, copyMeFlag: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: 2 });
    const sent = (await outbox()).slice(before);
    expect(sent.map((m) => [m.toUserId, m.kind]).sort()).toEqual(
      [
        [id.annie, 'GROUP_MESSAGES'],
        [id.frances, 'GROUP_MESSAGES'],
        [id.radia, 'COPY'],
      ].sort(),
    );
    const after = (await outbox()).length;
    await call('POST', '/api/group/sendMailToGroup', 'frances', { subject: 'No copy', message: 'Just them', groupId, copyMeFlag: false });
    expect((await outbox()).slice(after).map((m) => m.toUserId).sort()).toEqual([id.radia, id.annie].sort());
    expect(await auditTypes(groupId)).toEqual(['GROUP_CREATED', 'GROUP_EMAILED', 'GROUP_EMAILED']);
    const bad = await call('POST', '/api/group/sendMailToGroup', 'frances', { subject: ' ', message: 'x', copyMeFlag: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['groupId', 'subject']);
  });
});

describe('a group e-mail that is refused', () => {
  it('writes no message and no audit event for a user of the account who is not in the group (404)', async () => {
    const groupId = (await create({ name: 'Closed list' })).json().groupID;
    const queued = async () => (await t.db.select({ id: mailMessages.id }).from(mailMessages).where(and(isNotNull(mailMessages.toUserId)))).length;
    const before = await queued();
    const res = await call('POST', '/api/group/sendMailToGroup', 'edsger', { subject: 'Let me in', message: 'Please', groupId, copyMeFlag: true });
    expect(res.statusCode).toBe(404);
    expect(await queued()).toBe(before);
    expect(await auditTypes(groupId)).toEqual(['GROUP_CREATED']);
  });
});
