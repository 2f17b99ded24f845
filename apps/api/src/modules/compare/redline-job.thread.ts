/** Entry point of a redline worker thread (see makeRedlineInWorker in redline-job.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { makeRedline, type RedlineJobInput, type RedlineThreadMessage } from './redline-job.js';

if (!parentPort) throw new Error('redline-job.thread runs only as a worker thread');
const port = parentPort;
const send = (message: RedlineThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const job = makeRedline(workerData as RedlineJobInput);
  send({ kind: 'html', ...(await job.html) });
  const pdf = new Uint8Array(await job.pdf);
  send({ kind: 'pdf', pdf }, [pdf.buffer as ArrayBuffer]);
} catch (error) {
  send({ kind: 'error', error: error instanceof Error ? error : new Error(String(error)) });
}
