/**
 * A kind of job as one typed handle: where its payload is written (enqueue, enqueueMany) and where it is run
 * (handle, every) name the same constant, so the link from "enqueue" to "run" is a reference the compiler follows,
 * not a string two files happen to share.
 */
import { registerJobHandler, registerRecurringJob, type JobContext } from './job-worker.js';
import { enqueueJob, enqueueJobs, type DbOrTx, type EnqueueOptions } from './jobs.service.js';

export type JobPayload = Record<string, unknown>;

export interface JobType<P extends JobPayload> {
  readonly kind: string;
  /** One job, in the caller's transaction when given one; null when a job with the same dedupeKey is waiting. */
  enqueue(db: DbOrTx, payload: P, options?: EnqueueOptions): Promise<number | null>;
  /** Many jobs of this kind in one statement (one per outbox row, one per webhook delivery). */
  enqueueMany(db: DbOrTx, payloads: P[], options?: Omit<EnqueueOptions, 'dedupeKey'>): Promise<void>;
  /** Registers the one handler of this kind (a module does so when the app is built). */
  handle(handler: (payload: P, context: JobContext) => Promise<void>): void;
  /** Registers the handler and keeps a run of this kind queued every periodMs, aligned to the clock. */
  every(periodMs: number, handler: (payload: P, context: JobContext) => Promise<void>): void;
}

/** Declares a kind of job; its payload is stored as JSON, so P holds plain values. */
export function defineJob<P extends JobPayload = Record<string, never>>(kind: string): JobType<P> {
  return {
    kind,
    enqueue: (db, payload, options) => enqueueJob(db, kind, payload, options),
    enqueueMany: (db, payloads, options) => enqueueJobs(db, kind, payloads, options),
    handle: (handler) => registerJobHandler(kind, (payload, context) => handler(payload as P, context)),
    every: (periodMs, handler) => registerRecurringJob(kind, periodMs, (payload, context) => handler(payload as P, context)),
  };
}
