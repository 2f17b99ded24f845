/**
 * The protected viewer's page images are drawn in worker threads (lib/worker-pool.ts), not on the server's event loop:
 * a page takes a core for 0.3 to 1 s, and while it was drawn on the request's thread every other call waited behind it
 * (a reader's allowance line took over 15 s to appear beside a first page on a busy host). Each thread keeps the PDFs it
 * parsed (LoadedPdfs, keyed by the rendition's sha256); the server keeps their bytes, read once from the file store and
 * handed to a thread in shared memory, so a page asks the file store nothing after the first.
 */
import os from 'node:os';
import { LRUCache } from 'lru-cache';
import { createWorkerPool, threadEntry } from '../../lib/worker-pool.js';
import type { Watermark } from './protected.service.js';

/** A document's PDF rendition: its sha256 names it; `read` fetches its bytes when no thread holds it yet. */
export interface ProtectedPdf {
  sha256: string;
  read: () => Promise<Uint8Array>;
}

/** What one job hands a thread: the PDF, and the page to draw (none: the page count only). Plain data. */
export interface ProtectedPageInput {
  sha256: string;
  bytes: Uint8Array;
  pageNumber: number | null;
  watermark: Watermark | null;
}

/** A thread's answer: the page count, and the PNG when a page was asked for and the document has it. */
export interface ProtectedPageReply {
  pageCount: number;
  png: Uint8Array | null;
}

/** A page drawn, or the page count when the document has fewer pages than asked for. */
export type DrawnPage = { png: Buffer; pageCount: number } | { png: null; pageCount: number };

export interface ProtectedPagePool {
  pageCount(pdf: ProtectedPdf): Promise<number>;
  draw(pdf: ProtectedPdf, pageNumber: number, watermark: Watermark): Promise<DrawnPage>;
  warm(): void;
  close(): Promise<void>;
}

/**
 * Threads at most: one fewer than the cores, but at least two. A thread draws one page at a time, and a page's PNG is
 * encoded off the thread that drew it (on libuv's pool), so a second thread draws the next page meanwhile: with one
 * thread on two cores the pages came a third slower than on the event loop (docs/benchmarks.md, "Protected pages").
 */
export const protectedPagePoolSize = () => Math.max(2, os.availableParallelism() - 1);

export function createProtectedPagePool(options: { size?: number } = {}): ProtectedPagePool {
  const pool = createWorkerPool<ProtectedPageInput, ProtectedPageReply>({
    entry: threadEntry(import.meta.url, 'protected-page'),
    size: options.size ?? protectedPagePoolSize(),
    name: 'Protected page',
  });
  // The PDFs' bytes, in shared memory, by sha256; four at most. A failed read is not kept.
  const held = new LRUCache<string, Promise<Uint8Array>>({ max: 4 });
  const bytesOf = ({ sha256, read }: ProtectedPdf): Promise<Uint8Array> => {
    let reading = held.get(sha256);
    if (!reading) {
      reading = read().then((bytes) => {
        const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
        shared.set(bytes);
        return shared;
      });
      reading.catch(() => held.delete(sha256));
      held.set(sha256, reading);
    }
    return reading;
  };

  async function ask(pdf: ProtectedPdf, pageNumber: number | null, watermark: Watermark | null): Promise<ProtectedPageReply> {
    const input: ProtectedPageInput = { sha256: pdf.sha256, bytes: await bytesOf(pdf), pageNumber, watermark };
    return new Promise<ProtectedPageReply>((resolve, reject) => {
      let answer: ProtectedPageReply | undefined;
      pool.submit(input, {
        reply: (reply) => {
          answer = reply;
        },
        done: () => (answer ? resolve(answer) : reject(new Error('Protected page worker finished without an answer'))),
        fail: reject,
      });
    });
  }

  return {
    async pageCount(pdf) {
      return (await ask(pdf, null, null)).pageCount;
    },
    async draw(pdf, pageNumber, watermark) {
      const { pageCount, png } = await ask(pdf, pageNumber, watermark);
      return png ? { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), pageCount } : { png: null, pageCount };
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
