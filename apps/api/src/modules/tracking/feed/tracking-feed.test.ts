import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { eventually, startWebhookReceiver } from '../../../../test/webhook-receiver.js';
import { entitlements, subscriptions, users, webhooks } from '../../../db/schema/index.js';
import { LocalFileStore } from '../../../lib/file-store.js';
import { applyCatalogueDelta, runCatalogueImport } from '../../catalogue-import/index.js';
import { verifySignature } from '../../webhooks/index.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const catalogueDir = path.join(apiRoot, 'catalog');
const deltaFile = path.join(catalogueDir, 'test-data/delta-2024-05.jsonl.gz');
const quiet = { info: () => {}, warn: () => {} };

let t: TestContext;
let newerDir: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let adaAccount: number;
let feedUrl: string;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);

/** The feed without sign-in, as a feed reader fetches it. */
const fetchFeed = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host } });

interface ParsedFeed {
  root: string;
  feed: Record<string, string>;
  entries: Record<string, string>[];
}

/** Parses the Atom document strictly (a malformed document throws) into the feed's and the entries' simple fields. */
function parseAtom(xml: string): ParsedFeed {
  const parser = new SaxesParser({ xmlns: true });
  const result: ParsedFeed = { root: '', feed: {}, entries: [] };
  const stack: string[] = [];
  let text = '';
  parser.on('opentag', (tag) => {
    if (stack.length === 0) result.root = `{${tag.uri}}${tag.local}`;
    stack.push(tag.local);
    text = '';
    if (tag.local === 'entry') result.entries.push({});
    if (tag.local === 'link') {
      const target = stack.includes('entry') ? result.entries.at(-1)! : result.feed;
      target[`link:${String(tag.attributes.rel?.value ?? 'alternate')}`] = String(tag.attributes.href?.value);
    }
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    stack.pop();
    const target = stack.includes('entry') ? result.entries.at(-1)! : stack.length === 1 ? result.feed : null;
    if (target && tag.local !== 'entry' && tag.local !== 'link') target[tag.local] = text.trim();
    text = '';
  });
  parser.write(xml).close();
  return result;
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '25' });
  receiver = await startWebhookReceiver();
  Object.assign(token, await signInDemoUsers(t.app, ['ada', 'grace'] as const));
  const [ada] = await t.db.select({ accountId: entitlements.accountId, tenantId: users.tenantId }).from(entitlements).innerJoin(users, eq(users.id, entitlements.userId)).where(eq(users.login, 'ada'));
  adaAccount = ada.accountId;
  // Ada's account has a webhook for tracked documents' changes (registered as its admin would in the console).
  await t.db.insert(webhooks).values({ tenantId: ada.tenantId, accountId: ada.accountId, url: receiver.url, secret: 'whsec_ada', events: ['document.changed'] });
}, 300_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
  if (newerDir) fs.rmSync(newerDir, { recursive: true, force: true });
});

