/**
 * How the import reaches the renderers in src/rendering/ (written and owned separately): on this
 * thread for a handful of documents, or through their worker pool when the server renders the
 * whole catalogue in the background.
 */
import { createRenditionPool, renderRendition, type Rendition, type RenditionInput } from '../../rendering/index.js';

export type { Rendition, RenditionInput } from '../../rendering/index.js';

export interface RenditionRenderer {
  /** How many documents may be in flight at once. */
  readonly concurrency: number;
  /** The PDF (with its page count) and the HTML of one RFC. */
  render(input: RenditionInput): Promise<Rendition>;
  close(): Promise<void>;
}

/** Renders on the calling thread: fine for a few documents (tests, the CLI), blocking for a server. */
export function createInlineRenderer(): RenditionRenderer {
  return { concurrency: 1, render: renderRendition, close: async () => {} };
}

/** Renders in worker threads, so the server keeps answering requests while the catalogue renders. */
export function createPoolRenderer(size?: number): RenditionRenderer {
  const pool = createRenditionPool(size === undefined ? {} : { size });
  return { concurrency: pool.size, render: (input) => pool.render(input), close: () => pool.close() };
}
