/**
 * npm run bench:seats: what the seat check (docs/adr/0065) adds to opening a document's full text, measured through
 * the routes (app.inject in this process: server time without the network). Target: at most 5 ms p95 added.
 *
 * The same request, the PDF viewer's first range of a document's PDF (GET /api/documents/pdf/contentCode with
 * Range: bytes=0-65535, a 256 kB file), on Acme's IETF subscription three ways: without a seat limit (the baseline),
 * with a limit and the reader's seat already held (every later page, range and reopening), and with a limit and no
 * seat yet (the first opening: the locked transaction that counts and takes one). Then the viewer's own seat call
 * (POST /api/documents/seats, its heartbeat) and the first opening with eight readers at once on a subscription of
 * four seats (the lock's queue). Prints figures only.
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database),
 * --iterations N (default 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openBenchDatabase } from './bench-database.js';
import { accounts, documentFiles, documents, publishers, seats, subscriptions, users } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { signInAs } from '../test/sign-in.js';

const { values } = parseArgs({ options: { driver: { type: 'string', default: 'pglite' }, iterations: { type: 'string', default: '200' } } });
const ITERATIONS = Number(values.iterations);
const TARGET_ADDED_MS = 5;
const READERS: [string, string][] = [
  ['frances', 'Frances-Optimizes-Loops-1'],
  ['radia', 'Radia-Spans-Trees-1'],
  ['edsger', 'Edsger-Finds-Paths-1'],
  ['annie', 'Annie-Runs-Rockets-1'],
  ['john', 'John-Compiles-Fortran-1'],
  ['grace', 'Grace-Finds-Bugs-1'],
  ['cpadmin', 'Katherine-Plots-Orbits-1'],
  ['reports', 'Alan-Breaks-Codes-1'],
];

const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const p95 = (ms: number[]) => sorted(ms)[Math.min(ms.length - 1, Math.floor(0.95 * ms.length))];
const median = (ms: number[]) => sorted(ms)[Math.floor(ms.length / 2)];
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function seed(database: Database): Promise<{ subscriptionId: number; documentId: number }> {
  const db = database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const [{ id: publisherId }] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  const [{ id: documentId }] = await db.insert(documents).values({
    contentCode: 'SEATBENCH-RFC1',
    sourceId: 'SEATBENCH1',
    publisherId,
    designation: 'RFC 79001',
    displayDesignation: 'RFC 79001',
    designationNo: 'RFC 79001',
    title: 'Synthetic licensed specification',
    documentType: 'RFC',
    status: 'Active',
    lifecycleStatus: 'Active',
    assetId: 'SEATBENCH-1',
    assetType: 'standard',
    contentType: 'STANDARDS',
    sourceHash: 'seatbench-1',
  }).returning({ id: documents.id });
  const [{ accountId }] = await db.select({ accountId: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const [{ id: subscriptionId }] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.publisherId, publisherId)));
  return { subscriptionId, documentId };
}

async function main() {
  const { database, dataDir, drop } = await openBenchDatabase(values.driver, 'seats');
  const { subscriptionId, documentId } = await seed(database);
  const db = database.db;
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', CATALOG_IMPORT_ON_START: 'false', JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0', LIMIT_FULL_TEXT_PER_USER_HOUR: '0' });
  const fileStore = new LocalFileStore(config.filesDir);
  const app = await buildApp({ config, database, fileStore });
  await app.ready();
  const pdfBytes = Buffer.alloc(256 * 1024, 0x25);
  await fileStore.put('bench/seatbench.pdf', pdfBytes);
  await db.insert(documentFiles).values({ documentId, kind: 'pdf', storageKey: 'bench/seatbench.pdf', mediaType: 'application/pdf', byteSize: pdfBytes.length, sha256: 'seatbench', sourceHash: 'seatbench' });
  const headers: Record<string, Record<string, string>> = {};
  for (const [login, password] of READERS) headers[login] = { host: 'localhost', authorization: `Bearer ${await signInAs(app, login, password)}` };
  const [{ id: francesId }] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'frances'));
  const limit = (seatLimit: number | null) => db.update(subscriptions).set({ seatLimit }).where(eq(subscriptions.id, subscriptionId));
  const open = async (login: string, how: 'pdf' | 'seat' = 'pdf') => {
    const started = performance.now();
    const res =
      how === 'pdf'
        ? await app.inject({ method: 'GET', url: '/api/documents/pdf/contentCode?contentCode=SEATBENCH-RFC1', headers: { ...headers[login], range: 'bytes=0-65535' } })
        : await app.inject({ method: 'POST', url: '/api/documents/seats', headers: headers[login], payload: { contentCode: 'SEATBENCH-RFC1' } });
    const ms = performance.now() - started;
    return { ms, status: res.statusCode === 206 ? 200 : res.statusCode, body: res.body };
  };
  const expectStatus = (r: { status: number; body: string }, status = 200) => {
    if (r.status !== status) throw new Error(`HTTP ${r.status}: ${r.body.slice(0, 300)}`);
  };
  async function measure(name: string, before: () => Promise<unknown>, how: 'pdf' | 'seat' = 'pdf'): Promise<number[]> {
    for (let i = 0; i < 10; i++) {
      await before();
      expectStatus(await open('frances', how));
    }
    const ms: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      await before();
      const r = await open('frances', how);
      expectStatus(r);
      ms.push(r.ms);
    }
    console.log(`${name.padEnd(58)}${fmt(median(ms))}${fmt(p95(ms))}`);
    return ms;
  }

  console.log(`seats bench on ${values.driver}: ${ITERATIONS} openings per case; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} before the run`);
  console.log(`\n${'PDF, first range (ms)'.padEnd(58)}${'median'.padStart(8)}${'p95'.padStart(8)}`);
  await limit(null);
  const baseline = await measure('no seat limit (the baseline)', async () => {});
  await limit(10);
  const held = await measure('seat limit 10, the seat already held', async () => {});
  const first = await measure('seat limit 10, first opening (takes a seat)', () => db.delete(seats).where(eq(seats.userId, francesId)));
  await limit(null);
  const baselineAgain = await measure('no seat limit, again (drift check)', async () => {});
  await limit(10);
  await measure('the viewer\'s seat call (heartbeat), seat held', async () => {}, 'seat');

  // Eight readers open at once, four seats: four get one, four are refused, each round.
  await limit(4);
  const crowd: number[] = [];
  let granted = 0;
  let refused = 0;
  for (let round = 0; round < Math.max(10, Math.floor(ITERATIONS / 8)); round++) {
    await db.delete(seats).where(eq(seats.subscriptionId, subscriptionId));
    const answers = await Promise.all(READERS.map(([login]) => open(login)));
    for (const a of answers) {
      crowd.push(a.ms);
      if (a.status === 200) granted++;
      else if (a.status === 429) refused++;
      else expectStatus(a);
    }
  }
  const rounds = crowd.length / READERS.length;
  console.log(`${'8 readers at once, 4 seats (each answer)'.padEnd(58)}${fmt(median(crowd))}${fmt(p95(crowd))}   ${granted / rounds} granted and ${refused / rounds} refused per round`);
  await db.delete(seats).where(inArray(seats.subscriptionId, [subscriptionId]));

  // The baseline's two runs together, so drift during the run counts against the seat, not for it.
  const both = [...baseline, ...baselineAgain];
  const added = (ms: number[], at: (x: number[]) => number) => at(ms) - at(both);
  console.log(
    `\nadded over the baseline (both runs): median held ${added(held, median).toFixed(2)} ms, first opening ${added(first, median).toFixed(2)} ms; ` +
      `p95 held ${added(held, p95).toFixed(2)} ms, first opening ${added(first, p95).toFixed(2)} ms (target p95 <= ${TARGET_ADDED_MS} ms)${
        Math.max(added(held, p95), added(first, p95)) > TARGET_ADDED_MS ? '  NOT MET' : ''
      }`,
  );
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) after the run`);
  await app.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
