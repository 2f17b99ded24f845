import fs from 'node:fs';
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
import { TEMPLATE_COMPLETE, TEMPLATE_RENDITIONS, templateDir } from './template-key.js';

export { TEMPLATE_RENDITIONS } from './template-key.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** Builds (or reuses) the template the test files copy from: the run's driver's (TEST_DB), or the one named. */
export async function ensureTemplate(driver: TemplateInfo['driver'] = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'): Promise<TemplateInfo> {
  const dir = templateDir(driver);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const key = path.basename(dir).slice(driver.length + 1);
  const marker = path.join(dir, TEMPLATE_COMPLETE);
  removeUnusedTemplates(dir);
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
      fs.writeFileSync(path.join(building, TEMPLATE_COMPLETE), new Date().toISOString());
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

/** A template no run has used for this long is removed by the next run that builds or uses another. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Marks this run's template as used, and removes the folders of templates of other keys (and half-built ones) that no
 * run has used for a day: every change to what shapes the template makes a new one, and in shared memory
 * (template-key.ts, docs/adr/0078) the old ones would hold the machine's memory until it restarts.
 */
function removeUnusedTemplates(inUse: string) {
  const now = new Date();
  const marker = path.join(inUse, TEMPLATE_COMPLETE);
  if (fs.existsSync(marker)) fs.utimesSync(marker, now, now);
  const root = path.dirname(inUse);
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    if (dir === inUse) continue;
    try {
      // A built template's marker is touched by each run that uses it; a half-built folder has only its own time.
      const marked = path.join(dir, TEMPLATE_COMPLETE);
      const lastUsed = fs.statSync(fs.existsSync(marked) ? marked : dir).mtimeMs;
      if (now.getTime() - lastUsed > UNUSED_FOR_MS) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
