/**
 * The PDF download with compass points (issue 16 item 7): the document's active compass points become highlight
 * annotations in a copy of the PDF rendition, made per request (rendering/pdf-highlights.ts writes them).
 * The compass points come from the compass-points module, which depends on this one: app.ts hands over the
 * function that lists them (`CompassPointsOf`).
 */
import type { FastifyRequest } from 'fastify';
import type { CompassPoint } from '@codex/domain';
import type { PdfHighlight } from '../../rendering/index.js';

/** The active compass points of a document the caller may see, by content code (throws the compass point refusals). */
export type CompassPointsOf = (request: FastifyRequest, contentCode: string) => Promise<readonly CompassPoint[]>;

type HighlightSource = Pick<CompassPoint, 'compassPointUUID' | 'name' | 'description' | 'status' | 'selectionMetadata' | 'anchor'>;

/**
 * One highlight per active compass point that says where it is: the page from selectionMetadata.pageNumber (else
 * the anchor's page, else none: the first page with the quote) and the anchor's quote with its prefix and suffix (else selectionMetadata.selectionText).
 */
export function highlightsOf(points: readonly HighlightSource[]): PdfHighlight[] {
  const highlights: PdfHighlight[] = [];
  for (const point of points) {
    if (point.status !== 'ACTIVE') continue;
    const pageNumber = point.selectionMetadata.pageNumber ?? point.anchor?.page ?? null;
    const quote = point.anchor?.quote?.exact ?? point.selectionMetadata.selectionText ?? '';
    // Made in the HTML, a compass point has no page: the writer looks for its quote on every page.
    if (quote.trim() === '') continue;
    highlights.push({
      pageNumber,
      quote,
      prefix: point.anchor?.quote?.prefix,
      suffix: point.anchor?.quote?.suffix,
      title: point.name,
      contents: point.description,
      id: point.compassPointUUID,
    });
  }
  return highlights;
}
