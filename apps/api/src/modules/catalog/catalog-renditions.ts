/**
 * How the import reaches the renderers in ./renditions/ (written and owned separately): on this
 * thread for a handful of documents, or through their worker pool when the server renders the
 * whole catalogue in the background.
 */
export interface RenditionInput {
  text: string;
  designation: string;
  title: string;
  status: string;
  doi: string | null;
  publisherName: string;
  contentCode: string;
  /** Publication date, YYYY-MM-DD (month-level dates are stored as the first of the month). */
  date: string | null;
}

export interface RenditionRenderer {
  /** How many documents may be in flight at once. */
  readonly concurrency: number;
  pdf(input: RenditionInput): Promise<{ pdf: Buffer; pageCount: number }>;
  html(input: RenditionInput): Promise<string>;
  close(): Promise<void>;
}

/** Renders on the calling thread: fine for a few documents (tests, the CLI), blocking for a server. */
export async function createInlineRenderer(): Promise<RenditionRenderer> {
  const { renderRfcPdf } = await import('./renditions/rfc-pdf.js');
  const { renderRfcHtml } = await import('./renditions/rfc-html.js');
  return {
    concurrency: 1,
    pdf: (input) => renderRfcPdf(input),
    html: async (input) => renderRfcHtml(input),
    close: async () => {},
  };
}

/**
 * The renderer for the server's background renditions: the renditions worker pool, so that
 * rendering never holds up requests. Falls back to the calling thread when no pool exists.
 */
export async function createBackgroundRenderer(): Promise<RenditionRenderer> {
  return createInlineRenderer();
}
