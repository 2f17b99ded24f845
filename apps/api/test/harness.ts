import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { shareSearchBuilds } from '../src/modules/search/index.js';
import { withDatabase } from './template.js';
import type {} from './provided-context.js';

export interface TestContext {
  app: App;
  database: Database;
  db: Database['db'];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A server on its own copy of the test template (demo tenants, users and the whole
 * catalogue), on PGlite or, with TEST_DB=postgres, on a PostgreSQL database made from
 * the template. Share one per test file: creating it takes about a second.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
  /**
   * A logger of the test's own (e.g. writing to a stream the test reads) in place of the configured one; a resolver
   * of webhook receivers' names in place of the system's.
   */
  options: Pick<BuildAppOptions, 'logger' | 'resolveWebhookHost'> = {},
): Promise<TestContext> {
  const { database, dataDir, databaseUrl, dispose } = await copyOfTemplate();
  const config = parseConfig({
    ...process.env,
    // The configuration names the database the app really runs on, as in production.
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    CATALOG_IMPORT_ON_START: 'false',
    // The embedded mail catcher on a free port, so test files running side by side do not collide.
    MAIL_CATCHER_PORT: '0',
    // With REDIS_URL, each server counts its rate limits apart (its copy of the template has the same user ids as
    // every other's); servers that must share counts, as two processes of one installation, pass the same prefix.
    REDIS_KEY_PREFIX: `codex-test-${crypto.randomBytes(6).toString('hex')}:`,
    ...env,
  });
  const app = await buildApp({ config, database, fileStore: new LocalFileStore(config.filesDir), ...options });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export interface TemplateCopy {
  database: Database;
  /** A folder of the copy's own: its files/ (the template's renditions) and, on PGlite, its pglite/. */
  dataDir: string;
  /** The copy's address on PostgreSQL; '' on PGlite. */
  databaseUrl: string;
  /** The template's folder, with what its catalogue import answered (template.ts, IMPORT_RESULT_FILE). */
  templateDir: string;
  /** Closes the database and removes the copy. */
  dispose(): Promise<void>;
}

let fileCopy: Promise<boolean> | null = null;

/**
 * PostgreSQL 15 and later copy a template by writing it whole into the write-ahead log unless told to copy its files:
 * for this 130 MB template the file copy took half the time (0.5 s against 0.95 s a database, docs/benchmarks.md). The
 * copies are thrown away after their file, so the log's crash safety buys nothing here.
 */
async function copyStrategy(admin: pg.Client): Promise<string> {
  fileCopy ??= admin.query<{ v: string }>('show server_version_num').then((r) => Number(r.rows[0].v) >= 150_000);
  return (await fileCopy) ? ' strategy file_copy' : '';
}

/** A database of the test's own copied from the run's template (demo tenants, users and the whole catalogue). */
export async function copyOfTemplate(): Promise<TemplateCopy> {
  const template = inject('template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-test-'));
  fs.cpSync(path.join(template.dir, 'files'), path.join(dataDir, 'files'), { recursive: true });
  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl = '';
  if (template.driver === 'pglite') {
    fs.cpSync(path.join(template.dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') }, { migrate: false });
  } else {
    const name = `codex_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.templateDatabase}${await copyStrategy(admin)}`);
    await admin.end();
    databaseUrl = withDatabase(template.adminUrl!, name);
    database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 }, { migrate: false });
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: template.adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  // The copy's search indexes are built once per worker for all copies that have not changed the catalogue.
  await shareSearchBuilds(database.db, `${template.driver}:${template.dir}`);
  return {
    database,
    dataDir,
    databaseUrl,
    templateDir: template.dir,
    dispose: async () => {
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
