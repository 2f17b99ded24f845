/**
 * Makes both forms of a redline off the main thread: a word diff of two long documents and its PDF
 * take seconds of CPU (docs/benchmarks.md), which would stall every other request.
 * One short-lived worker thread per redline; redlines are cached, so this runs once per pair.
 * The HTML is handed back as soon as it exists (the HTML compare waits only for it); the PDF follows.
 */
import { Worker } from 'node:worker_threads';
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

/** Built to JavaScript the thread module runs itself; from TypeScript source it needs tsx registered in the thread. */
function threadEntry(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./redline-job.bootstrap.mjs', import.meta.url) : new URL('./redline-job.thread.js', import.meta.url);
}

/** Messages from the thread: the HTML, then the PDF, or an error. */
export type RedlineThreadMessage =
  | ({ kind: 'html' } & RedlineHtml)
  | { kind: 'pdf'; pdf: Uint8Array }
  | { kind: 'error'; error: Error };

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

/** Both forms of the redline, in a worker thread of its own. */
export function makeRedlineInWorker(input: RedlineJobInput): RedlineJob {
  const html = deferred<RedlineHtml>();
  const pdf = deferred<Buffer>();
  const fail = (error: Error) => {
    html.reject(error);
    pdf.reject(error);
  };
  const worker = new Worker(threadEntry(), { workerData: input });
  worker.on('message', (message: RedlineThreadMessage) => {
    if (message.kind === 'html') html.resolve({ html: message.html, insertedWords: message.insertedWords, deletedWords: message.deletedWords });
    else if (message.kind === 'pdf') {
      pdf.resolve(Buffer.from(message.pdf));
      void worker.terminate();
    } else {
      fail(message.error);
      void worker.terminate();
    }
  });
  worker.once('error', fail);
  // Settling twice is harmless: a promise keeps its first outcome.
  worker.once('exit', (code) => fail(new Error(`Redline worker stopped with code ${code}`)));
  return { html: html.promise, pdf: pdf.promise };
}
