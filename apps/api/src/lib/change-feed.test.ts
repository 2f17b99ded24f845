import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { openDatabase, queryRows, type Database } from '../db/client.js';
import { catalogueImports } from '../db/schema/index.js';
import { cacheTag } from './cache/index.js';
import { publishChange, startChangeFeed, type Change, type ChangeFeed } from './change-feed.js';

let t: TestContext;
/** A second connection pool, as a second process would have (PostgreSQL only; PGlite serves one process). */
let other: Database | null = null;
const feeds: ChangeFeed[] = [];

beforeAll(async () => {
  // The poll is off: what these tests see arrives by LISTEN/NOTIFY. Processes behind one proxy name themselves.
  t = await createTestApp({ CHANGES_POLL_MS: '0', PROCESS_HEADER: 'true' });
  const config = t.app.config.database;
  if (config.driver === 'postgres') other = await openDatabase({ driver: 'postgres', url: config.url, poolSize: 2 }, { migrate: false });
});
afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await other?.close();
  await t.close();
});

const quiet = { info: () => {}, warn: () => {} };

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('the change feed over the database', () => {
  it('hands a change published on one connection to the listeners of another feed, once', async () => {
    const listening = await startChangeFeed({ listen: t.database.listen, log: quiet });
    feeds.push(listening);
    const seen: Change[] = [];
    listening.on('test.topic', (change) => void seen.push(change));
    listening.on('another.topic', () => void seen.push({ topic: 'wrong', detail: {}, via: 'notify' }));
    expect(listening.listening()).toBe(true);

    await publishChange((other ?? t.database).db, 'test.topic', { n: 1 });
    const received = await until(() => seen, (s) => s.length > 0);
    expect(received).toEqual([{ topic: 'test.topic', detail: { n: 1 }, via: 'notify' }]);
  });

  it('sends a change made inside a transaction only when it commits', async () => {
    const feed = await startChangeFeed({ listen: t.database.listen, log: quiet });
    feeds.push(feed);
    const seen: unknown[] = [];
    feed.on('test.tx', (change) => void seen.push(change.detail.n));

    await t.db
      .transaction(async (tx) => {
        await publishChange(tx, 'test.tx', { n: 'rolled back' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => publishChange(tx, 'test.tx', { n: 'committed' }));
    expect(await until(() => seen, (s) => s.length > 0)).toEqual(['committed']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual(['committed']);
  });

  it('ignores notices on the channel that are not changes', async () => {
    const feed = await startChangeFeed({ listen: t.database.listen, log: quiet });
    feeds.push(feed);
    const seen: unknown[] = [];
    feed.on('test.bad', (change) => void seen.push(change.detail));
    await queryRows(t.db, sqlNotify('not json'));
    await queryRows(t.db, sqlNotify(JSON.stringify({ detail: {} })));
    await publishChange(t.db, 'test.bad', { ok: true });
    expect(await until(() => seen, (s) => s.length > 0)).toEqual([{ ok: true }]);
  });
});

describe('a server following a catalogue import made elsewhere', () => {
  it('drops its search answers of the older catalogue as soon as the import is announced', async () => {
    const before = t.app.searchAnswers.stats().generation;
    // What runCatalogueImport does at its end, as another process would do it.
    const [run] = await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'completed', finishedAt: new Date() }).returning({ id: catalogueImports.id });
    expect(t.app.searchAnswers.stats().generation).toBe(before);
    await publishChange((other ?? t.database).db, 'catalogue', { generation: run.id });

    // Well under the 30 s the answers would otherwise wait, with the poll off.
    expect(await until(() => t.app.searchAnswers.stats().generation, (g) => g === run.id, 2000)).toBe(run.id);
  });

  it('names the process that answered in x-codex-process', async () => {
    const res = await t.app.inject({ url: '/management/health' });
    expect(res.headers['x-codex-process']).toBe(`${os.hostname()}/${process.pid}`);
  });
});

describe("cache invalidations between processes", () => {
  it("drops this server's cached answers that another process invalidated", async () => {
    t.app.hotCache.set('test:user-5', 'answer', { tags: [cacheTag('user', 5)], ttlMs: 60_000 });
    t.app.hotCache.set('test:user-6', 'answer', { tags: [cacheTag('user', 6)], ttlMs: 60_000 });
    await publishChange((other ?? t.database).db, 'cache', { topic: 'user', key: '5', from: 'another-host/1' });
    expect(await until(() => t.app.hotCache.get('test:user-5'), (v) => v === undefined)).toBeUndefined();
    expect(t.app.hotCache.get('test:user-6')).toBe('answer');
  });

  it("tells the other processes what this server invalidates, naming itself", async () => {
    const feed = await startChangeFeed({ listen: t.database.listen, log: quiet });
    feeds.push(feed);
    const seen: Record<string, unknown>[] = [];
    feed.on('cache', (change) => void seen.push(change.detail));
    t.app.hotCache.invalidate('account', 9);
    const received = await until(() => seen, (s) => s.length > 0);
    expect(received).toEqual([{ topic: 'account', key: '9', from: `${os.hostname()}/${process.pid}` }]);
  });
});

describe('the version poll (no LISTEN, or a notice lost)', () => {
  it('runs the listeners when a watched version moves, once per move', async () => {
    let version = 1;
    const feed = await startChangeFeed({ watches: [{ topic: 'catalogue', version: async () => version }], pollMs: 20, log: quiet });
    feeds.push(feed);
    const seen: Change[] = [];
    feed.on('catalogue', (change) => void seen.push(change));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);

    version = 2;
    await until(() => seen, (s) => s.length > 0, 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([{ topic: 'catalogue', detail: {}, via: 'poll' }]);
    expect(feed.listening()).toBe(false);
  });

  it('does not run the listeners twice when the notice and the poll see the same change', async () => {
    let version = 10;
    const feed = await startChangeFeed({ listen: t.database.listen, watches: [{ topic: 'test.watched', version: async () => version }], pollMs: 10, log: quiet });
    feeds.push(feed);
    let runs = 0;
    feed.on('test.watched', () => void runs++);
    version = 11;
    await publishChange(t.db, 'test.watched');
    await until(() => runs, (n) => n > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
    // A notice for a version already seen (a repeat) runs nothing.
    await publishChange(t.db, 'test.watched');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
  });

  it('keeps calling the other listeners when one fails, and logs the failure', async () => {
    let version = 1;
    const warnings: string[] = [];
    const feed = await startChangeFeed({ watches: [{ topic: 'catalogue', version: async () => version }], pollMs: 0, log: { info: () => {}, warn: (m) => void warnings.push(m) } });
    feeds.push(feed);
    let reached = false;
    feed.on('catalogue', () => {
      throw new Error('index build failed');
    });
    feed.on('catalogue', () => void (reached = true));
    version = 2;
    await feed.checkNow();
    expect(reached).toBe(true);
    expect(warnings).toEqual(['changes: a listener of "catalogue" failed: index build failed']);
  });

  it('stops calling a listener once it is removed', async () => {
    let version = 1;
    const feed = await startChangeFeed({ watches: [{ topic: 'catalogue', version: async () => version }], pollMs: 0, log: quiet });
    feeds.push(feed);
    let runs = 0;
    const off = feed.on('catalogue', () => void runs++);
    version = 2;
    await feed.checkNow();
    off();
    version = 3;
    await feed.checkNow();
    expect(runs).toBe(1);
  });
});

function sqlNotify(payload: string) {
  return sql`select pg_notify('codex_changes', ${payload})`;
}
