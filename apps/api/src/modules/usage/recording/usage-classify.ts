import type { UsageEventKind, UsageFormat } from '../../../db/schema/index.js';

/** The routes whose answers are COUNTER activity, by route pattern: what a success counts as. */
/** `refusalsOnly`: the route's successes are not uses of the content (a seat held, a print counted), its 429s are. */
const ROUTES: Record<string, { kind: UsageEventKind; format: UsageFormat; reference: 'contentCode' | 'id' | 'body' | null; refusalsOnly?: true }> = {
  'POST /api/documents/search': { kind: 'search', format: 'search', reference: null },
  'POST /api/documents/entitled-documents/search': { kind: 'search', format: 'search', reference: null },
  'GET /api/documents/metadata': { kind: 'investigation', format: 'metadata', reference: 'contentCode' },
  'GET /api/documents/pdf/contentCode': { kind: 'request', format: 'pdf', reference: 'contentCode' },
  'GET /api/documents/fullBook': { kind: 'request', format: 'pdf', reference: 'contentCode' },
  'GET /api/documents/html/:id': { kind: 'request', format: 'html', reference: 'id' },
  'GET /api/documents/download': { kind: 'request', format: 'download', reference: 'contentCode' },
  // The protected viewer delivers the full text a page at a time: each page is recorded, and counting makes the
  // pages of one document in one session one request (docs/adr/0047).
  'GET /api/documents/protected/page/:pageNumber': { kind: 'request', format: 'page', reference: 'contentCode' },
  // The licence meter (docs/adr/0065, 0066): a reader refused a seat or a print is refused the full text.
  'POST /api/documents/seats': { kind: 'request', format: 'pdf', reference: 'body', refusalsOnly: true },
  'POST /api/documents/prints': { kind: 'request', format: 'pdf', reference: 'body', refusalsOnly: true },
};

export interface AnsweredRequest {
  method: string;
  /** The route pattern (request.routeOptions.url). */
  route: string | undefined;
  statusCode: number;
  query: unknown;
  params: unknown;
  /** The JSON body, for routes that name the document there. */
  body?: unknown;
  /** The Range header of a content request: a range not starting at 0 continues a view already counted. */
  range: string | undefined;
  /** The request was refused because the account holds no licence for the document. */
  refusedForLicence: boolean;
  /** For a search: the databases (publisher ids) its answer covered, as the search route set them. */
  searchedPublisherIds?: number[];
}

export interface ClassifiedUsage {
  kind: UsageEventKind;
  format: UsageFormat;
  documentReference: string | null;
  /** For a search: the databases it covered (null when the route did not say). */
  searchedPublisherIds: number[] | null;
}

function field(source: unknown, name: string): string | null {
  if (!source || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * What an answered request counts as under COUNTER, or null: successes (200, 304, a range from byte 0) of the
 * routes above, a search's first page only (paging is not a new search), a licence refusal as No_License and
 * a 429 on a content route as Limit_Exceeded.
 */
export function classifyRequest(r: AnsweredRequest): ClassifiedUsage | null {
  if (!r.route) return null;
  const route = ROUTES[`${r.method} ${r.route}`];
  if (!route) return null;
  const source = route.reference === 'id' ? r.params : route.reference === 'body' ? r.body : r.query;
  const documentReference = route.reference ? field(source, route.reference === 'body' ? 'contentCode' : route.reference) : null;
  if (route.reference && !documentReference) return null;
  const ok = r.statusCode === 200 || r.statusCode === 304 || (r.statusCode === 206 && /^bytes=0-/.test(r.range ?? ''));
  if (ok && !route.refusalsOnly) {
    if (route.kind === 'search') {
      const page = field(r.query, 'page');
      if (page !== null && page !== '0') return null;
      return { kind: route.kind, format: route.format, documentReference, searchedPublisherIds: r.searchedPublisherIds ?? null };
    }
    return { kind: route.kind, format: route.format, documentReference, searchedPublisherIds: null };
  }
  if (route.kind !== 'request' && route.kind !== 'investigation') return null;
  if (r.statusCode === 403 && r.refusedForLicence) return { kind: 'no_license', format: route.format, documentReference, searchedPublisherIds: null };
  if (r.statusCode === 429) return { kind: 'limit_exceeded', format: route.format, documentReference, searchedPublisherIds: null };
  return null;
}
