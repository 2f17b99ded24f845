import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInAs } from '../../../test/sign-in.js';
import { documentChanges, documents, mailMessages, trackedDocuments, trackingNotifications, users } from '../../db/schema/index.js';
import { deliverTrackingNotifications } from './index.js';

/**
 * Issue 16 item 8: when a tracked document is replaced, the tracking mail says how many of the account's active
 * compass points on it can be carried to the new edition, and says nothing of them when there are none.
 */
let t: TestContext;
const token: Record<string, string> = {};
const PASSWORDS = { frances: 'Frances-Optimizes-Loops-1', radia: 'Radia-Spans-Trees-1', ada: 'Ada-Reads-Standards-1' };
const auth = (who: string) => ({ authorization: `Bearer ${token[who]}` });
let rfc7231: number;

const FOUND = 'The OPTIONS method requests information about the communication options available for the target resource';
const DROPPED = 'A new requirement has been added that semantics embedded in a URI be disabled when those semantics are inconsistent with the request method';

async function compassPoint(exact: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/compasspoint', headers: auth('frances'), payload: { name: 'Carry me', contentID: rfc7231, anchor: { quote: { exact } } } });
  expect(res.statusCode).toBe(201);
}

/** The tracking mail each user got for a REPLACED change of RFC 7231 (RFC 9110), after one delivery run. */
async function deliverReplacement(changeKey: string) {
  const [change] = await t.db
    .insert(documentChanges)
    .values({ documentId: rfc7231, kind: 'REPLACED', changeKey, summary: 'Replaced by RFC 9110', detail: { relatedContentCode: 'IETF-RFC9110', relatedDesignation: 'RFC 9110' } })
    .returning();
  const tracked = await t.db.select().from(trackedDocuments).innerJoin(users, eq(users.id, trackedDocuments.userId)).where(inArray(users.login, Object.keys(PASSWORDS)));
  await t.db.insert(trackingNotifications).values(tracked.map((r) => ({ tenantId: r.users.tenantId, userId: r.users.id, trackedDocumentId: r.tracked_documents.id, changeId: change.id })));
  await deliverTrackingNotifications(t.db);
  const mails = await t.db.select({ login: users.login, text: mailMessages.text, html: mailMessages.html }).from(mailMessages).innerJoin(users, eq(users.id, mailMessages.toUserId)).where(eq(mailMessages.kind, 'TRACKING'));
  // Each run's mail is removed once read, so the next run's answer holds only its own.
  await t.db.delete(mailMessages).where(eq(mailMessages.kind, 'TRACKING'));
  return Object.fromEntries(mails.map((m) => [m.login, m]));
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  for (const [login, password] of Object.entries(PASSWORDS)) token[login] = await signInAs(t.app, login, password);
  [{ id: rfc7231 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC7231'));
  for (const who of Object.keys(PASSWORDS)) {
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: auth(who), payload: { TRACKING: 'IMMEDIATE' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC7231', headers: auth(who) })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('the tracking mail of a replaced document with compass points', () => {
  it('says nothing of compass points while the account has none on it', async () => {
    const mails = await deliverReplacement('REPLACED:none');
    expect(Object.keys(mails).sort()).toEqual(['ada', 'frances', 'radia']);
    for (const mail of Object.values(mails)) expect(mail.text).not.toContain('compass points');
  });

  it("tells the account's users how many can be carried (found in RFC 9110), and another account nothing", async () => {
    await compassPoint(FOUND);
    await compassPoint(FOUND);
    await compassPoint(DROPPED);
    const mails = await deliverReplacement('REPLACED:some');
    const line = 'Compass points of your account on it that can be carried to RFC 9110: 2';
    expect(mails.frances.text).toContain(line);
    expect(mails.frances.html).toContain(line);
    expect(mails.radia.text).toContain(line);
    expect(mails.ada.text).not.toContain('Compass points');
  });

  it("says it in the recipient's language", async () => {
    await t.db.update(users).set({ langKey: 'de' }).where(eq(users.login, 'radia'));
    const mails = await deliverReplacement('REPLACED:de');
    expect(mails.radia.text).toContain('Compass Points Ihres Kontos in diesem Dokument, die in RFC 9110 übernommen werden können: 2');
  });

  it('counts only those not carried yet', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/compasspoint/carry', headers: auth('frances'), payload: { contentID: rfc7231 } })).statusCode).toBe(200);
    const mails = await deliverReplacement('REPLACED:after');
    expect(mails.frances.text).toContain('Replaced by RFC 9110');
    expect(mails.frances.text).not.toContain('Compass points');
  });
});
