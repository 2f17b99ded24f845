/**
 * npm run bench:groups: the groups and member search under a large account, measured through the routes
 * (app.inject in this process: server time without the network).
 *
 * Data: the demo tenants and users, 500 synthetic catalogue documents, 10,000 more individuals of Acme (the
 * tenant's member search scans them), and 200 groups that Frances Allen belongs to, each of 100 members and
 * 5 to 500 documents (one group holds all 500), with their share rows.
 * Figures: group list and detail p95 (target <= 20 ms), member search p95 (<= 30 ms), group e-mail to 100
 * members accepted (<= 50 ms).
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database),
 * --iterations N (default 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { accounts, documents, entitlements, publishers, users } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { signInAs } from '../test/sign-in.js';

const { values } = parseArgs({ options: { driver: { type: 'string', default: 'pglite' }, iterations: { type: 'string', default: '200' } } });
const ITERATIONS = Number(values.iterations);
const USERS = 10_000;
const GROUPS = 200;
const MEMBERS = 100;
const DOCUMENTS = 500;

const FIRST = ['Amara', 'Bruno', 'Chiara', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Talia', 'Umar', 'Vera', 'Wen', 'Ximena', 'Yusuf', 'Zora'];
const LAST = ['Adeyemi', 'Bergstrom', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gonzalez', 'Haddad', 'Ivanova', 'Jansen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Schmidt', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang'];

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(0.95 * ms.length))];
const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function openBenchDatabase(): Promise<{ database: Database; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-bench-groups-'));
  if (values.driver === 'postgres') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `codex_bench_groups_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
    return {
      database,
      dataDir,
      drop: async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') });
  return { database, dataDir, drop: async () => {} };
}

async function seed(database: Database) {
  const db = database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const [{ tenantId }] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.login, 'frances'));
  const [{ id: accountId }] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const [{ id: publisherId }] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  await db.insert(documents).values(
    Array.from({ length: DOCUMENTS }, (_, i) => ({
      contentCode: `BENCH-RFC${90000 + i}`,
      sourceId: `BENCH${i}`,
      publisherId,
      designation: `RFC ${90000 + i}`,
      displayDesignation: `RFC ${90000 + i}`,
      designationNo: `RFC ${90000 + i}`,
      title: `Synthetic protocol specification number ${i}`,
      documentType: 'RFC',
      status: 'Active',
      lifecycleStatus: 'Active',
      assetId: `BENCH-${i}`,
      assetType: 'standard',
      contentType: 'STANDARDS',
      sourceHash: `bench-${i}`,
    })),
  );
  for (let start = 0; start < USERS; start += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, k) => {
          const i = start + k;
          return { tenantId, login: `bench-${i}`, email: `bench.${i}@acme.example`, firstName: FIRST[i % FIRST.length], lastName: LAST[Math.floor(i / FIRST.length) % LAST.length], userType: 'INDIVIDUAL' };
        }),
      )
      .returning({ id: users.id });
    await db.insert(entitlements).values(rows.map((r) => ({ userId: r.id, accountId })));
  }
  const [{ frances }] = await db.select({ frances: users.id }).from(users).where(eq(users.login, 'frances'));
  // 200 groups: Frances and 99 synthetic members each, 5 documents each, and one group with all 500.
  await db.execute(sql`
    insert into groups (tenant_id, account_id, name, long_desc, created_by_id)
    select ${tenantId}, ${accountId}, 'Working group ' || g, 'Benchmark group ' || g, ${frances} from generate_series(1, ${GROUPS}) g`);
  await db.execute(sql`
    insert into group_members (group_id, user_id)
    select gr.id, ${frances} from groups gr
    union all
    select gr.id, u.id from groups gr
    join lateral (select id from users where login like 'bench-%' order by (id * 7919 + gr.id * 104729) % 10007 limit ${MEMBERS - 1}) u on true`);
  await db.execute(sql`
    insert into group_documents (group_id, document_id)
    select gr.id, d.id from groups gr join documents d on d.content_code like 'BENCH-%'
    where gr.name = 'Working group 1' or (d.id + gr.id) % 100 = 0`);
  await db.execute(sql`
    insert into content_shares (tenant_id, document_id, kind, shared_by_user_id, shared_with_user_id, group_id)
    select ${tenantId}, gd.document_id, 'STANDARD', ${frances}, m.user_id, gd.group_id
    from group_documents gd join group_members m on m.group_id = gd.group_id where m.user_id <> ${frances}`);
  await db.execute(sql`
    update groups set member_count = (select count(*) from group_members m where m.group_id = groups.id),
      content_count = (select count(*) from group_documents d where d.group_id = groups.id)`);
  await db.execute(sql`analyze`);
  return { accountId };
}

async function timed(n: number, run: (i: number) => Promise<{ statusCode: number; body: string }>, expected = 200): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await run(i);
    ms.push(performance.now() - started);
    if (res.statusCode !== expected) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return ms;
}

async function main() {
  const setupStarted = Date.now();
  const { database, dataDir, drop } = await openBenchDatabase();
  const { accountId } = await seed(database);
  const config = parseConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    CATALOG_IMPORT_ON_START: 'false',
    JOBS_WORKER: 'false',
    MAIL_CATCHER_PORT: '0',
    // One person's hundreds of member searches and group e-mails are what is measured: their limits against abuse are off.
    LIMIT_USER_SEARCHES_PER_USER_MINUTE: '0',
    LIMIT_GROUP_MAILS_PER_USER_HOUR: '0',
    LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY: '0',
  });
  const app = await buildApp({ config, database, fileStore: new LocalFileStore(config.filesDir) });
  await app.ready();
  const token = await signInAs(app, 'frances', 'Frances-Optimizes-Loops-1');
  const headers = { host: 'localhost', authorization: `Bearer ${token}` };
  const groupIds = ((await app.inject({ method: 'GET', url: '/api/group/listByCurrentAccount', headers })).json() as { groupID: number; name: string }[]).map((g) => g.groupID);
  console.log(`groups bench on ${values.driver}: ${groupIds.length} groups of ${MEMBERS} members, ${DOCUMENTS} documents, ${USERS} extra users; set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  // Warm-up: the first calls compile the statements and fill caches.
  for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: `/api/group/list?accountId=${accountId}`, headers });

  const results: [string, number[], number][] = [];
  results.push(['group list (200 groups)', await timed(ITERATIONS, () => app.inject({ method: 'GET', url: `/api/group/list?accountId=${accountId}`, headers })), 20]);
  results.push(['group detail (100 members)', await timed(ITERATIONS, (i) => app.inject({ method: 'GET', url: `/api/group/getGroupDetail?groupId=${groupIds[i % groupIds.length]}`, headers })), 20]);
  const big = groupIds[0];
  results.push(['group documents (500)', await timed(ITERATIONS, () => app.inject({ method: 'GET', url: `/api/contentShare/shared/list?groupId=${big}`, headers })), 20]);
  const terms = [...FIRST.map((f) => f.slice(1, 5).toLowerCase()), ...LAST.map((l) => l.slice(0, 4).toLowerCase()), 'ina ad', 'hopper', 'zzz'].filter((term) => term.length > 2);
  results.push([
    'member search (10,000 users)',
    await timed(ITERATIONS, (i) => app.inject({ method: 'POST', url: '/api/user/searchUsers?pageIndex=1&pageSize=100', headers, payload: { fullName: terms[i % terms.length] } })),
    30,
  ]);
  results.push([
    'group e-mail to 100 members',
    await timed(Math.min(ITERATIONS, 50), (i) =>
      app.inject({ method: 'POST', url: '/api/group/sendMailToGroup', headers, payload: { subject: `Bench ${i}`, message: 'Measured', groupId: groupIds[i % groupIds.length], copyMeFlag: true } }),
    202),
    50,
  ]);

  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) after the run`);
  console.log(`\n${'call'.padEnd(32)}${'median'.padStart(8)}${'p95'.padStart(8)}  target p95 (ms)`);
  for (const [name, ms, target] of results) console.log(`${name.padEnd(32)}${fmt(median(ms))}${fmt(p95(ms))}  <= ${target} ${p95(ms) <= target ? 'ok' : 'MISSED'}`);
  await app.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
