/**
 * Done-when: the outbox survives a killed server. The catcher runs here, in the test process, and the
 * server (a child process on embedded PGlite, a copy of the test template) sends to it through
 * SMTP_URL. 200 messages are queued, the server is SIGKILLed while it sends, started again, and
 * every message must arrive; a message whose send was cut between the catcher keeping it and the
 * server recording it arrives twice, and the test prints how many did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.js';
import { tenants, users } from '../src/db/schema/index.js';
import { listCaughtMessages, queueDirectMail, startMailCatcher, type MailCatcher } from '../src/modules/mail/index.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL = 200;
const children: ChildProcess[] = [];
let catcher: MailCatcher | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-mail-kill-'));
afterAll(async () => {
  children.forEach((c) => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL'));
  await catcher?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number, smtpUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      CATALOG_IMPORT_ON_START: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      JOBS_POLL_MS: '50',
      JOBS_CONCURRENCY: '4',
      JOBS_LEASE_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

const subjects = () => listCaughtMessages(catcher!.dir, 0, 100_000).messages.map((m) => m.subject);

describe('the mail outbox when the server is killed while sending', () => {
  it('delivers all 200 messages after a SIGKILL and a restart', { timeout: 600_000 }, async () => {
    // A mail server that takes a moment per message, so the kill lands mid-way.
    catcher = await startMailCatcher({ port: 0, dir: path.join(dataDir, 'caught'), delayMs: 15 });
    const smtpUrl = `smtp://127.0.0.1:${catcher.port}`;

    // Queue the messages before the server starts (PGlite is one process's at a time).
    fs.cpSync(path.join(inject('template').dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') }, { migrate: false });
    const [keystone] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [ada] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, 'ada'));
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= TOTAL; i++) {
        await queueDirectMail(tx, {
          tenantId: keystone.id,
          toUserId: ada.id,
          event: { type: 'group-message', group: { id: 1, name: 'Kill test' }, from: { name: 'Test', email: 'test@example.org' }, subject: `Message ${i}`, message: `Body ${i}` },
        });
      }
    });
    await database.close();

    const port = await freePort();
    const first = startServer(port, smtpUrl);
    // Until 20 have arrived: the server's start (tsx, the database, the search indexes) takes a minute or more on a busy
    // machine, so the wait is by the clock, not by a count of polls.
    let arrivedBeforeKill = 0;
    const startedAt = Date.now();
    while (Date.now() - startedAt < 240_000) {
      arrivedBeforeKill = subjects().length;
      if (arrivedBeforeKill >= 20 || first.child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode, first.output().slice(-2000)).toBe('SIGKILL');
    expect(arrivedBeforeKill).toBeGreaterThanOrEqual(20);
    expect(arrivedBeforeKill, 'the kill must land while sending').toBeLessThan(TOTAL);

    const second = startServer(port, smtpUrl);
    const restartedAt = Date.now();
    while (Date.now() - restartedAt < 240_000 && new Set(subjects()).size < TOTAL) await new Promise((r) => setTimeout(r, 50));
    const all = subjects();
    const unique = new Set(all);
    const twice = all.length - unique.size;
    console.log(`mail kill test: ${arrivedBeforeKill} arrived before SIGKILL; after the restart ${unique.size}/${TOTAL} distinct messages arrived, ${twice} arrived twice`);
    expect(unique.size, second.output().slice(-2000)).toBe(TOTAL);
    for (let i = 1; i <= TOTAL; i++) expect(unique.has(`[Kill test] Message ${i}`)).toBe(true);

    second.child.kill('SIGTERM');
    await second.exited;
    // After a clean stop the outbox says every message was sent.
    const after = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') }, { migrate: false });
    const states = await queryRows<{ state: string; n: number }>(after.db, sql`select state, count(*)::int as n from mail_messages group by state`);
    await after.close();
    expect(states).toEqual([{ state: 'sent', n: TOTAL }]);
  });
});
