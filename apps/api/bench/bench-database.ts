/** The database a bench script runs on: a fresh PGlite folder, or (--driver postgres) a fresh database on DATABASE_URL's server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

export interface BenchDatabase {
  database: Database;
  /** A new temporary folder (the PGlite data lives in it; the bench may keep its files there too). */
  dataDir: string;
  /** Drops the PostgreSQL database made for the run (nothing to do on PGlite). */
  drop: () => Promise<void>;
}

export async function openBenchDatabase(driver: string | undefined, label: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `codex-bench-${label}-`));
  if (driver !== 'postgres') return { database: await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') }), dataDir, drop: async () => {} };
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `codex_bench_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return { database, dataDir, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
