import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/** A database handle or a transaction handle: enqueueJob writes inside the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EnqueueOptions {
  /** When the job becomes due (default: now). */
  runAt?: Date;
  /** While a job with this key is queued or running, another enqueue with it adds nothing. */
  dedupeKey?: string;
  /** Tries before the job is marked failed (default 8). */
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Adds one job; with a dedupeKey already queued or running, adds nothing and answers null. */
export async function enqueueJob(db: DbOrTx, kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`state in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Adds many jobs of one kind in one statement (e.g. one mail.send per outbox row). */
export async function enqueueJobs(db: DbOrTx, kind: string, payloads: Record<string, unknown>[], options: Omit<EnqueueOptions, 'dedupeKey'> = {}): Promise<void> {
  if (payloads.length === 0) return;
  const runAt = options.runAt ?? new Date();
  for (let i = 0; i < payloads.length; i += 1000) {
    await db.insert(jobs).values(payloads.slice(i, i + 1000).map((payload) => ({ kind, payload, runAt, maxAttempts: options.maxAttempts ?? 8 })));
  }
}

/**
 * Claims up to `limit` due jobs for `workerId`: queued ones whose runAt has come, and running ones
 * whose lease ran out (their worker died). SKIP LOCKED lets several processes claim at once
 * without taking the same row.
 */
export async function claimJobs(db: Db, workerId: string, limit: number, leaseMs: number, kinds?: string[]): Promise<ClaimedJob[]> {
  const kindFilter = kinds && kinds.length ? sql`and kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``;
  const rows = await queryRows<{ id: string | number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`update jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from jobs
          where ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now())) ${kindFilter}
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
  );
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, payload: r.payload, attempts: r.attempts, maxAttempts: r.max_attempts }));
}

/** Extends the leases of the jobs this worker still holds. */
export async function renewLeases(db: Db, workerId: string, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where locked_by = ${workerId} and state = 'running' and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
}

export async function markDone(db: Db, workerId: string, id: number): Promise<void> {
  await db.execute(
    sql`update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
        where id = ${id} and locked_by = ${workerId}`,
  );
}

/** Exponential backoff: 2^attempt seconds from a base, capped at an hour. */
export function backoffMs(attempt: number, baseMs = 1000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** A failed try: scheduled again after the backoff, or failed for good once out of attempts. */
export async function markFailed(db: Db, workerId: string, job: ClaimedJob, error: unknown, baseBackoffMs: number): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`update jobs set state = 'failed', finished_at = now(), locked_by = null, locked_until = null, last_error = ${message}
          where id = ${job.id} and locked_by = ${workerId}`,
    );
    return 'failed';
  }
  const delay = backoffMs(job.attempts, baseBackoffMs);
  await db.execute(
    sql`update jobs set state = 'queued', run_at = now() + make_interval(secs => ${delay / 1000}), locked_by = null, locked_until = null,
          last_error = ${message}
        where id = ${job.id} and locked_by = ${workerId}`,
  );
  return 'retry';
}

/**
 * A periodic job: one queued row per period, found by its dedupeKey, so any number of processes
 * calling this each hour schedule it once.
 */
export async function scheduleRecurring(db: DbOrTx, kind: string, periodMs: number, payload: Record<string, unknown> = {}, now = new Date()): Promise<Date> {
  const next = new Date(Math.ceil((now.getTime() + 1) / periodMs) * periodMs);
  await enqueueJob(db, kind, { ...payload, slot: next.toISOString() }, { runAt: next, dedupeKey: `${kind}@${next.toISOString()}`, maxAttempts: 3 });
  return next;
}

/** Deletes finished jobs: done ones after a week, failed ones after 30 days (kept that long for operators to look at). */
export async function pruneJobs(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from jobs
        where (state = 'done' and finished_at < ${now.toISOString()}::timestamptz - interval '7 days')
           or (state = 'failed' and finished_at < ${now.toISOString()}::timestamptz - interval '30 days')
        returning id`,
  );
  return rows.length;
}
