/**
 * npm run bench:usage: usage statistics (modules/usage, docs/adr/0032). Prints figures only.
 *
 * 1. Recording: the work the response hook adds to a content request (classify the answer, build the event, push it
 *    into the batch), per request, and the batched insert that follows out of the request (per event).
 * 2. Processing 1,000,000 raw events (12 months, 100 accounts, 2,000 synthetic documents in families of 4, sessions
 *    of 8 events with a double-click, popular documents used most, 2 % robot sessions) into COUNTER counts:
 *    processUsage from an empty watermark, then a second run with one more day of events (incremental).
 * 3. PR and TR of one account (Acme, 100200, a tenth of the events) over those 12 months through /r51 (app.inject:
 *    server time without the network), p95 over --iterations calls.
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database),
 * --events N (default 1000000), --iterations N (default 50), --documents N (default 2000: the titles the events use).
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openBenchDatabase } from './bench-database.js';
import { createHash } from 'node:crypto';
import { accounts, documents, publishers } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { classifyRequest, createApiKey, createUsageRecorder, processUsage } from '../src/modules/usage/index.js';

const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'pglite' },
    events: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '50' },
    documents: { type: 'string', default: '2000' },
  },
});
const EVENTS = Number(values.events);
const ITERATIONS = Number(values.iterations);
const DOCUMENTS = Number(values.documents);
const ACCOUNTS = 100;

const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const p95 = (ms: number[]) => sorted(ms)[Math.min(ms.length - 1, Math.floor(0.95 * ms.length))];
const median = (ms: number[]) => sorted(ms)[Math.floor(ms.length / 2)];


async function seed(database: Database): Promise<{ tenantId: number; acmeId: number }> {
  const db = database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const [{ tenantId, acmeId }] = await db.select({ tenantId: accounts.tenantId, acmeId: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  await db.insert(accounts).values(Array.from({ length: ACCOUNTS - 1 }, (_, i) => ({ tenantId, accountNumber: `BENCH${i}`, name: `Bench library ${i}`, accountType: 'INSTITUTION' })));
  const pubs = await db.select({ id: publishers.id }).from(publishers);
  await db.insert(documents).values(
    Array.from({ length: DOCUMENTS }, (_, i) => ({
      contentCode: `USAGEBENCH-${i}`,
      sourceId: `USAGEBENCH${i}`,
      publisherId: pubs[i % pubs.length].id,
      designation: `BENCH ${i}`,
      displayDesignation: `BENCH ${i}`,
      designationNo: `BENCH ${i}`,
      title: `Synthetic standard ${i}`,
      documentType: 'Standard',
      status: 'Active',
      lifecycleStatus: 'Active',
      assetId: `USAGEBENCH-${i}`,
      assetType: 'standard',
      contentType: 'STANDARDS',
      family: `BENCHFAMILY${Math.floor(i / 4)}`,
      publishedDate: `${2000 + (i % 25)}-01-01`,
      sourceHash: `usagebench-${i}`,
    })),
  );
  return { tenantId, acmeId };
}

async function main() {
  const { database, dataDir, drop } = await openBenchDatabase(values.driver, 'usage');
  const db = database.db;
  const { tenantId, acmeId } = await seed(database);
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', CATALOG_IMPORT_ON_START: 'false', JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  const app = await buildApp({ config, database, fileStore: new LocalFileStore(config.filesDir) });
  await app.ready();
  console.log(`usage bench on ${values.driver}`);

  // 1. Recording.
  const hookMs: number[] = [];
  const recorder = createUsageRecorder(db, { flushMs: 3_600_000, maxBatch: 100_000, onError: (err) => console.error(err) });
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  for (let i = 0; i < 50_000; i++) {
    const started = performance.now();
    // What the onResponse hook does for an IP-authenticated PDF request (the costliest case: it hashes address and agent).
    const usage = classifyRequest({ method: 'GET', route: '/api/documents/pdf/contentCode', statusCode: 200, query: { contentCode: `USAGEBENCH-${i % DOCUMENTS}` }, params: {}, range: undefined, refusedForLicence: false });
    if (usage) {
      const sessionId = `ip:${createHash('sha256').update(`10.0.${i % 250}.1|${userAgent}`).digest('base64url').slice(0, 22)}`;
      recorder.record({ tenantId, accountId: acmeId, userId: null, sessionId, kind: usage.kind, format: usage.format, documentReference: usage.documentReference, userAgent, occurredAt: new Date() });
    }
    hookMs.push(performance.now() - started);
  }
  const flushStarted = performance.now();
  await recorder.flush();
  const flushMs = performance.now() - flushStarted;
  console.log(`recording: hook work per content request median ${(median(hookMs) * 1000).toFixed(1)} µs, p95 ${(p95(hookMs) * 1000).toFixed(1)} µs (target <= 1 ms); batched insert ${((flushMs / 50_000) * 1000).toFixed(1)} µs per event out of the request`);
  await db.execute(sql`delete from usage_events`);

  // 2. Processing.
  const [{ id: firstDoc }] = await db.select({ id: sql<number>`min(${documents.id})` }).from(documents).where(sql`${documents.contentCode} like 'USAGEBENCH-%'`);
  const accountIds = (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, tenantId))).map((a) => a.id).slice(0, ACCOUNTS);
  const others = accountIds.filter((id) => id !== acmeId);
  const insertStarted = Date.now();
  // Sessions of eight events (g = 8 s + k), popular documents far more used than the rest (a cubic skew over
  // 500 families of 4 editions): a search; an investigation and a request of edition A with a double-click 10 s
  // later (COUNTER keeps one); an investigation and an HTML request of item B; another edition of A's title; then a
  // refusal (a quarter of the sessions) or a second look at B. A third of the sessions are signed in (oidc), the rest
  // IP sessions shared by 5,000 addresses; every 50th session is a robot. Timestamps spread over 12 months.
  const chunk = 100_000;
  for (let from = 0; from < EVENTS; from += chunk) {
    const to = Math.min(EVENTS, from + chunk) - 1;
    await db.execute(sql`
      insert into usage_events (tenant_id, account_id, user_id, session_id, document_id, kind, format, user_agent, occurred_at)
      select ${tenantId}::int,
        case when s % 10 = 0 then ${acmeId}::int else (${sql.raw(`array[${others.join(',')}]`)})[1 + (s * 7919) % ${others.length}] end,
        null,
        case when s % 3 = 0 then 'oidc:' || s else 'ip:' || (s * 104729) % 5000 end,
        case k when 0 then null
          when 4 then ${firstDoc}::int + b when 5 then ${firstDoc}::int + b when 7 then ${firstDoc}::int + case when s % 4 = 0 then (s * 31) % ${DOCUMENTS} else b end
          when 6 then ${firstDoc}::int + f * 4 + (s + 1) % 4
          else ${firstDoc}::int + f * 4 + s % 4 end,
        case k when 0 then 'search' when 1 then 'investigation' when 4 then 'investigation'
          when 7 then case when s % 4 = 0 then 'no_license' else 'investigation' end else 'request' end,
        case k when 0 then 'search' when 1 then 'metadata' when 4 then 'metadata' when 5 then 'html'
          when 7 then case when s % 4 = 0 then 'pdf' else 'metadata' end else 'pdf' end,
        case when s % 50 = 0 then 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' else 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' end,
        timestamptz '2025-11-01 00:00:00+00' + ((s * 2521.7)::bigint % 31535000) * interval '1 second'
          + (case k when 3 then 90 else k * 40 end) * interval '1 second'
      from (
        select g / 8 as s, g % 8 as k,
          floor(${DOCUMENTS / 4} * power(((g / 8) * 7919 % 10007) / 10007.0, 3))::int as f,
          floor(${DOCUMENTS} * power(((g / 8) * 15485863 % 10009) / 10009.0, 2))::int as b
        from generate_series(${from}::bigint, ${to}::bigint) g
      ) x`);
  }
  await db.execute(sql`analyze usage_events`);
  console.log(`processing: ${EVENTS} raw events written in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`);
  const processStarted = performance.now();
  const processCpu = process.cpuUsage();
  const result = await processUsage(db, { defaultRetentionDays: 3660, now: new Date('2026-11-15T00:00:00Z') });
  const processS = (performance.now() - processStarted) / 1000;
  // On PGlite the database runs in this process, so its CPU time is the work done whatever else loads the machine.
  const cpu = process.cpuUsage(processCpu);
  console.log(`processing: CPU time of this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (on PGlite: the database's work too)`);
  const [{ rows }] = await db.select({ rows: sql<number>`count(*)::int` }).from(sql`usage_counts`);
  console.log(`processing: ${result.events} events over ${result.days} days into ${rows} count rows in ${processS.toFixed(1)} s (target <= 60 s)`);
  await db.execute(sql`analyze usage_counts, usage_counts_database_monthly, usage_counts_item_monthly`);
  const [{ rollups, itemRollups }] = await db
    .select({ rollups: sql<number>`(select count(*) from usage_counts_database_monthly)`, itemRollups: sql<number>`(select count(*) from usage_counts_item_monthly)` })
    .from(sql`(select 1) one`);
  console.log(`processing: ${Number(rollups)} monthly roll-up rows per database, ${Number(itemRollups)} per item`);

  // 2b. Incremental: a day's worth of new events (on the last day) after everything is processed.
  const extra = Math.round(EVENTS / 365);
  await db.execute(sql`
    insert into usage_events (tenant_id, account_id, user_id, session_id, document_id, kind, format, user_agent, occurred_at)
    select tenant_id, account_id, user_id, session_id, document_id, kind, format, user_agent, timestamptz '2026-10-30 00:00:00+00' + (id % 86000) * interval '1 second'
    from usage_events order by id limit ${extra}`);
  const incrementalStarted = performance.now();
  const incremental = await processUsage(db, { defaultRetentionDays: 3660, now: new Date('2026-11-15T00:00:00Z') });
  console.log(`processing: incremental run over ${extra} new events recounted ${incremental.days} days (${incremental.events} events) in ${((performance.now() - incrementalStarted) / 1000).toFixed(1)} s`);

  // 3. Reports.
  const { key } = await createApiKey(db, { tenantId, accountId: acmeId }, 'bench', { userId: null, login: 'bench', requestId: 'bench' });
  for (const id of ['pr', 'tr']) {
    const url = `/r51/reports/${id}?customer_id=100200&api_key=${key}&begin_date=2025-11&end_date=2026-10`;
    const first = await app.inject({ url });
    if (first.statusCode !== 200) throw new Error(`${id}: HTTP ${first.statusCode} ${first.body.slice(0, 300)}`);
    const items = (first.json() as { Report_Items: unknown[] }).Report_Items.length;
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      const res = await app.inject({ url });
      ms.push(performance.now() - started);
      const used = process.cpuUsage(startedCpu);
      cpuMs.push((used.user + used.system) / 1000);
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
    }
    console.log(`report ${id.toUpperCase()} (Acme, 12 months, ${items} report items): median ${median(ms).toFixed(1)} ms, p95 ${p95(ms).toFixed(1)} ms (target <= 200 ms); CPU time of this process per call median ${median(cpuMs).toFixed(1)} ms, p95 ${p95(cpuMs).toFixed(1)} ms`);
  }
  await app.close();
  await database.close();
  await drop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
