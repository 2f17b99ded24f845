import os from 'node:os';
import { createWorkerPool } from '../lib/worker-pool.js';
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

/** What a rendition thread answers for one job. */
export interface RenditionReply {
  pdf: Uint8Array;
  pageCount: number;
  html: string;
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
  const size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  const pool = createWorkerPool<RenditionInput, RenditionReply>({ entry: threadEntry(), size, name: 'Rendition' });
  return {
    size: pool.size,
    render(input) {
      return new Promise<Rendition>((resolve, reject) => {
        let rendition: Rendition | undefined;
        pool.submit(input, {
          reply: ({ pdf, pageCount, html }) => {
            rendition = { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), pageCount, html };
          },
          done: () => (rendition ? resolve(rendition) : reject(new Error('Rendition worker finished without a rendition'))),
          fail: reject,
        });
      });
    },
    close: () => pool.close(),
  };
}
