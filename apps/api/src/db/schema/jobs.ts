import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** queued: waiting for runAt; running: claimed by a worker until lockedUntil; done; failed: out of attempts. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * The one durable queue for work done after the request (mail, digests, tracking delivery).
 * Workers claim rows with FOR UPDATE SKIP LOCKED and hold a lease (lockedUntil) they renew; a
 * lease that runs out (the process died) makes the job claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Two enqueues with the same key while the first is not finished make one job. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`state in ('queued', 'running')`),
  ],
);
