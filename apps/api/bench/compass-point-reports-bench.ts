/**
 * npm run bench:compass-point-reports: the account's change history (GET /api/v1/audits/compassPoint) and the
 * compass points report (GET /api/v1/compasspoint/report) with 20,000 compass points and their history in one
 * account, measured through the routes (app.inject in this process: server time without the network).
 *
 * Data: the demo tenants and users, 500 synthetic IETF documents, 20,000 compass points of Acme (100200) made over
 * the last 365 days by Frances Allen and Radia Perlman, each with its INSERT row, one in four edited, one in ten
 * deactivated (by Katherine Johnson): about 27,000 history rows. Prints figures only.
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database),
 * --iterations N (default 50).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openBenchDatabase } from './bench-database.js';
import { accounts, documents, publishers, users } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { signInAs } from '../test/sign-in.js';

const { values } = parseArgs({ options: { driver: { type: 'string', default: 'pglite' }, iterations: { type: 'string', default: '50' } } });
const ITERATIONS = Number(values.iterations);
const COMPASS_POINTS = 20_000;
const DOCUMENTS = 500;

const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const p95 = (ms: number[]) => sorted(ms)[Math.min(ms.length - 1, Math.floor(0.95 * ms.length))];
const median = (ms: number[]) => sorted(ms)[Math.floor(ms.length / 2)];
const fmt = (n: number) => n.toFixed(1).padStart(8);


async function seed(database: Database): Promise<void> {
  const db = database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const userId = async (login: string) => (await db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;
  const [frances, radia, cpadmin] = [await userId('frances'), await userId('radia'), await userId('cpadmin')];
  const [{ tenantId, accountId }] = await db.select({ tenantId: accounts.tenantId, accountId: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const [{ id: publisherId }] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  await db.insert(documents).values(
    Array.from({ length: DOCUMENTS }, (_, i) => ({
      contentCode: `CPRBENCH-RFC${80000 + i}`,
      sourceId: `CPRBENCH${i}`,
      publisherId,
      designation: `RFC ${80000 + i}`,
      displayDesignation: `RFC ${80000 + i}`,
      designationNo: `RFC ${80000 + i}`,
      title: `Synthetic reviewed specification ${i}`,
      documentType: 'RFC',
      status: 'Active',
      lifecycleStatus: 'Active',
      assetId: `CPRBENCH-${i}`,
      assetType: 'standard',
      contentType: 'STANDARDS',
      sourceHash: `cprbench-${i}`,
    })),
  );
  // Made g * 26 minutes ago: the 20,000 spread over about a year.
  await db.execute(sql`
    insert into compass_points (tenant_id, account_id, document_id, name, description, status, created_by, created_at, updated_at, deactivated_by, deactivated_at)
    select ${tenantId}, ${accountId}, d.id, 'Compass point ' || g, 'Benchmark note ' || g,
      case when g % 10 = 0 then 'INACTIVE' else 'ACTIVE' end,
      case when g % 2 = 0 then ${frances}::int else ${radia}::int end,
      now() - (g * 26 || ' minutes')::interval, now() - (g * 26 || ' minutes')::interval,
      case when g % 10 = 0 then ${cpadmin}::int end,
      case when g % 10 = 0 then now() - (g * 13 || ' minutes')::interval end
    from generate_series(1, ${COMPASS_POINTS}) g
    join lateral (select id from documents where content_code like 'CPRBENCH-%' order by id offset (g % ${DOCUMENTS}) limit 1) d on true`);
  const valuesOf = (status: string) => sql`jsonb_build_object('modifiedDate', now()::text, 'name', p.name, 'description', p.description, 'overlayDetails', '', 'selectionMetadata', '{}'::jsonb, 'status', ${status}::text)`;
  await db.execute(sql`insert into compass_point_audits (compass_point_id, db_transaction_type, previous, current, user_id, created_at)
    select p.id, 'INSERT', null, ${valuesOf('ACTIVE')}, p.created_by, p.created_at from compass_points p where p.account_id = ${accountId}`);
  await db.execute(sql`insert into compass_point_audits (compass_point_id, db_transaction_type, previous, current, user_id, created_at)
    select p.id, 'UPDATE', ${valuesOf('ACTIVE')}, ${valuesOf('ACTIVE')}, p.created_by, p.created_at + interval '5 minutes' from compass_points p where p.account_id = ${accountId} and p.id % 4 = 0`);
  await db.execute(sql`insert into compass_point_audits (compass_point_id, db_transaction_type, previous, current, user_id, created_at)
    select p.id, 'DEACTIVATE', ${valuesOf('ACTIVE')}, ${valuesOf('INACTIVE')}, p.deactivated_by, p.deactivated_at from compass_points p where p.account_id = ${accountId} and p.status = 'INACTIVE'`);
  await db.execute(sql`analyze`);
}

async function main() {
  const setupStarted = Date.now();
  const { database, dataDir, drop } = await openBenchDatabase(values.driver, 'cpr');
  await seed(database);
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', CATALOG_IMPORT_ON_START: 'false', JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  const app = await buildApp({ config, database, fileStore: new LocalFileStore(config.filesDir) });
  await app.ready();
  const headers = { host: 'localhost', authorization: `Bearer ${await signInAs(app, 'cpadmin', 'Katherine-Plots-Orbits-1')}` };
  const history = (await app.inject({ method: 'GET', url: '/api/v1/audits/compassPoint?pageSize=1', headers })).headers['x-total-count'];
  console.log(`compass point reports bench on ${values.driver}: ${COMPASS_POINTS} compass points, ${history} history rows in the account; set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string][] = [
    ['history, newest first, page 1', '/api/v1/audits/compassPoint?pageSize=25'],
    ['history, oldest first, page 400', '/api/v1/audits/compassPoint?pageSize=25&pageIndex=400&sort=createdDate%2B'],
    ['history, DEACTIVATE only', '/api/v1/audits/compassPoint?pageSize=25&dbTransactionType=DEACTIVATE'],
    ['history, user "radia"', '/api/v1/audits/compassPoint?pageSize=25&user=radia'],
    ['history, document "RFC 80042"', '/api/v1/audits/compassPoint?pageSize=25&contentCode=RFC%2080042'],
    ['history, last 7 days', `/api/v1/audits/compassPoint?pageSize=25&from=${day(-6)}`],
    ['report, 30 days by day', '/api/v1/compasspoint/report'],
    ['report, 365 days by week', `/api/v1/compasspoint/report?from=${day(-364)}&to=${day(0)}&interval=week`],
    ['report, 365 days by month', `/api/v1/compasspoint/report?from=${day(-364)}&to=${day(0)}&interval=month`],
    ['report.csv, users, 365 days', `/api/v1/compasspoint/report.csv?from=${day(-364)}&to=${day(0)}&table=users`],
  ];
  for (const [, url] of cases) for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers });
  console.log(`\n${'call'.padEnd(36)}${'median'.padStart(8)}${'p95'.padStart(8)} (ms)`);
  for (const [name, url] of cases) {
    const ms: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      ms.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    console.log(`${name.padEnd(36)}${fmt(median(ms))}${fmt(p95(ms))}`);
  }
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  await app.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
