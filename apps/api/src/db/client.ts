import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireFolderLock, type FolderLock } from './folder-lock.js';
import { byteaCodec } from './pglite-bytea.js';
import { apiPath } from '../api-package.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseConfig = { driver: 'pglite'; dir: string } | { driver: 'postgres'; url: string; poolSize?: number };

/** A subscription to a channel on a connection of its own; `stop` ends it. */
export interface ChannelListening {
  stop(): Promise<void>;
}

/** How a driver LISTENs: onPayload for each notice, onLost when the connection dropped (lib/change-feed.ts). */
export type ListenToChannel = (channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) => Promise<ChannelListening>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a plain SQL statement; used by health checks and maintenance. */
  ping(): Promise<void>;
  /** Pool or queue figures for metrics. */
  stats(): Record<string, number>;
  /** LISTEN on a channel over a connection of its own (lib/change-feed.ts); onLost when that connection drops. */
  listen?: ListenToChannel;
  close(): Promise<void>;
}

const migrationsFolder = apiPath('src', 'db', 'migrations');

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig, options: { migrate?: boolean; lock?: boolean } = {}): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, an administrator's terminate) is replaced by the
    // pool on next use; without a listener its 'error' event would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, { code: 'CODEX_DB_IDLE' }));
    // pool.end() resolves once its connections are told to close, not when they have: count them out.
    let open = 0;
    let allClosed: (() => void) | null = null;
    pool.on('connect', () => void open++);
    pool.on('remove', () => {
      open--;
      if (open === 0) allClosed?.();
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (runMigrations) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onLost) => listenOnPostgres(config.url, channel, onPayload, onLost),
      close: async () => {
        const closed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve));
        await pool.end();
        await closed;
      },
    };
  }

  fs.mkdirSync(config.dir, { recursive: true });
  let lock: FolderLock | undefined;
  if (options.lock ?? true) lock = acquireFolderLock(config.dir);
  let client: PGlite;
  try {
    // pg_trgm corrects misspelled search words (PostgreSQL ships it in contrib; PGlite loads it here).
    client = await PGlite.create({ dataDir: config.dir, extensions: { pg_trgm }, ...byteaCodec });
  } catch (error) {
    lock?.release();
    throw error;
  }
  let pending = 0;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (runMigrations) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      pending++;
      try {
        await client.query('select 1');
      } finally {
        pending--;
      }
    },
    stats: () => ({ queued: pending }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return { stop: () => unlisten() };
    },
    close: async () => {
      try {
        // A checkpoint makes the folder consistent, since PGlite runs without fsync.
        await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** A client of its own that LISTENs (a pooled connection would be handed to other queries). */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) {
  const client = new pg.Client({ connectionString: url });
  let stopping = false;
  const lost = (error: Error) => {
    if (stopping) return;
    stopping = true;
    client.end().catch(() => {});
    onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return {
    stop: async () => {
      stopping = true;
      await client.end().catch(() => {});
    },
  };
}

/** Runs raw SQL and gives its rows; both drivers answer execute() with { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A list as one PostgreSQL array literal, for one bound parameter (`= any(${pgArray(ids)}::int[])`): drizzle binds a
 * JavaScript array as one parameter per element.
 */
export const pgArray = (values: readonly (string | number)[]) => `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** Whether the handle is the embedded PGlite database (one query at a time, inside this process) rather than a PostgreSQL server. */
export function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

let newestMigration: number | undefined;

/**
 * Whether every migration this build ships has been applied: drizzle's migrator records each one it ran with the
 * journal's timestamp (`when`) in drizzle.__drizzle_migrations, and applies in that order (the readiness probe).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newestMigration ??= Math.max(
    0,
    ...(JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((entry) => entry.when),
  );
  const newest = newestMigration;
  const [row] = await queryRows<{ applied: string | number | null }>(db, sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
  return row !== undefined && row.applied !== null && Number(row.applied) >= newest;
}
