/** Entry point of a rendition worker thread (see createRenditionPool in render-worker.ts). */
import { parentPort } from 'node:worker_threads';
import { renderRendition, type RenditionReply, type RenditionRequest } from './render-worker.js';

if (!parentPort) throw new Error('render-worker.thread runs only as a worker thread');
const port = parentPort;

port.on('message', async ({ id, input }: RenditionRequest) => {
  let reply: RenditionReply;
  try {
    const { pdf, pageCount, html } = await renderRendition(input);
    reply = { id, ok: true, pdf, pageCount, html };
  } catch (error) {
    // Errors survive the trip between threads with their type, message and stack.
    reply = { id, ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
  // The PDF's bytes move to the main thread instead of being copied.
  const transfer = reply.ok && reply.pdf.byteLength === reply.pdf.buffer.byteLength ? [reply.pdf.buffer as ArrayBuffer] : [];
  port.postMessage(reply, transfer);
});
