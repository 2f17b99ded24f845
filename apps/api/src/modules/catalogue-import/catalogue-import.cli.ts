/**
 * npm run catalog:import -w @codex/api [-- --renditions all|none|IETF-RFC9110,IETF-RFC9111]
 *
 * Imports the catalogue into the configured database (the same environment variables as the
 * server), renders the renditions, prints a summary and closes the database cleanly.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, parseConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { FolderLockedError } from '../../db/folder-lock.js';
import { openFileStore } from '../../lib/open-file-store.js';
import { runCatalogueImport, type CatalogueImportResult } from './catalogue-import.service.js';
import type { CatalogueLog } from './import-run.js';
import type { RenditionSelection } from './render-renditions.js';
import { createPoolRenderer } from './rendition-renderers.js';

const USAGE = `Usage: npm run catalog:import -w @codex/api [-- --renditions all|none|CODE,CODE,...]

Imports the catalogue files in CATALOG_DIR into the database the server uses (DATA_DIR, or
DATABASE_URL for PostgreSQL), then renders PDF and HTML renditions (CATALOG_RENDITIONS, or
--renditions). Running it again only writes what changed.`;

function parseRenditions(value: string | undefined, fallback: RenditionSelection): RenditionSelection {
  if (value === undefined) return fallback;
  if (value === 'all' || value === 'none') return value;
  const codes = value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (codes.length === 0) throw new ConfigError('--renditions must be all, none or a comma-separated list of content codes');
  return codes;
}

const log: CatalogueLog = {
  info: (msg) => console.log(msg),
  warn: (msg) => console.warn(`warning: ${msg}`),
};

async function publisherCounts(database: Database): Promise<{ code: string; documents: number; fullText: number; renditions: number }[]> {
  const result = (await database.db.execute(sql`
    select p.code,
      count(d.id)::int as documents,
      count(d.id) filter (where d.has_full_text)::int as full_text,
      (select count(*)::int from document_files f join documents d2 on d2.id = f.document_id where d2.publisher_id = p.id and f.kind = 'pdf') as renditions
    from publishers p left join documents d on d.publisher_id = p.id
    group by p.id, p.code order by p.code`)) as unknown as { rows: { code: string; documents: number; full_text: number; renditions: number }[] };
  return result.rows.map((r) => ({ code: r.code, documents: Number(r.documents), fullText: Number(r.full_text), renditions: Number(r.renditions) }));
}

function printSummary(result: CatalogueImportResult, counts: Awaited<ReturnType<typeof publisherCounts>>, totalMs: number) {
  const n = (v: number) => v.toLocaleString('en-US');
  console.log('');
  console.log(`Catalogue import finished in ${(totalMs / 1000).toFixed(1)} s (run #${result.runId}${result.resumed ? ', finishing a run that had stopped' : ''})`);
  console.log(`  metadata: ${(result.durationMs / 1000).toFixed(1)} s; ${n(result.inserted)} new, ${n(result.updated)} updated, ${n(result.unchanged)} unchanged`);
  for (const c of counts) {
    console.log(`  ${c.code.padEnd(5)} ${n(c.documents).padStart(6)} documents, ${n(c.fullText)} with full text, ${n(c.renditions)} with renditions`);
  }
  if (result.renditions) {
    const r = result.renditions;
    console.log(
      `  renditions: ${n(r.rendered)} rendered, ${n(r.upToDate)} already up to date, ${n(r.failed.length)} failed (${(r.durationMs / 1000).toFixed(1)} s)`,
    );
    for (const f of r.failed) console.log(`    ${f.contentCode}: ${f.message}`);
    if (r.unknown.length) console.log(`    not full-text documents: ${r.unknown.join(', ')}`);
  }
  if (result.problems.length === 0) {
    console.log('  problems: none');
  } else {
    console.log(`  problems (${result.problems.length}):`);
    for (const p of result.problems.slice(0, 50)) console.log(`    ${p.file}:${p.line}  ${p.message}`);
    if (result.problems.length > 50) console.log(`    ... and ${result.problems.length - 50} more (all are kept in catalog_imports.problems)`);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { renditions: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: false });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const config = parseConfig();
  const renditions = parseRenditions(values.renditions, config.catalogue.renditions);
  let database: Database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(
        `The database in ${error.dir} is in use by a running Codex server (process ${error.pid}).\n` +
          'Stop the server and run the import again; or leave it to the server, which imports the catalogue\n' +
          'itself at start-up when CATALOG_IMPORT_ON_START is true (the default).',
      );
      return 2;
    }
    throw error;
  }
  const where = config.database.driver === 'pglite' ? `the embedded database in ${config.database.dir}` : 'PostgreSQL';
  console.log(`catalog import: into ${where}, from ${config.catalogue.dir}`);

  // Ctrl-C stops after the batch in flight; the run stays unfinished and the next one completes it.
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    console.error(`\n${signal}: stopping after the current batch (press again to quit at once)`);
    controller.abort(new Error(`stopped by ${signal}`));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The main thread only waits on the workers here, so every core can render.
  const renderer = renditions === 'none' ? undefined : createPoolRenderer(os.availableParallelism());
  try {
    const result = await runCatalogueImport({
      db: database.db,
      fileStore: await openFileStore(config.fileStore),
      catalogueDir: config.catalogue.dir,
      renditions,
      renderer,
      log,
      signal: controller.signal,
    });
    printSummary(result, await publisherCounts(database), performance.now() - started);
    return 0;
  } catch (error) {
    if (controller.signal.aborted) {
      console.error('catalog import: stopped; run it again to finish');
      return 130;
    }
    throw error;
  } finally {
    await renderer?.close();
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
