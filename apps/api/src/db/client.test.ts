import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type {} from '../../test/provided-context.js';
import { isEmbedded, openDatabase, queryRows } from './client.js';

describe('closing the database', () => {
  it('has let go of every connection (PostgreSQL) or of the folder (PGlite) when close() resolves', async () => {
    const template = inject('template');
    if (template.driver === 'postgres') {
      // A name of its own, so pg_stat_activity shows this pool's connections and no other.
      const name = `codex-close-${crypto.randomBytes(4).toString('hex')}`;
      // The administrative database, never the template: a connection to the template would stop other test files copying it.
      const url = template.adminUrl!;
      const database = await openDatabase({ driver: 'postgres', url: `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`, poolSize: 4 }, { migrate: false });
      // Four queries at once open four connections.
      await Promise.all([1, 2, 3, 4].map((n) => queryRows(database.db, sql`select ${n}::int as n, pg_sleep(0.05)`)));
      expect(database.stats().total).toBe(4);
      expect(isEmbedded(database.db)).toBe(false);
      // Watching from a connection made beforehand, so the question is asked the moment close() resolves.
      const observer = new pg.Client({ connectionString: template.adminUrl });
      await observer.connect();
      try {
        await database.close();
        const { rows } = await observer.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [name]);
        expect(rows[0].n).toBe(0);
      } finally {
        await observer.end();
      }
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-close-'));
      try {
        const first = await openDatabase({ driver: 'pglite', dir });
        expect(isEmbedded(first.db)).toBe(true);
        await first.close();
        // The folder lock is released: a second server process may open the same folder.
        const second = await openDatabase({ driver: 'pglite', dir }, { migrate: false });
        const rows = await queryRows<{ n: number }>(second.db, sql`select count(*)::int as n from tenants`);
        expect(rows[0].n).toBe(0);
        await second.close();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('survives PostgreSQL dropping an idle connection and answers the next query on a new one', async () => {
    const template = inject('template');
    const name = `codex-idle-${crypto.randomBytes(4).toString('hex')}`;
    if (template.driver !== 'postgres') {
      // PGlite runs in this process: there is no connection to lose. Its queries keep answering after an error.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-idle-'));
      const database = await openDatabase({ driver: 'pglite', dir });
      try {
        await expect(queryRows(database.db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
        expect((await queryRows<{ n: number }>(database.db, sql`select 1 as n`))[0].n).toBe(1);
      } finally {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    const url = template.adminUrl!;
    const database = await openDatabase({ driver: 'postgres', url: `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`, poolSize: 2 }, { migrate: false });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      await queryRows(database.db, sql`select 1`);
      // What a restart or an administrator does to the idle connection.
      const { rows } = await observer.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1', [name]);
      expect(rows[0].n).toBe(1);
      await expect.poll(() => warnings.some((w) => w.includes('terminating connection')), { timeout: 5000 }).toBe(true);
      const again = await queryRows<{ n: number }>(database.db, sql`select 2 as n`);
      expect(again[0].n).toBe(2);
    } finally {
      process.off('warning', onWarning);
      await observer.end();
      await database.close();
    }
  });
});
