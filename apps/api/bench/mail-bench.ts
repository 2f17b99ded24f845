/**
 * Outbox delivery rate to a local catcher: `npm run bench:mail -w @codex/api [-- messages concurrency]`.
 * Builds the server on a fresh embedded database (or DATABASE_URL), queues the messages in one
 * transaction (one outbox row and one mail.send job each, as notifyUsers writes them), and times
 * the job worker until the catcher has them all. Target: at least 50 messages/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { tenants, users } from '../src/db/schema/index.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { listCaughtMessages, notifyUsers, startMailCatcher } from '../src/modules/mail/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';

const [messagesArg = '1000', concurrencyArg = '4'] = process.argv.slice(2);
const total = Number(messagesArg);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-bench-'));
const catcher = await startMailCatcher({ port: 0, dir: path.join(dir, 'caught') });
const config = parseConfig({
  ...process.env,
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  CATALOG_IMPORT_ON_START: 'false',
  SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
  JOBS_CONCURRENCY: concurrencyArg,
  JOBS_POLL_MS: '50',
  JOBS_WORKER: 'false',
});
const database = await openDatabase(config.database);
await seedTenants(database.db);
await seedDemoAccounts(database.db);
// On a shared PostgreSQL database, start from an empty queue and outbox.
await database.db.execute(sql`delete from jobs`);
await database.db.execute(sql`delete from mail_messages`);
const app = await buildApp({ config, database, logger: false });
await app.ready();

// Recipients: the keystone demo users, over and over, with the SHARING preference's default (IMMEDIATE).
const [keystone] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
const people = (await database.db.select({ id: users.id }).from(users).where(eq(users.tenantId, keystone.id))).map((u) => u.id);
let t = performance.now();
await database.db.transaction(async (tx) => {
  for (let queued = 0; queued < total; ) {
    const batch = people.slice(0, Math.min(people.length, total - queued));
    const r = await notifyUsers(tx, {
      tenantId: keystone.id,
      userIds: batch,
      kind: 'SHARING',
      event: { type: 'share', sharedBy: { name: 'Bench', email: 'bench@example.org' }, documents: [{ contentCode: 'IETF-RFC9110', title: 'HTTP Semantics', designation: 'RFC 9110' }] },
    });
    queued += r.queued;
  }
});
const queueMs = performance.now() - t;
const [{ n: queuedRows }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from mail_messages`);

// Now the worker: start it by hand so the clock starts with it.
const { startJobWorker } = await import('../src/modules/jobs/index.js');
t = performance.now();
const worker = startJobWorker(database.db, { concurrency: Number(concurrencyArg), pollMs: 50, log: { warn: console.warn, error: console.error, info: () => {} } as unknown as Console });
let sent = 0;
while (sent < queuedRows && performance.now() - t < 600_000) {
  await new Promise((r) => setTimeout(r, 50));
  sent = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from mail_messages where state = 'sent'`))[0].n;
}
const sendMs = performance.now() - t;
await worker.stop();
const caught = listCaughtMessages(catcher.dir, 0, 1).total;

console.log(`mail bench (${database.driver}, concurrency ${concurrencyArg}):`);
console.log(`  queued ${queuedRows} messages (rows + jobs) in ${Math.round(queueMs)} ms: ${Math.round((queuedRows / queueMs) * 1000)} messages/s`);
console.log(`  delivered ${sent} to the catcher in ${Math.round(sendMs)} ms: ${Math.round((sent / sendMs) * 1000)} messages/s (catcher holds ${caught})`);

await app.close();
await database.close();
await catcher.close();
fs.rmSync(dir, { recursive: true, force: true });
