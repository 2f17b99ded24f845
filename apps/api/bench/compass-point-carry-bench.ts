/**
 * npm run bench:compass-point-carry: carrying 200 compass points from RFC 7231 to RFC 9110 through
 * POST /api/v1/compasspoint/carry (app.inject in this process: server time without the network). Target: <= 2 s.
 *
 * Data: the demo tenants and users; RFC 7231 and RFC 9110 with their full texts (the catalogue's full-text file)
 * and the relation "RFC 9110 obsoletes RFC 7231"; 200 active compass points of Frances Allen (Acme, 100200) on
 * sentences picked evenly through RFC 7231, each with the quote, context, position and page the viewer sends.
 * Each run carries all 200 in one POST twice: cold (every compass point re-anchored), and after the preview (GET, the
 * dialog's flow), whose plans the POST reuses; the carried copies are deleted in between.
 * Options: --driver pglite|postgres (default pglite; postgres uses DATABASE_URL's server, a fresh database), --runs N (default 5).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { describe as describeRange, quoteSelectorOf } from '@codex/anchoring';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openBenchDatabase } from './bench-database.js';
import { accounts, compassPoints, documentRelations, documents, documentTexts, publishers, users } from '../src/db/schema/index.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { paginateRfc, rfcPdfPageAt } from '../src/rendering/index.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { readFulltext } from '../test/rfc-fulltext.js';
import { signInAs } from '../test/sign-in.js';

const { values } = parseArgs({ options: { driver: { type: 'string', default: 'pglite' }, runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const COMPASS_POINTS = 200;
const TARGET_MS = 2000;


/** Sentences of 40 to 300 characters, picked evenly through the text, as raw ranges. */
function sentences(text: string, count: number): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const m of text.matchAll(/[A-Z][^.\f]{38,298}\./g)) if (!/\n\s*\n/.test(m[0])) found.push({ start: m.index!, end: m.index! + m[0].length });
  const step = found.length / count;
  return Array.from({ length: count }, (_, i) => found[Math.floor(i * step)]);
}

async function seed(database: Database) {
  const db = database.db;
  await seedTenants(db);
  await seedDemoAccounts(db);
  const [{ id: publisherId }] = await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  const ids: Record<string, number> = {};
  for (const [rfc, date] of [['RFC7231', '2014-06-01'], ['RFC9110', '2022-06-01']] as const) {
    const { text, designation } = readFulltext(rfc);
    const [row] = await db
      .insert(documents)
      .values({ contentCode: `IETF-${rfc}`, sourceId: rfc, publisherId, designation, displayDesignation: designation, designationNo: designation, title: designation, documentType: 'RFC', status: 'Active', lifecycleStatus: 'Active', assetId: rfc, assetType: 'standard', contentType: 'STANDARDS', hasFullText: true, publishedDate: date, family: 'HTTP', sourceHash: rfc })
      .returning({ id: documents.id });
    await db.insert(documentTexts).values({ documentId: row.id, mediaType: 'text/plain', body: text, sourceHash: rfc });
    ids[rfc] = row.id;
  }
  await db.insert(documentRelations).values({ documentId: ids.RFC9110, relationType: 'obsoletes', relatedSourceId: 'RFC7231', relatedDocumentId: ids.RFC7231 });
  const [{ id: frances }] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'frances'));
  const [{ tenantId, accountId }] = await db.select({ tenantId: accounts.tenantId, accountId: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const { text } = readFulltext('RFC7231');
  const pages = paginateRfc(text);
  await db.insert(compassPoints).values(
    sentences(text, COMPASS_POINTS).map(({ start, end }, i) => {
      const quote = quoteSelectorOf(describeRange(text, start, end))!;
      const page = rfcPdfPageAt(pages, text, start);
      return {
        tenantId,
        accountId,
        documentId: ids.RFC7231,
        name: `Compass point ${i + 1}`,
        description: 'Carried by the benchmark',
        selectionData: '',
        selectionMetadata: { pageNumber: page, selectionText: quote.exact, annotationID: `bench-${i}` },
        anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start, end }, page },
        createdById: frances,
      };
    }),
  );
  return ids;
}

async function main() {
  const { database, dataDir, drop } = await openBenchDatabase(values.driver, 'carry');
  const ids = await seed(database);
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', CATALOG_IMPORT_ON_START: 'false', JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  const app = await buildApp({ config, database, fileStore: new LocalFileStore(config.filesDir) });
  await app.ready();
  const headers = { host: 'localhost', authorization: `Bearer ${await signInAs(app, 'frances', 'Frances-Optimizes-Loops-1')}` };

  const previews: number[] = [];
  const cold: number[] = [];
  const afterPreview: number[] = [];
  let outcomes = '';
  const post = async (into: number[]) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/compasspoint/carry', headers, payload: { contentID: ids.RFC7231 } });
    into.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`carry: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    const results = res.json().results as { outcome: string; result: string }[];
    const count = (key: 'outcome' | 'result', value: string) => results.filter((r) => r[key] === value).length;
    outcomes = `${results.length} compass points: exact ${count('outcome', 'exact')}, moved ${count('outcome', 'moved')}, changed ${count('outcome', 'changed')}, not-found ${count('outcome', 'not-found')}; carried ${count('result', 'carried')}`;
    await database.db.delete(compassPoints).where(eq(compassPoints.documentId, ids.RFC9110));
  };
  for (let run = 0; run < RUNS; run++) {
    // Cold: the compass points changed since any earlier plan (a new updated_at), so every one is re-anchored.
    await database.db.update(compassPoints).set({ updatedAt: new Date() }).where(eq(compassPoints.documentId, ids.RFC7231));
    await post(cold);
    // The dialog's flow: the preview re-anchors, the carry that follows reuses its plans.
    await database.db.update(compassPoints).set({ updatedAt: new Date() }).where(eq(compassPoints.documentId, ids.RFC7231));
    const started = performance.now();
    const preview = await app.inject({ method: 'GET', url: `/api/v1/compasspoint/carry?contentID=${ids.RFC7231}`, headers });
    previews.push(performance.now() - started);
    if (preview.statusCode !== 200) throw new Error(`preview: HTTP ${preview.statusCode} ${preview.body.slice(0, 300)}`);
    await post(afterPreview);
  }
  const fmt = (ms: number[]) => ms.map((m) => m.toFixed(0)).join(', ');
  const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)].toFixed(0);
  const worst = (ms: number[]) => Math.max(...ms);
  console.log(`carry bench on ${values.driver}, ${RUNS} runs; ${outcomes}`);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} after the run`);
  console.log(`POST carry, cold (200 re-anchored), ms: ${fmt(cold)}; median ${median(cold)}, worst ${worst(cold).toFixed(0)} (target <= ${TARGET_MS})`);
  console.log(`GET preview (200 re-anchored), ms: ${fmt(previews)}; median ${median(previews)}`);
  console.log(`POST carry after the preview, ms: ${fmt(afterPreview)}; median ${median(afterPreview)}`);
  if (worst(cold) > TARGET_MS) process.exitCode = 1;
  await app.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
