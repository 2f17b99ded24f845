import { createWorkerPool, threadEntry } from '../lib/worker-pool.js';
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
 * A pool of worker threads that render RFC renditions, so a catalogue import does not hold up
 * the server's event loop. Workers start on first use and do not keep the process alive while idle.
 */
export function createRenditionPool(options: { size?: number } = {}): RenditionPool {
  const pool = createWorkerPool<RenditionInput, RenditionReply>({ entry: threadEntry(import.meta.url, 'render-worker'), size: options.size, name: 'Rendition' });
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
