/** Entry point of a redline worker thread (see createRedlinePool in redline-job.ts). */
import { serveJobs } from '../../../lib/worker-pool.js';
import { makeRedline, type RedlineJobInput, type RedlineThreadReply } from './redline-job.js';

serveJobs<RedlineJobInput, RedlineThreadReply>(async (input, send) => {
  const job = makeRedline(input);
  // When the diff fails both forms reject; the error goes back once, and the PDF's must not end the thread.
  job.pdf.catch(() => {});
  send({ kind: 'html', ...(await job.html) });
  const pdf = new Uint8Array(await job.pdf);
  // The PDF's bytes move to the main thread instead of being copied.
  send({ kind: 'pdf', pdf }, [pdf.buffer as ArrayBuffer]);
});
