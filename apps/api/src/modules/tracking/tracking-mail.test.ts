import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../db/client.js';
import { trackingNotifications, users } from '../../db/schema/index.js';
import { LocalFileStore } from '../../lib/file-store.js';
import { applyCatalogueDelta, runCatalogueImport } from '../catalogue-import/index.js';
import { listCaughtMessages, runDigests, type CaughtMessage } from '../mail/index.js';
import { signInDemo } from '../../../test/demo-users.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const catalogueDir = path.join(apiRoot, 'catalog');
const deltaFile = path.join(catalogueDir, 'test-data/delta-2024-05.jsonl.gz');
const quiet = { info: () => {}, warn: () => {} };

let t: TestContext;
let newerDir: string;

const auth = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });
const mailTo = (address: string): CaughtMessage[] => listCaughtMessages(t.app.mailCatcher!.dir, 0, 1000).messages.filter((m) => m.to.includes(address));

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '25' });
  const ada = await signInDemo(t.app, 'ada');
  const grace = await signInDemo(t.app, 'grace');
  const multi = await signInDemo(t.app, 'multi');
  // Ada wants tracking mail at once, Grace (who reads German) keeps the daily default, Claude turned it off.
  await t.db.update(users).set({ langKey: 'de' }).where(eq(users.login, 'grace'));
  expect((await t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: auth(ada), payload: { TRACKING: 'IMMEDIATE' } })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: auth(multi), payload: { TRACKING: 'OFF' } })).statusCode).toBe(200);
  for (const token of [ada, multi]) expect((await t.app.inject({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC4122', headers: auth(token) })).statusCode).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: '/api/tracked-documents?contentCode=NIST-SP-800-171-REV-2', headers: auth(grace) })).statusCode).toBe(201);

  newerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-newer-catalog-'));
  await applyCatalogueDelta(catalogueDir, deltaFile, newerDir);
  const imported = await runCatalogueImport({ db: t.db, fileStore: new LocalFileStore(path.join(t.dataDir, 'files')), catalogueDir: newerDir, renditions: 'none', log: quiet });
  expect(imported.trackingNotifications).toBe(6);
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(newerDir, { recursive: true, force: true });
});

describe('tracking alerts by mail after a catalogue import (delta-2024-05)', () => {
  it('delivers every notification through the job queue', async () => {
    for (let i = 0; i < 1200; i++) {
      const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from tracking_notifications where delivered_at is null`);
      const [{ q }] = await queryRows<{ q: number }>(t.db, sql`select count(*)::int as q from mail_messages where state = 'queued'`);
      if (n === 0 && q === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await t.db.select().from(trackingNotifications).where(isNull(trackingNotifications.deliveredAt))).toEqual([]);
  });

  it('sends the immediate user one mail per change, in the catcher', async () => {
    for (let i = 0; i < 1200 && mailTo('ada.lovelace@example.org').length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    const mails = mailTo('ada.lovelace@example.org');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject === 'Changes to documents you track')).toBe(true);
    expect(mails.map((m) => (m.text.match(/Status changed from Active to Replaced|Replaced by RFC 9562/) ?? [''])[0]).sort()).toEqual([
      'Replaced by RFC 9562',
      'Status changed from Active to Replaced',
    ]);
    expect(mails[0].html).toContain('/document?contentCode=IETF-RFC4122');
    expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('gives the daily user one digest with both changes, and the user who turned tracking mail off nothing', async () => {
    expect(mailTo('grace.hopper@acme.example')).toHaveLength(0);
    const result = await runDigests(t.db, { frequency: 'DAILY' });
    // Claude's notices were never written (OFF), so the digest run has nothing of his to drop.
    expect(result).toMatchObject({ digests: 1, notices: 2, dropped: 0 });
    for (let i = 0; i < 1200 && mailTo('grace.hopper@acme.example').length < 1; i++) await new Promise((r) => setTimeout(r, 25));
    const [digest, ...more] = mailTo('grace.hopper@acme.example');
    expect(more).toHaveLength(0);
    // In her language, the changes too; the status names are the catalogue's own words.
    expect(digest.subject).toMatch(/Ihre tägliche Zusammenfassung/);
    expect(digest.text).toContain('Verfolgte Dokumente');
    expect(digest.text).toContain('Ersetzt durch NIST SP 800-171 Rev. 3');
    expect(digest.text).toMatch(/Status geändert von \w+ zu \w+/);
    const [claude] = await t.db.select({ email: users.email }).from(users).where(inArray(users.login, ['multi']));
    await new Promise((r) => setTimeout(r, 200));
    expect(mailTo(claude.email)).toHaveLength(0);
  });
});
