/**
 * npm run bench:usage-dashboard: the console's usage report (GET /api/admin/usage/dashboard, docs/adr/0033) on a
 * year of one account's processed usage. Prints figures only.
 *
 * Writes a year of synthetic COUNTER counts straight into usage_counts for Acme (100200): each day --items of 2,000
 * synthetic documents are requested and investigated (6 item and title metrics each) plus the day's searches, about
 * 330,000 rows for the default 150; then times the report over the year (by month), the last week and 92 days (by
 * day), whole and its chart alone (GET …/dashboard/periods, what the console draws first), server time through
 * app.inject (no network, no browser), median and p95 over --iterations calls. With PGlite the database stays in the
 * temporary directory it names, for a server to be started on it (the browser's side below).
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database),
 * --items N (default 150), --iterations N (default 20).
 * The browser's side (navigation to the first drawn chart) is e2e/bench/usageReportFirstChart.ts.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { accounts, documents, publishers, usageCounts } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { processUsage } from '../src/modules/usage/index.js';
import { openBenchDatabase } from './bench-database.js';
import { signInAs } from '../test/sign-in.js';

const { values } = parseArgs({ options: { driver: { type: 'string', default: 'pglite' }, items: { type: 'string', default: '150' }, iterations: { type: 'string', default: '20' } } });
const ITEMS_PER_DAY = Number(values.items);
const ITERATIONS = Number(values.iterations);
const DOCUMENTS = 2000;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const at = (ms: number[], q: number) => sorted(ms)[Math.min(ms.length - 1, Math.floor(q * ms.length))];

async function main() {
  const bench = await openBenchDatabase(values.driver, 'usagedash');
  const db = bench.database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const [{ tenantId, acmeId }] = await db.select({ tenantId: accounts.tenantId, acmeId: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const pubs = await db.select({ id: publishers.id }).from(publishers);
  const docs = await db
    .insert(documents)
    .values(
      Array.from({ length: DOCUMENTS }, (_, i) => ({
        contentCode: `USAGEDASH-${i}`,
        sourceId: `USAGEDASH${i}`,
        publisherId: pubs[i % pubs.length].id,
        designation: `BENCH ${i}`,
        displayDesignation: `BENCH ${i}`,
        designationNo: `BENCH ${i}`,
        title: `Synthetic standard ${i}`,
        documentType: 'Standard',
        status: 'Active',
        lifecycleStatus: 'Active',
        assetId: `USAGEDASH-${i}`,
        assetType: 'standard',
        contentType: 'STANDARDS',
        family: `DASHFAMILY${Math.floor(i / 4)}`,
        publishedDate: `${2000 + (i % 25)}-01-01`,
        sourceHash: `usagedash-${i}`,
      })),
    )
    .returning({ id: documents.id, publisherId: documents.publisherId, family: documents.family });

  const seedStart = performance.now();
  let rows = 0;
  for (let d = -365; d <= 0; d++) {
    const usageDate = day(d);
    const batch: (typeof usageCounts.$inferInsert)[] = [{ tenantId, accountId: acmeId, usageDate, metric: 'Searches_Platform', publisherId: 0, documentId: 0, count: 20 + ((d * 7) & 15) }];
    for (let k = 0; k < ITEMS_PER_DAY; k++) {
      // A skewed pick: some standards are read far more than others.
      const doc = docs[Math.floor(DOCUMENTS * Math.pow(((k * 7919 + (d + 400) * 104_729) % 10_007) / 10_007, 2))];
      const requests = 1 + ((k + d) & 3);
      const base = { tenantId, accountId: acmeId, usageDate, publisherId: doc.publisherId, documentId: doc.id };
      batch.push(
        { ...base, metric: 'Total_Item_Requests', count: requests },
        { ...base, metric: 'Unique_Item_Requests', count: 1 },
        { ...base, metric: 'Total_Item_Investigations', count: requests + 2 },
        { ...base, metric: 'Unique_Item_Investigations', count: 1 },
      );
    }
    await db.insert(usageCounts).values(batch).onConflictDoNothing();
    rows += batch.length;
  }
  await processUsage(db, { defaultRetentionDays: 790 });
  console.log(`seeded ${rows} usage_counts rows (a year of Acme's usage) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const config = parseConfig({ ...process.env, DATA_DIR: bench.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', CATALOG_IMPORT_ON_START: 'false', JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  const app = await buildApp({ config, database: bench.database, fileStore: new LocalFileStore(config.filesDir) });
  await app.ready();
  const token = await signInAs(app, 'grace', 'Grace-Finds-Bugs-1');
  for (const [name, path, query] of [
    ['a year, by month', 'dashboard', `from=${day(-365)}&to=${day(0)}`],
    ['a year, by month, the chart alone', 'dashboard/periods', `from=${day(-365)}&to=${day(0)}`],
    ['the default week, by day', 'dashboard', ''],
    ['the default week, by day, the chart alone', 'dashboard/periods', ''],
    ['92 days, by day', 'dashboard', `from=${day(-91)}&to=${day(0)}`],
    ['92 days, by day, the chart alone', 'dashboard/periods', `from=${day(-91)}&to=${day(0)}`],
  ] as const) {
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i <= ITERATIONS; i++) {
      const start = performance.now();
      const res = await app.inject({ url: `/api/admin/usage/${path}?${query}`, headers: { host: 'localhost', authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (i > 0) ms.push(performance.now() - start); // the first call warms up
      bytes = res.body.length;
    }
    console.log(`usage report, ${name}: median ${at(ms, 0.5).toFixed(0)} ms, p95 ${at(ms, 0.95).toFixed(0)} ms over ${ITERATIONS} calls (${(bytes / 1024).toFixed(0)} KiB JSON)`);
  }
  await app.close();
  await bench.drop();
}

await main();
