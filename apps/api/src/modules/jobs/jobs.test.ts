import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { openDatabase, queryRows, type Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { defineJob } from './job-types.js';
import { registerJobHandler, registerRecurringJob, startJobWorker } from './job-worker.js';
import { backoffMs, claimJobs, enqueueJob, pruneJobs, scheduleRecurring } from './jobs.service.js';

let t: TestContext;
/** A second connection pool, as a second process would have (PostgreSQL only). */
let other: Database | null = null;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  const config = t.app.config.database;
  if (config.driver === 'postgres') other = await openDatabase({ driver: 'postgres', url: config.url, poolSize: 4 }, { migrate: false });
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as Console;

async function jobRow(id: number) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('the job queue', () => {
  it('runs a job enqueued inside a transaction only once the transaction commits', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test.tx', async (payload) => void seen.push(payload.n));
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.tx', { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => void (await enqueueJob(tx, 'test.tx', { n: 2 })));
    const worker = startJobWorker(t.db, { pollMs: 20, log: quiet });
    await worker.drain();
    await worker.stop();
    expect(seen).toEqual([2]);
  });

  it('runs a typed job handle: what enqueue and enqueueMany write is what handle receives, once each', async () => {
    const greet = defineJob<{ name: string; times: number }>('test.typed');
    const seen: string[] = [];
    greet.handle(async ({ name, times }) => void seen.push(name.repeat(times)));
    await t.db.transaction(async (tx) => void (await greet.enqueue(tx, { name: 'a', times: 2 })));
    await greet.enqueueMany(t.db, [
      { name: 'b', times: 1 },
      { name: 'c', times: 3 },
    ]);
    const worker = startJobWorker(t.db, { pollMs: 20, log: quiet });
    await worker.drain();
    await worker.stop();
    expect(seen.sort()).toEqual(['aa', 'b', 'ccc']);
    expect(greet.kind).toBe('test.typed');
  });

  it('makes one job of two enqueues with the same dedupe key while the first waits', async () => {
    const first = await enqueueJob(t.db, 'test.dedupe', {}, { dedupeKey: 'digest@x', runAt: new Date(Date.now() + 60_000) });
    const second = await enqueueJob(t.db, 'test.dedupe', {}, { dedupeKey: 'digest@x' });
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where dedupe_key = 'digest@x'`);
    expect(n).toBe(1);
    // Once done, the key is free again.
    await t.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, first!));
    expect(await enqueueJob(t.db, 'test.dedupe', {}, { dedupeKey: 'digest@x', runAt: new Date(Date.now() + 60_000) })).toBeGreaterThan(0);
  });

  it('schedules a recurring job once per period however often it is asked', async () => {
    const now = new Date('2026-01-05T06:30:00Z');
    const a = await scheduleRecurring(t.db, 'test.hourly', 3_600_000, {}, now);
    const b = await scheduleRecurring(t.db, 'test.hourly', 3_600_000, {}, new Date('2026-01-05T06:59:00Z'));
    expect(a.toISOString()).toBe('2026-01-05T07:00:00.000Z');
    expect(b).toEqual(a);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where kind = 'test.hourly'`);
    expect(n).toBe(1);
  });

  it('keeps the next run of a registered recurring job queued', async () => {
    registerRecurringJob('test.recurring', 3_600_000, async () => {});
    const worker = startJobWorker(t.db, { pollMs: 20, log: quiet });
    await worker.drain();
    await worker.stop();
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.recurring'));
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('queued');
    expect(rows[0].runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('retries a failing job with growing delays, then succeeds', async () => {
    const runs: number[] = [];
    registerJobHandler('test.flaky', async () => {
      runs.push(Date.now());
      if (runs.length < 3) throw new Error(`try ${runs.length} failed`);
    });
    const id = (await enqueueJob(t.db, 'test.flaky', {}))!;
    const worker = startJobWorker(t.db, { pollMs: 10, backoffBaseMs: 150, log: quiet });
    for (let i = 0; i < 1200 && (await jobRow(id)).state !== 'done'; i++) await new Promise((r) => setTimeout(r, 25));
    await worker.stop();
    const row = await jobRow(id);
    expect(row.state).toBe('done');
    expect(row.attempts).toBe(3);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(140);
    expect(runs[2] - runs[1]).toBeGreaterThanOrEqual(290);
    expect(backoffMs(1, 150)).toBe(150);
    expect(backoffMs(3, 150)).toBe(600);
  });

  it('marks a job failed with its last error once out of attempts', async () => {
    registerJobHandler('test.broken', async () => {
      throw new Error('the mail server said no');
    });
    const id = (await enqueueJob(t.db, 'test.broken', {}, { maxAttempts: 2 }))!;
    const worker = startJobWorker(t.db, { pollMs: 10, backoffBaseMs: 20, log: quiet });
    for (let i = 0; i < 1200 && (await jobRow(id)).state !== 'failed'; i++) await new Promise((r) => setTimeout(r, 25));
    await worker.stop();
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: 'the mail server said no' });
    expect(row.finishedAt).not.toBeNull();
  });

  it('claims again a job whose lease ran out (its process died)', async () => {
    const done: number[] = [];
    registerJobHandler('test.orphan', async (payload) => void done.push(Number(payload.n)));
    const id = (await enqueueJob(t.db, 'test.orphan', { n: 7 }))!;
    // A worker that claims it and dies: nobody renews the lease.
    const [claimed] = await claimJobs(t.db, 'dead-worker', 10, 300, ['test.orphan']);
    expect(claimed.id).toBe(id);
    const worker = startJobWorker(t.db, { pollMs: 20, leaseMs: 5_000, log: quiet });
    await new Promise((r) => setTimeout(r, 100));
    expect(done).toEqual([]);
    for (let i = 0; i < 1200 && (await jobRow(id)).state !== 'done'; i++) await new Promise((r) => setTimeout(r, 25));
    await worker.stop();
    expect(done).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('renews the lease of a long job so nobody else claims it', async () => {
    let runs = 0;
    registerJobHandler('test.long', async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 600));
    });
    const id = (await enqueueJob(t.db, 'test.long', {}))!;
    const a = startJobWorker(t.db, { pollMs: 20, leaseMs: 200, log: quiet, workerId: 'a' });
    const b = startJobWorker(other?.db ?? t.db, { pollMs: 20, leaseMs: 200, log: quiet, workerId: 'b' });
    for (let i = 0; i < 1200 && (await jobRow(id)).state !== 'done'; i++) await new Promise((r) => setTimeout(r, 25));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('runs each job once when two workers claim at the same time', async () => {
    const seen = new Map<number, number>();
    registerJobHandler('test.race', async (payload) => {
      const n = Number(payload.n);
      seen.set(n, (seen.get(n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    });
    await t.db.insert(jobs).values(Array.from({ length: 120 }, (_, n) => ({ kind: 'test.race', payload: { n } })));
    const a = startJobWorker(t.db, { pollMs: 5, concurrency: 4, log: quiet, workerId: 'a' });
    const b = startJobWorker(other?.db ?? t.db, { pollMs: 5, concurrency: 4, log: quiet, workerId: 'b' });
    const pending = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where kind = 'test.race' and state <> 'done'`))[0].n;
    for (let i = 0; i < 1200 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
    await Promise.all([a.stop(), b.stop()]);
    expect(seen.size).toBe(120);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
    const byWorker = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where kind = 'test.race' and state = 'done'`);
    expect(byWorker[0].n).toBe(120);
  });

  it('prunes done jobs after a week and failed ones after 30 days', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const rows = await t.db
      .insert(jobs)
      .values([
        { kind: 'test.prune', state: 'done', finishedAt: new Date(now - 8 * day) },
        { kind: 'test.prune', state: 'done', finishedAt: new Date(now - 2 * day) },
        { kind: 'test.prune', state: 'failed', finishedAt: new Date(now - 8 * day) },
        { kind: 'test.prune', state: 'failed', finishedAt: new Date(now - 31 * day) },
        { kind: 'test.prune', state: 'queued', runAt: new Date(now - 40 * day) },
      ])
      .returning({ id: jobs.id });
    expect(await pruneJobs(t.db)).toBe(2);
    const left = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'test.prune'));
    expect(left.map((r) => r.id).sort()).toEqual([rows[1].id, rows[2].id, rows[4].id].sort());
  });
});
