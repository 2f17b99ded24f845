/** Entry point of a rendition worker thread (see createRenditionPool in render-worker.ts). */
import { serveJobs } from '../lib/worker-pool.js';
import { renderRendition, type RenditionInput, type RenditionReply } from './render-worker.js';

serveJobs<RenditionInput, RenditionReply>(async (input, send) => {
  const { pdf, pageCount, html } = await renderRendition(input);
  // The PDF's bytes move to the main thread instead of being copied.
  send({ pdf, pageCount, html }, pdf.byteLength === pdf.buffer.byteLength ? [pdf.buffer as ArrayBuffer] : []);
});