describe("a user's private Atom feed of tracked documents", () => {
  it('is off until the user makes an address; the address is shown once', async () => {
    expect((await call('GET', '/api/tracking-feed', 'ada')).json()).toEqual({ url: null, createdAt: null });
    const made = await call('POST', '/api/tracking-feed', 'ada');
    expect(made.statusCode).toBe(201);
    feedUrl = made.json().url;
    expect(feedUrl).toMatch(/^http:\/\/localhost(:\d+)?\/feeds\/tracked\/[A-Za-z0-9_-]{32}\.atom$/);
    const state = (await call('GET', '/api/tracking-feed', 'ada')).json();
    expect(state.url).toBeNull();
    expect(Date.parse(state.createdAt)).not.toBeNaN();
    // Nothing tracked yet: a valid feed without entries.
    const empty = await fetchFeed(feedUrl);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parsed = parseAtom(empty.body);
    expect(parsed.root).toBe('{http://www.w3.org/2005/Atom}feed');
    expect(parsed.entries).toEqual([]);
    expect(parsed.feed['link:self']).toBe(feedUrl);
  });

  it('lists the changes of a tracked document after the demo delta is imported, newest first, with a link to the document page', async () => {
    expect((await call('POST', '/api/tracked-documents?contentCode=IETF-RFC4122', 'ada')).statusCode).toBe(201);
    // Grace tracks SP 800-171 Rev. 2: her changes are not in Ada's feed.
    expect((await call('POST', '/api/tracked-documents?contentCode=NIST-SP-800-171-REV-2', 'grace')).statusCode).toBe(201);
    newerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-newer-catalog-'));
    await applyCatalogueDelta(catalogueDir, deltaFile, newerDir);
    const imported = await runCatalogueImport({ db: t.db, fileStore: new LocalFileStore(path.join(t.dataDir, 'files')), catalogueDir: newerDir, renditions: 'none', log: quiet });
    expect(imported.trackingNotifications).toBe(4);

    const answer = await fetchFeed(feedUrl);
    expect(answer.statusCode).toBe(200);
    const feed = parseAtom(answer.body);
    expect(feed.feed.title).toBe('Changes to documents ada tracks');
    expect(feed.feed.id).toMatch(/^tag:localhost,2026:codex:tracking-feed:\d+$/);
    expect(feed.entries.map((e) => e.title).sort()).toEqual(['RFC 4122: Replaced by RFC 9562', 'RFC 4122: Status changed from Active to Replaced']);
    for (const entry of feed.entries) {
      expect(entry['link:alternate']).toBe('http://localhost/document?contentCode=IETF-RFC4122');
      expect(entry.id).toMatch(/:change:\d+$/);
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(entry.summary).toContain('RFC 4122');
    }
    expect(feed.feed.updated).toBe(feed.entries[0].updated);
    expect(Date.parse(feed.entries[0].updated)).toBeGreaterThanOrEqual(Date.parse(feed.entries[1].updated));
  }, 300_000);

  it("sends the account's webhook a signed document.changed per change, naming the document", async () => {
    await eventually(() => receiver.received.length === 2);
    const bodies = receiver.received.map((r) => {
      expect(r.headers['codex-event']).toBe('document.changed');
      expect(verifySignature('whsec_ada', String(r.headers['codex-signature']), r.body)).toBe(true);
      return JSON.parse(r.body);
    });
    expect(bodies.map((b) => b.data.change.summary).sort()).toEqual(['Replaced by RFC 9562', 'Status changed from Active to Replaced']);
    expect(bodies[0]).toMatchObject({ type: 'document.changed', account: { id: adaAccount }, data: { document: { contentCode: 'IETF-RFC4122', designation: 'RFC 4122' }, trackers: 1 } });
    // Nothing about Grace's NIST document reaches Ada's account.
    expect(receiver.received.some((r) => r.body.includes('800-171'))).toBe(false);
  });

  it('answers 404 for an unknown or malformed token, another tenant, and the old address once a new one is made', async () => {
    expect((await fetchFeed('http://localhost/feeds/tracked/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.atom')).statusCode).toBe(404);
    expect((await fetchFeed('http://localhost/feeds/tracked/%3Cscript%3E.atom')).statusCode).toBe(404);
    expect((await fetchFeed(feedUrl.replace('.atom', '.rss'))).statusCode).toBe(404);
    expect((await fetchFeed(feedUrl, 'community.localhost')).statusCode).toBe(404);
    const renewed = (await call('POST', '/api/tracking-feed', 'ada')).json().url as string;
    expect(renewed).not.toBe(feedUrl);
    expect((await fetchFeed(feedUrl)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    feedUrl = renewed;
  });

  it('leaves out documents the user is no longer entitled to', async () => {
    await t.db.update(subscriptions).set({ endsOn: '2020-12-31', startsOn: '2020-01-01' }).where(eq(subscriptions.accountId, adaAccount));
    expect(parseAtom((await fetchFeed(feedUrl)).body).entries).toEqual([]);
  });

  it('turns off: the address answers 404', async () => {
    const off = await call('DELETE', '/api/tracking-feed', 'ada');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ url: null, createdAt: null });
    expect((await fetchFeed(feedUrl)).statusCode).toBe(404);
    expect((await call('GET', '/api/tracking-feed')).statusCode).toBe(401);
  });
});
