import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { queryRows } from '../../../db/client.js';
import { catalogueImports } from '../../../db/schema/index.js';
import { warmSearchIndexes } from '../../search/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

const probe = (which: 'liveness' | 'readiness', host = 'localhost') => t.app.inject({ method: 'GET', url: `/management/health/${which}`, headers: { host } });

/** The probe's answer is its status and nothing else. */
async function expectProbe(which: 'liveness' | 'readiness', status: 'UP' | 'DOWN') {
  const res = await probe(which);
  expect(res.statusCode, `${which} ${res.body}`).toBe(status === 'UP' ? 200 : 503);
  expect(res.json()).toEqual({ status });
  expect(res.headers['cache-control']).toBe('no-store');
}

const quiet = { info: () => {}, warn: () => {} };

describe('the liveness probe', () => {
  it('answers 200 UP to anyone while the process answers, ready or not, on any host', async () => {
    await expectProbe('liveness', 'UP');
    const elsewhere = await probe('liveness', 'no-such-library.example');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ status: 'UP' });
  });
});

describe('the readiness probe', () => {
  it('is DOWN until the search indexes of the catalogue are loaded, then UP', async () => {
    // A fresh process: database, migrations and catalogue are there, the in-memory indexes not yet built.
    await expectProbe('readiness', 'DOWN');
    await expectProbe('liveness', 'UP');
    await warmSearchIndexes(t.db, quiet);
    await expectProbe('readiness', 'UP');
  }, 300_000);

  it('is DOWN while the catalogue imports, and UP again once the import completed', async () => {
    // What the import writes when a run begins (import-run.ts beginRun): the newest run is running.
    const [run] = await t.db.insert(catalogueImports).values({ status: 'running', phase: 'documents' }).returning({ id: catalogueImports.id });
    try {
      await expectProbe('readiness', 'DOWN');
      await expectProbe('liveness', 'UP');
      // The operator alone learns more, from management/health and the metrics; the probe says DOWN and nothing else.
      expect((await probe('readiness')).body).toBe('{"status":"DOWN"}');
    } finally {
      await t.db.execute(sql`delete from catalog_imports where id = ${run.id}`);
    }
    await expectProbe('readiness', 'UP');
  });

  it('is DOWN when a migration this build ships has not been applied', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; at: string }>(t.db, sql`select id, hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      await expectProbe('readiness', 'DOWN');
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.at}::bigint)`);
    }
    await expectProbe('readiness', 'UP');
  });

  it('is DOWN when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      await expectProbe('readiness', 'DOWN');
      await expectProbe('liveness', 'UP');
    } finally {
      t.database.ping = ping;
    }
    await expectProbe('readiness', 'UP');
  });
});
