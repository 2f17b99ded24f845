/**
 * A pool of long-lived worker threads for CPU-heavy jobs (renditions at import, redlines on request), so they do
 * not hold up the server's event loop. A thread starts on first use (or on `warm()`), stays for the next job, and
 * does not keep the process alive while idle. A job may answer several times (a redline sends its HTML, then its
 * PDF) before the thread says it is done; the thread side is `serveJobs`.
 */
import os from 'node:os';
import { parentPort, Worker, type TransferListItem } from 'node:worker_threads';

/**
 * The entry of a pool's threads, named after the module that makes the pool (`<name>.thread.js` beside it). Built
 * (scripts/build.mjs), it is the thread module itself, an entry of its own in dist/ beside the bundle that makes the
 * pool; running from TypeScript source (`node --import tsx`, vitest) it is `<name>.bootstrap.mjs`, which registers tsx
 * in the new thread first: on Node 20 the main thread's loader hooks do not reach worker threads.
 */
export function threadEntry(moduleUrl: string, name: string): URL {
  return moduleUrl.endsWith('.ts') ? new URL(`./${name}.bootstrap.mjs`, moduleUrl) : new URL(`./${name}.thread.js`, moduleUrl);
}

/** Messages from a thread about one job: an answer (there may be several), its end, or its error. */
export type JobMessage<Reply> = { id: number; reply: Reply } | { id: number; done: true } | { id: number; error: Error };

/** What the pool hands a thread. */
export interface JobRequest<Input> {
  id: number;
  input: Input;
}

export interface JobHandlers<Reply> {
  /** Each answer the thread sends for the job, in order. */
  reply(reply: Reply): void;
  /** The thread finished the job. */
  done(): void;
  /** The job failed, the thread stopped, or the pool was closed. */
  fail(error: Error): void;
}

export interface WorkerPool<Input, Reply> {
  /** Queues a job; jobs beyond the pool size wait their turn. */
  submit(input: Input, handlers: JobHandlers<Reply>): void;
  /** Starts one thread ahead of the first job, so that job does not wait for a thread to load its code. */
  warm(): void;
  /** Stops the threads; jobs not finished yet fail with "{name} pool is closed". */
  close(): Promise<void>;
  readonly size: number;
}

interface Job<Input, Reply> extends JobHandlers<Reply> {
  id: number;
  input: Input;
}

interface Slot<Input, Reply> {
  worker: Worker;
  job: Job<Input, Reply> | null;
}

export interface WorkerPoolOptions {
  /** The thread's entry module (a .mjs bootstrap when running from TypeScript source). */
  entry: URL;
  /** Threads at most (default: one fewer than the cores, at least one). */
  size?: number;
  /** Names the pool in its errors: "Rendition pool is closed", "Rendition worker stopped (exit code 1)". */
  name: string;
}

export function createWorkerPool<Input, Reply>({ entry, size: wanted, name }: WorkerPoolOptions): WorkerPool<Input, Reply> {
  const size = Math.max(1, Math.floor(wanted ?? os.availableParallelism() - 1));
  const slots: Slot<Input, Reply>[] = [];
  const queue: Job<Input, Reply>[] = [];
  let nextId = 1;
  let closed = false;
  const closedError = () => new Error(`${name} pool is closed`);

  const finish = (slot: Slot<Input, Reply>) => {
    slot.job = null;
    slot.worker.unref();
    dispatch();
  };

  const startSlot = (): Slot<Input, Reply> => {
    const worker = new Worker(entry, { execArgv: [] });
    const slot: Slot<Input, Reply> = { worker, job: null };
    worker.unref();
    worker.on('message', (message: JobMessage<Reply>) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if ('reply' in message) job.reply(message.reply);
      else if ('done' in message) {
        finish(slot);
        job.done();
      } else {
        finish(slot);
        job.fail(message.error);
      }
    });
    const failJob = (error: Error) => {
      const job = slot.job;
      slot.job = null;
      job?.fail(error);
    };
    worker.on('error', failJob);
    worker.on('exit', (code) => {
      failJob(new Error(`${name} worker stopped (exit code ${code})`));
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    while (queue.length && !closed) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? startSlot() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies JobRequest<Input>);
    }
  };

  return {
    size,
    submit(input, handlers) {
      if (closed) return handlers.fail(closedError());
      queue.push({ id: nextId++, input, ...handlers });
      dispatch();
    },
    warm() {
      if (!closed && slots.length === 0) startSlot();
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const job of queue.splice(0)) job.fail(closedError());
      await Promise.all(
        slots.map(async (slot) => {
          const job = slot.job;
          slot.job = null;
          job?.fail(closedError());
          await slot.worker.terminate();
        }),
      );
      slots.length = 0;
    },
  };
}

/**
 * The thread side: runs each job the pool sends with `work`, which answers through `send` (moving the listed buffers
 * instead of copying them); the pool hears "done" when `work` resolves, or the error it threw.
 */
export function serveJobs<Input, Reply>(
  work: (input: Input, send: (reply: Reply, transfer?: TransferListItem[]) => void) => Promise<void>,
): void {
  if (!parentPort) throw new Error('serveJobs runs only in a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, input }: JobRequest<Input>) => {
    try {
      await work(input, (reply, transfer = []) => port.postMessage({ id, reply } satisfies JobMessage<Reply>, transfer));
      port.postMessage({ id, done: true } satisfies JobMessage<Reply>);
    } catch (error) {
      // Errors survive the trip between threads with their type, message and stack.
      port.postMessage({ id, error: error instanceof Error ? error : new Error(String(error)) } satisfies JobMessage<Reply>);
    }
  });
}
