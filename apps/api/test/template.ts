import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedTenants } from '../src/modules/tenants/index.js';
import { seedDemoAccounts } from '../src/modules/demo-data/index.js';
import { runCatalogueImport } from '../src/modules/catalogue-import/index.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Documents whose renditions the test template holds (the rest of the catalogue is metadata only). */
export const TEMPLATE_RENDITIONS = ['IETF-RFC9110', 'IETF-RFC9111', 'IETF-RFC7230', 'IETF-RFC7231', 'IETF-RFC2616', 'IETF-RFC8446', 'IETF-RFC5246'];

/** A hash of everything that shapes the template: migrations, seeds, catalogue files and importer. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['src/db', 'src/modules/catalogue', 'src/modules/catalogue-import', 'src/rendering', 'src/modules/search/semantic', 'src/modules/demo-data', 'src/modules/tenants', 'catalog']) {
    const full = path.join(apiRoot, dir);
    if (fs.existsSync(full)) walk(full);
  }
  // The import also builds the search module's spelling dictionary and the common words' answers (ranked as searches rank).
  for (const file of ['spelling/search-words.ts', 'frequent-words/frequent-words.ts', 'sql/ranking-sql.ts']) hash.update(fs.readFileSync(path.join(apiRoot, 'src/modules/search/engines', file)));
  hash.update(fs.readFileSync(path.join(apiRoot, '../../packages/domain/src/tenant-config.ts')));
  hash.update(TEMPLATE_RENDITIONS.join(','));
  // And this file: what a template holds beside its database (the import's answer) is written here.
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Where a template keeps what its catalogue import answered, for the import's own test to verify. */
export const IMPORT_RESULT_FILE = 'catalogue-import-result.json';

/**
 * Seeds the tenants and demo accounts, then imports the whole catalogue with the product's own import, once per
 * run and driver. Its answer is kept beside the database: catalogue-import.test.ts verifies this import instead of
 * importing the same files a second time.
 */
async function fill(database: Database, dir: string) {
  const log = pino({ level: 'warn' });
  const fileStore = new LocalFileStore(path.join(dir, 'files'));
  await seedTenants(database.db);
  await seedDemoAccounts(database.db);
  const result = await runCatalogueImport({ db: database.db, fileStore, catalogueDir: path.join(apiRoot, 'catalog'), renditions: TEMPLATE_RENDITIONS, log });
  fs.writeFileSync(path.join(dir, IMPORT_RESULT_FILE), JSON.stringify(result));
}

export interface TemplateInfo {
  driver: 'pglite' | 'postgres';
  /** PGlite: folder holding pglite/ and files/. PostgreSQL: template database name and its files folder. */
  dir: string;
  templateDatabase?: string;
  adminUrl?: string;
}

/** Builds (or reuses) the template the test files copy from. */
export async function ensureTemplate(): Promise<TemplateInfo> {
  const key = templateKey();
  const root = path.join(os.tmpdir(), 'codex-test-templates');
  fs.mkdirSync(root, { recursive: true });
  const driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = path.join(root, `${driver}-${key}`);
  const marker = path.join(dir, 'complete');
  if (driver === 'pglite') {
    if (!fs.existsSync(marker)) {
      // Built in a private folder and renamed into place, so test runs started together never share a half-built one.
      const building = `${dir}.building-${process.pid}`;
      fs.rmSync(building, { recursive: true, force: true });
      fs.mkdirSync(building, { recursive: true });
      const dataDir = path.join(building, 'pglite');
      // Every test file copies this folder. Without WAL recycling a checkpoint removes the segments it no longer
      // needs instead of keeping them as future ones: the folder is about 150 MB instead of 340 (half of it WAL).
      const empty = await openDatabase({ driver: 'pglite', dir: dataDir }, { lock: false, migrate: false });
      await empty.db.execute(sql`alter system set wal_recycle = off`);
      await empty.db.execute(sql`alter system set min_wal_size = '32MB'`);
      await empty.close();
      const database = await openDatabase({ driver: 'pglite', dir: dataDir }, { lock: false });
      try {
        await fill(database, building);
        await database.db.execute(sql`checkpoint`);
      } finally {
        await database.close();
      }
      fs.writeFileSync(path.join(building, 'complete'), new Date().toISOString());
      try {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.renameSync(building, dir);
      } catch (error) {
        if (!fs.existsSync(marker)) throw error;
        fs.rmSync(building, { recursive: true, force: true });
      }
    }
    return { driver, dir };
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const templateDatabase = `codex_tmpl_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // One run at a time builds a template database with this key; the others wait and then reuse it.
  await admin.query('select pg_advisory_lock($1)', [Number.parseInt(key.slice(0, 8), 16)]);
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [templateDatabase]);
    if (exists.rowCount === 0 || !fs.existsSync(marker)) {
      await admin.query(`drop database if exists ${templateDatabase}`);
      await admin.query(`create database ${templateDatabase}`);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const database = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, templateDatabase) });
      try {
        await fill(database, dir);
      } finally {
        await database.close();
      }
      fs.writeFileSync(marker, new Date().toISOString());
    }
  } finally {
    await admin.end();
  }
  return { driver, dir, templateDatabase, adminUrl };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
