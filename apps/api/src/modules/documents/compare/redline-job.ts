/**
 * Makes both forms of a redline off the main thread: a word diff of two long documents and its PDF
 * take seconds of CPU (docs/benchmarks.md), which would stall every other request.
 * Threads of a pool that stay once started; redlines are cached, so this runs once per pair.
 * The HTML is handed back as soon as it exists (the HTML compare waits only for it); the PDF follows.
 */
import { createWorkerPool, threadEntry } from '../../../lib/worker-pool.js';
import { buildRedline } from './redline.js';
import { renderRedlineHtml, renderRedlinePdf, type RedlineSubject } from './redline-render.js';

export interface RedlineJobInput {
  oldText: string;
  newText: string;
  subject: RedlineSubject;
}

export interface RedlineHtml {
  html: string;
  insertedWords: number;
  deletedWords: number;
}

/** The two forms, each as soon as it is made. */
export interface RedlineJob {
  html: Promise<RedlineHtml>;
  pdf: Promise<Buffer>;
}

/** Both forms of the redline, on the calling thread. */
export function makeRedline(input: RedlineJobInput): RedlineJob {
  const made = (async () => {
    const redline = buildRedline(input.oldText, input.newText, { maxEditLength: 5_000 });
    return { redline, html: { html: renderRedlineHtml(redline, input.subject), insertedWords: redline.insertedWords, deletedWords: redline.deletedWords } };
  })();
  const html = made.then((m) => m.html);
  // The PDF waits a turn of the event loop, so whoever awaits the HTML gets it (and can send it on) first:
  // pdfkit would otherwise hold the thread for seconds before that continuation runs.
  const pdf = made.then((m) => new Promise<void>((resolve) => setImmediate(resolve)).then(() => renderRedlinePdf(m.redline, input.subject)));
  return { html, pdf };
}

/** What a redline thread answers for one job: the HTML, then the PDF. */
export type RedlineThreadReply = ({ kind: 'html' } & RedlineHtml) | { kind: 'pdf'; pdf: Uint8Array };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A rejection nobody waits for (the PDF of an HTML-only compare) must not crash the process.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

export interface RedlinePool {
  /** Both forms of a redline, made in one of the pool's threads. */
  make(input: RedlineJobInput): RedlineJob;
  /** Starts a thread now, so the first redline does not wait about 0.6 s for one to load its code. */
  warm(): void;
  close(): Promise<void>;
}

/**
 * Threads that make redlines. They stay once started (idle, they do not keep the process alive), so only the
 * first redline after a start pays for loading the diff and PDF code; two redlines at once each get a thread on
 * a machine with cores to spare.
 */
export function createRedlinePool(options: { size?: number } = {}): RedlinePool {
  const pool = createWorkerPool<RedlineJobInput, RedlineThreadReply>({ entry: threadEntry(import.meta.url, 'redline-job'), size: options.size, name: 'Redline' });
  return {
    make(input) {
      const html = deferred<RedlineHtml>();
      const pdf = deferred<Buffer>();
      const fail = (error: Error) => {
        // Settling twice is harmless: a promise keeps its first outcome.
        html.reject(error);
        pdf.reject(error);
      };
      pool.submit(input, {
        reply: (reply) => {
          if (reply.kind === 'html') html.resolve({ html: reply.html, insertedWords: reply.insertedWords, deletedWords: reply.deletedWords });
          else pdf.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
        },
        done: () => fail(new Error('Redline worker finished without both forms')),
        fail,
      });
      return { html: html.promise, pdf: pdf.promise };
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
