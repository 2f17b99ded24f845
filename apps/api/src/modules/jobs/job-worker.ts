import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimJobs, markDone, markFailed, renewLeases, scheduleRecurring, type ClaimedJob } from './jobs.service.js';

export interface JobContext {
  db: Db;
  job: ClaimedJob;
  log: FastifyBaseLogger | Console;
}
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();
const recurring = new Map<string, { periodMs: number; payload: Record<string, unknown> }>();

/** One handler per kind; modules register theirs when the app is built. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** A kind that runs every periodMs (aligned to the clock); the worker keeps the next run queued. */
export function registerRecurringJob(kind: string, periodMs: number, handler: JobHandler, payload: Record<string, unknown> = {}): void {
  recurring.set(kind, { periodMs, payload });
  registerJobHandler(kind, handler);
}

export function registeredJobKinds(): string[] {
  return [...handlers.keys()];
}

export interface JobWorkerOptions {
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How long to wait before looking again when the queue was empty. */
  pollMs?: number;
  /** How long a claim lasts without a heartbeat; a dead process's jobs are claimed again after it. */
  leaseMs?: number;
  /** First retry delay; each further retry doubles it. */
  backoffBaseMs?: number;
  log?: FastifyBaseLogger | Console;
  workerId?: string;
}

export interface JobWorker {
  id: string;
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /** Runs until the queue has no due job and nothing is running (tests). */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops claiming, waits for the running jobs, and returns. */
  stop(): Promise<void>;
}

/** Claims and runs due jobs until stopped. */
export function startJobWorker(db: Db, options: JobWorkerOptions = {}): JobWorker {
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const log = options.log ?? console;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<number, Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let idle = false;

  const heartbeat = setInterval(() => {
    renewLeases(db, id, [...running.keys()], leaseMs).catch((err: unknown) => log.warn({ err }, 'job lease renewal failed'));
  }, Math.max(50, Math.floor(leaseMs / 3)));
  heartbeat.unref();

  const keepRecurring = async () => {
    for (const [kind, { periodMs, payload }] of recurring) await scheduleRecurring(db, kind, periodMs, payload);
  };

  async function run(job: ClaimedJob) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { db, job, log });
      await markDone(db, id, job.id);
      if (recurring.has(job.kind)) await keepRecurring();
    } catch (error) {
      const outcome = await markFailed(db, id, job, error, backoffBaseMs).catch((err: unknown) => {
        log.error({ err }, 'could not record a job failure');
        return 'unknown';
      });
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
    }
  }

  let ticking = false;
  let tickAgain = false;

  async function tick() {
    timer = null;
    if (stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    let next = pollMs;
    try {
      const free = concurrency - running.size;
      let claimed: ClaimedJob[] = [];
      if (free > 0) {
        try {
          claimed = await claimJobs(db, id, free, leaseMs, [...handlers.keys()]);
        } catch (err) {
          if (!stopped) log.warn({ err }, 'claiming jobs failed');
        }
      }
      idle = claimed.length === 0 && running.size === 0;
      for (const job of claimed) {
        const p = run(job).finally(() => {
          running.delete(job.id);
          // A slot is free: look for the next job now rather than at the next poll.
          if (!stopped) schedule(0);
        });
        running.set(job.id, p);
      }
      // A full claim means more may be waiting; otherwise poll (a finishing job wakes the loop sooner).
      if (free > 0 && claimed.length === free) next = 0;
    } finally {
      ticking = false;
    }
    if (stopped) return;
    if (tickAgain) {
      tickAgain = false;
      next = 0;
    }
    if (next === 0 || !timer) schedule(next);
  }

  function schedule(ms: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      loop = tick();
    }, ms);
  }

  // The recurring jobs' next runs are queued before the first claim; drain() and stop() wait for it too, so a
  // caller never sees the queue as drained (or closes the database) while that write is still in flight.
  const started = keepRecurring()
    .catch((err: unknown) => log.warn({ err }, 'scheduling recurring jobs failed'))
    .finally(() => {
      if (!stopped) schedule(0);
    });

  return {
    id,
    wake() {
      if (!stopped) schedule(0);
    },
    async drain(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      await started;
      idle = false;
      this.wake();
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
        if (idle && running.size === 0) return;
      }
      throw new Error('job queue did not drain in time');
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      clearInterval(heartbeat);
      await started;
      await loop;
      await Promise.allSettled([...running.values()]);
    },
  };
}
