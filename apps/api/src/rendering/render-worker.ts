import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderRfcHtml } from './rfc-html.js';
import { renderRfcPdf, type RfcPdfInput } from './rfc-pdf.js';

/** What one rendition job needs. Plain data, so it can cross into a worker thread. */
export interface RenditionInput extends RfcPdfInput {
  /** RFC number to content code, for the RFCs in the catalogue the HTML may link to. */
  knownContentCodes: ReadonlyMap<number, string>;
}

export interface Rendition {
  pdf: Buffer;
  pageCount: number;
  html: string;
}

/** Renders both renditions of one RFC on the calling thread. */
export async function renderRendition(input: RenditionInput): Promise<Rendition> {
  const { pdf, pageCount } = await renderRfcPdf(input);
  const html = renderRfcHtml({
    text: input.text,
    designation: input.designation,
    title: input.title,
    contentCode: input.contentCode,
    knownContentCodes: (n) => input.knownContentCodes.get(n) ?? null,
  });
  return { pdf, pageCount, html };
}

export interface RenditionPool {
  /** Renders in a worker thread; jobs beyond the pool size wait their turn. */
  render(input: RenditionInput): Promise<Rendition>;
  /** Stops the workers; jobs not finished yet are rejected. */
  close(): Promise<void>;
  readonly size: number;
}

/** Messages between the pool and its threads. */
export type RenditionRequest = { id: number; input: RenditionInput };
export type RenditionReply =
  | { id: number; ok: true; pdf: Uint8Array; pageCount: number; html: string }
  | { id: number; ok: false; error: Error };

interface Job {
  id: number;
  input: RenditionInput;
  resolve: (rendition: Rendition) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * The thread's entry file. Built to JavaScript, that is the thread module itself; running from
 * TypeScript source (`node --import tsx`, vitest) it is a small .mjs file that registers tsx in
 * the new thread first (see render-worker.bootstrap.mjs for why).
 */
function threadEntry(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./render-worker.bootstrap.mjs', import.meta.url)
    : new URL('./render-worker.thread.js', import.meta.url);
}

/**
 * A pool of worker threads that render RFC renditions, so a catalogue import does not hold up
 * the server's event loop. Workers start on first use and do not keep the process alive while idle.
 */
export function createRenditionPool(options: { size?: number } = {}): RenditionPool {
  const size = Math.max(1, Math.floor(options.size ?? Math.max(1, os.availableParallelism() - 1)));
  const entry = threadEntry();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const settleWithError = (slot: Slot, error: Error) => {
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
  };

  const startSlot = (): Slot => {
    const worker = new Worker(entry, { execArgv: [] });
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (reply: RenditionReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      worker.unref();
      if (reply.ok) {
        job.resolve({ pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), pageCount: reply.pageCount, html: reply.html });
      } else {
        job.reject(reply.error);
      }
      dispatch();
    });
    worker.on('error', (error) => settleWithError(slot, error));
    worker.on('exit', (code) => {
      settleWithError(slot, new Error(`Rendition worker stopped (exit code ${code})`));
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
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies RenditionRequest);
    }
  };

  return {
    size,
    render(input) {
      if (closed) return Promise.reject(new Error('Rendition pool is closed'));
      return new Promise<Rendition>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('Rendition pool is closed'));
      await Promise.all(
        slots.map(async (slot) => {
          settleWithError(slot, new Error('Rendition pool is closed'));
          await slot.worker.terminate();
        }),
      );
      slots.length = 0;
    },
  };
}
