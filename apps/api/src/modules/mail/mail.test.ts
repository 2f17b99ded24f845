import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { auditEvents, mailMessages, mailNotices, notificationPreferences, tenants, users } from '../../db/schema/index.js';
import type { CaughtMessage } from './mail-catcher.js';
import { notifyUsers, queueDirectMail, runDigests, type MailEvent } from './index.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let operator: string;
let ada: string;
const ids: Record<string, number> = {};
let keystone: number;

beforeAll(async () => {
  // The keystone operator is a platform operator: another tenant's mail only when asked for by its code.
  t = await createTestApp({ JOBS_POLL_MS: '25', PLATFORM_OPERATORS: 'keystone:operator' });
  operator = await signInDemo(t.app, 'operator');
  ada = await signInDemo(t.app, 'ada');
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) ids[u.login] = u.id;
  keystone = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone')))[0].id;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** The catcher's messages to an address, waiting until `count` have arrived. */
async function caught(address: string, count = 1): Promise<CaughtMessage[]> {
  for (let i = 0; i < 600; i++) {
    const res = await get('/management/mail-catcher?size=500', operator);
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as CaughtMessage[]).filter((m) => m.to.includes(address));
    if (mine.length >= count) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${address}`);
}

const share: MailEvent = {
  type: 'share',
  sharedBy: { name: 'Grace <Hopper>', email: 'grace.hopper@acme.example' },
  documents: [{ contentCode: 'NIST.SP.800-53r5', title: 'Security & Privacy Controls', designation: 'SP 800-53 Rev. 5' }],
  message: 'Read <script>alert(1)</script> this',
};

describe('notifyUsers and the outbox', () => {
  it("honours each user's preference: immediate mail, a digest notice, or nothing", async () => {
    await t.db.insert(notificationPreferences).values([
      { userId: ids.acme, kind: 'SHARING', frequency: 'OFF' },
      { userId: ids.drm, kind: 'SHARING', frequency: 'DAILY' },
    ]);
    await t.db.update(users).set({ langKey: 'de' }).where(eq(users.id, ids.drm));
    const result = await t.db.transaction((tx) => notifyUsers(tx, { tenantId: keystone, userIds: [ids.ada, ids.acme, ids.drm], kind: 'SHARING', event: share }));
    expect(result).toEqual({ queued: 1, digested: 1 });
    const rows = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'SHARING'));
    expect(rows.map((r) => r.toAddress)).toEqual(['ada.lovelace@example.org']);
    const notices = await t.db.select().from(mailNotices).where(eq(mailNotices.kind, 'SHARING'));
    expect(notices.map((n) => n.userId)).toEqual([ids.drm]);

    const [mail] = await caught('ada.lovelace@example.org');
    expect(mail.subject).toBe('Grace <Hopper> shared documents with you');
    expect(mail.replyTo).toBe('grace.hopper@acme.example');
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Security &amp; Privacy Controls');
    expect(mail.html).toContain('http://localhost:8080/document?contentCode=NIST.SP.800-53r5');
    expect(mail.text).toContain('Read <script>alert(1)</script> this');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/api\/mail\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The catcher keeps the message before it answers; the worker records the answer just after.
    let [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, rows[0].id));
    for (let i = 0; i < 1500 && sent.state !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, rows[0].id));
    }
    expect(sent).toMatchObject({ state: 'sent', attempts: 1 });
    expect(sent.messageId).toBeTruthy();
  });

  it("ignores a user of another tenant", async () => {
    const result = await t.db.transaction((tx) => notifyUsers(tx, { tenantId: keystone, userIds: [ids.reader], kind: 'SHARING', event: share }));
    expect(result).toEqual({ queued: 0, digested: 0 });
  });

  it('writes nothing when the transaction that caused the mail rolls back', async () => {
    const before = (await t.db.select().from(mailMessages)).length;
    await t.db
      .transaction(async (tx) => {
        await notifyUsers(tx, { tenantId: keystone, userIds: [ids.ada], kind: 'SHARING', event: share });
        throw new Error('the share failed');
      })
      .catch(() => {});
    expect((await t.db.select().from(mailMessages)).length).toBe(before);
  });

  it("sends the daily digest in the recipient's language", async () => {
    const result = await runDigests(t.db, { frequency: 'DAILY' });
    expect(result.digests).toBeGreaterThanOrEqual(1);
    const [digest] = await caught('hedy.lamarr@acme.example');
    expect(digest.subject).toMatch(/Ihre tägliche Zusammenfassung/);
    expect(digest.text).toContain('Mit Ihnen geteilt');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [notice] = await t.db.select().from(mailNotices).where(eq(mailNotices.userId, ids.drm));
    expect(notice.digestedAt).not.toBeNull();
    expect(notice.digestMessageId).not.toBeNull();
    // Nothing left: a second run sends nothing more.
    expect((await runDigests(t.db, { frequency: 'DAILY' })).digests).toBe(0);
  });

  it('sends a direct copy whatever the preferences say', async () => {
    await t.db.transaction((tx) =>
      queueDirectMail(tx, {
        tenantId: keystone,
        toUserId: ids.acme,
        copy: true,
        event: { type: 'group-message', group: { id: 1, name: 'Reviewers' }, from: { name: 'Acme', email: 'library@acme.example' }, subject: 'Kick-off', message: 'Line one\nLine two' },
      }),
    );
    const [copy] = await caught('library@acme.example');
    expect(copy.subject).toBe('Copy: [Reviewers] Kick-off');
    expect(copy.headers['list-unsubscribe']).toBeUndefined();
  });
});

describe('unsubscribe links', () => {
  it('shows a confirmation page, and the one-click POST turns the kind off with an audit event', async () => {
    const [mail] = await caught('ada.lovelace@example.org');
    const url = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    const page = await get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('documents shared with you');
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [pref] = await t.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, ids.ada), eq(notificationPreferences.kind, 'SHARING')));
    expect(pref.frequency).toBe('OFF');
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'MAIL_UNSUBSCRIBED'));
    expect(audits).toHaveLength(1);
    expect(audits[0].principal).toBe('ada');
  });

  it('answers a forged token with a 400 page, not a change', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe?token=eyJ4IjoxfQ.forged', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('not valid');
  });
});

describe('GET and PUT api/notification-preferences', () => {
  const put = (payload: unknown, token = ada) =>
    t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: { host: 'localhost', authorization: `Bearer ${token}` }, payload: payload as object });

  it('answers the defaults, saves a change and records it', async () => {
    const fresh = await get('/api/notification-preferences', operator);
    expect(fresh.json()).toEqual({ TRACKING: 'DAILY', SHARING: 'IMMEDIATE', GROUP_MESSAGES: 'IMMEDIATE' });
    const res = await put({ TRACKING: 'WEEKLY', SHARING: 'IMMEDIATE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ TRACKING: 'WEEKLY', SHARING: 'IMMEDIATE', GROUP_MESSAGES: 'IMMEDIATE' });
    expect((await get('/api/notification-preferences', ada)).json()).toEqual(res.json());
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'NOTIFICATION_PREFERENCES_CHANGED'));
    expect(audits.at(-1)!.data).toMatchObject({ changed: { TRACKING: { from: 'DAILY', to: 'WEEKLY' }, SHARING: { from: 'OFF', to: 'IMMEDIATE' } } });
  });

  it('refuses an unknown frequency with a field error and an anonymous caller with 401', async () => {
    const bad = await put({ TRACKING: 'HOURLY' });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/notification-preferences')).statusCode).toBe(401);
  });
});

describe('GET management/mail', () => {
  it('lists the outbox with paging, filters and a total for operators only', async () => {
    const res = await get('/management/mail?size=2&sort=createdAt,asc', operator);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(res.json()).toHaveLength(2);
    const byAda = await get('/management/mail?q=lovelace&state=sent', operator);
    expect(byAda.json().map((m: { toAddress: string }) => m.toAddress)).toEqual(['ada.lovelace@example.org']);
    const detail = await get(`/management/mail/${byAda.json()[0].id}`, operator);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ state: 'sent', kind: 'SHARING' });
    expect(detail.json().html).toContain('<!doctype html>');
    expect(detail.json().headers).toMatchObject({ To: 'ada.lovelace@example.org', 'Reply-To': 'grace.hopper@acme.example', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await get('/management/mail', ada)).statusCode).toBe(403);
    expect((await get('/management/mail-catcher', ada)).statusCode).toBe(403);
    expect((await get('/management/mail/999999', operator)).statusCode).toBe(404);
  });
});

describe("each tenant's mail is its own", () => {
  it("the catcher and the outbox show the request's tenant only; a platform operator names another tenant to read its mail", async () => {
    const community = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'community')))[0].id;
    await t.db.transaction((tx) => notifyUsers(tx, { tenantId: community, userIds: [ids.reader], kind: 'SHARING', event: share }));
    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'tim@community.example'));
    let sent = row;
    for (let i = 0; i < 1500 && sent.state !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, row.id));
    }
    expect(sent.state).toBe('sent');

    const own = (await get('/management/mail-catcher?size=500', operator)).json() as CaughtMessage[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((m) => m.to.includes('tim@community.example'))).toBe(false);
    expect((await get('/management/mail?q=community', operator)).json()).toEqual([]);
    expect((await get(`/management/mail/${row.id}`, operator)).statusCode).toBe(404);

    const theirs = (await get('/management/mail-catcher?size=500&tenant=community', operator)).json() as CaughtMessage[];
    expect(theirs.map((m) => m.to)).toEqual([['tim@community.example']]);
    expect((await get('/management/mail?tenant=community', operator)).json().map((m: { toAddress: string }) => m.toAddress)).toEqual(['tim@community.example']);
    expect((await get(`/management/mail/${row.id}?tenant=community`, operator)).statusCode).toBe(200);
    expect((await get('/management/mail?tenant=atlantis', operator)).statusCode).toBe(404);
  });
});

describe('the mail texts and the API description', () => {
  it('has every text in all 14 locales, translated, with the same placeholders', async () => {
    const { LOCALES } = await import('@codex/domain');
    const { mailTexts } = await import('./mail-texts.js');
    const fs = await import('node:fs');
    const en = JSON.parse(fs.readFileSync(new URL('./locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
    expect(LOCALES).toHaveLength(14);
    for (const locale of LOCALES) {
      const own = JSON.parse(fs.readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
      expect(Object.keys(own).sort(), locale).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) expect(placeholders(own[key]), `${locale} ${key}`).toBe(placeholders(en[key]));
      if (locale !== 'en') expect(own['footer.unsubscribe'], locale).not.toBe(en['footer.unsubscribe']);
      expect(mailTexts(locale).locale).toBe(locale);
    }
  });

  it('describes the new routes in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [p, method] of [
      ['/api/notification-preferences', 'put'],
      ['/api/mail/unsubscribe', 'post'],
      ['/management/mail', 'get'],
      ['/management/mail/{id}', 'get'],
      ['/management/mail-catcher', 'get'],
    ]) {
      expect(doc.paths[p]?.[method], `${method} ${p}`).toBeTruthy();
    }
  });
});
