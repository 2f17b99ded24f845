/**
 * The mapping between a compass point and a W3C Web Annotation (docs/adr/0061), both ways, with no database: what an
 * export writes for one compass point, and what an import reads from one annotation (its passage, its page, its
 * texts and the document it was made on).
 */
import { fromSelectionData, type Selector } from '@codex/anchoring';
import { PDF_FRAGMENT_CONFORMS_TO, type AnnotationIn, type AnnotationOut, type AnnotationSelectorIn } from '@codex/domain';
import { fullName, type AnswerRow } from '../compass-point-store.js';

/** The product's addresses an export names, on the tenant's own host. */
export const annotationUrls = (origin: string) => ({
  document: (contentCode: string) => `${origin}/document?contentCode=${encodeURIComponent(contentCode)}`,
  /** The shared link of a compass point: stable for its life, whatever is edited. */
  compassPoint: (uuid: string) => `${origin}/compasspoint/${uuid}`,
  history: (id: number, documentId: number, contentCode: string) => `${origin}/compass-points-change-history/${id}/${documentId}/${encodeURIComponent(contentCode)}`,
  collection: (contentCode?: string) => `${origin}/api/v1/compasspoint/annotations${contentCode ? `?contentCode=${encodeURIComponent(contentCode)}` : ''}`,
  generator: `${origin}/`,
});
export type AnnotationUrls = ReturnType<typeof annotationUrls>;

/** Which body purpose carries which field (docs/adr/0061). */
export const BODY_PURPOSE = { name: 'identifying', description: 'commenting', overlayDetails: 'describing' } as const;

/** One active compass point as an Annotation of the collection (which carries the @context). */
export function toAnnotation(row: AnswerRow, urls: AnnotationUrls, generatorName: string): AnnotationOut {
  const point = row.point;
  const selector: AnnotationOut['target']['selector'] = [];
  const exact = point.anchor?.quote?.exact ?? point.selectionMetadata.selectionText ?? fromSelectionData(point.selectionData) ?? '';
  if (exact.trim() !== '') selector.push({ type: 'TextQuoteSelector', exact, prefix: point.anchor?.quote?.prefix ?? '', suffix: point.anchor?.quote?.suffix ?? '' });
  const position = point.anchor?.position;
  if (position && position.end > position.start) selector.push({ type: 'TextPositionSelector', start: position.start, end: position.end });
  const page = point.anchor?.page ?? point.selectionMetadata.pageNumber ?? null;
  if (page !== null && page >= 1) selector.push({ type: 'FragmentSelector', conformsTo: PDF_FRAGMENT_CONFORMS_TO, value: `page=${page}` });
  const body = (Object.keys(BODY_PURPOSE) as (keyof typeof BODY_PURPOSE)[])
    .filter((field) => point[field].trim() !== '')
    .map((field) => ({ type: 'TextualBody' as const, purpose: BODY_PURPOSE[field], format: 'text/plain' as const, value: point[field] }));
  const commented = point.description.trim() !== '' || point.overlayDetails.trim() !== '';
  return {
    id: urls.compassPoint(point.uuid),
    type: 'Annotation',
    motivation: commented ? 'commenting' : 'highlighting',
    // Every member of the account sees who made a compass point and their e-mail (the lists show both).
    creator: { type: 'Person', name: fullName(row.creatorFirstName, row.creatorLastName) || row.creatorEmail, email: `mailto:${row.creatorEmail}` },
    created: point.createdAt.toISOString(),
    modified: point.updatedAt.toISOString(),
    generator: { id: urls.generator, type: 'Software', name: generatorName },
    body,
    target: { type: 'SpecificResource', source: urls.document(row.contentCode), selector },
    'iana:version-history': { id: urls.history(point.id, point.documentId, row.contentCode) },
  };
}

/** What an import reads of one annotation's target: the document it names and the selectors it understands. */
export interface AnnotationTarget {
  source: string | null;
  quote: Extract<Selector, { type: 'TextQuoteSelector' }> | null;
  position: Extract<Selector, { type: 'TextPositionSelector' }> | null;
  page: number | null;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A selector and what refines it, one level deep, as one list. */
function flatSelectors(selectors: unknown): AnnotationSelectorIn[] {
  return asArray(selectors as AnnotationSelectorIn | AnnotationSelectorIn[]).flatMap((s) => [s, ...asArray((s as { refinedBy?: AnnotationSelectorIn | AnnotationSelectorIn[] }).refinedBy)]);
}

/** RFC 3778 / RFC 8118: `page=N` (1-based) in a fragment. */
export function pageOfFragment(value: string): number | null {
  const match = /(?:^|[#&])page=(\d{1,7})(?:&|$)/.exec(value);
  const page = match ? Number(match[1]) : NaN;
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/** The first target with a selector the product reads (a target may be a plain IRI: the whole document). */
export function readTarget(annotation: AnnotationIn): AnnotationTarget {
  const targets = asArray(annotation.target);
  const found: AnnotationTarget = { source: null, quote: null, position: null, page: null };
  for (const target of targets) {
    if (typeof target === 'string') {
      found.source ??= target;
      continue;
    }
    const selectors = flatSelectors(target.selector);
    const quote = selectors.find((s) => s.type === 'TextQuoteSelector') as { exact: string; prefix?: string; suffix?: string } | undefined;
    const position = selectors.find((s) => s.type === 'TextPositionSelector') as { start: number; end: number } | undefined;
    const fragment = selectors.find((s) => s.type === 'FragmentSelector') as { value: string } | undefined;
    if (!quote && !position) {
      found.source ??= target.source;
      continue;
    }
    return {
      source: target.source,
      quote: quote ? { type: 'TextQuoteSelector', exact: quote.exact, prefix: quote.prefix ?? '', suffix: quote.suffix ?? '' } : null,
      position: position ? { type: 'TextPositionSelector', start: position.start, end: position.end } : null,
      page: fragment ? pageOfFragment(fragment.value) : null,
    };
  }
  return found;
}

export interface AnnotationTexts {
  name: string;
  description: string;
  overlayDetails: string;
}

/**
 * The compass point's fields from the annotation's textual bodies: `identifying` is the name, `describing` the
 * overlay details, `tagging` is left out, and every other text (commenting, no purpose, bodyValue) the description.
 */
export function readBodies(annotation: AnnotationIn): AnnotationTexts {
  const texts: Record<keyof AnnotationTexts, string[]> = { name: [], description: [], overlayDetails: [] };
  if (annotation.bodyValue?.trim()) texts.description.push(annotation.bodyValue.trim());
  for (const body of asArray(annotation.body)) {
    if (typeof body === 'string' || typeof body.value !== 'string' || body.value.trim() === '') continue;
    const purposes = asArray(body.purpose);
    const value = body.value.trim();
    if (purposes.includes(BODY_PURPOSE.name)) texts.name.push(value);
    else if (purposes.includes(BODY_PURPOSE.overlayDetails)) texts.overlayDetails.push(value);
    else if (!purposes.includes('tagging')) texts.description.push(value);
  }
  return { name: texts.name.join(' '), description: texts.description.join('\n\n'), overlayDetails: texts.overlayDetails.join('\n\n') };
}

/**
 * The catalogue's content code of the document an annotation was made on: our own document link
 * (`/document?contentCode=`), or an RFC at the RFC Editor or the IETF datatracker. Null for anything else.
 */
export function contentCodeOfSource(source: string | null): string | null {
  if (!source) return null;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (/\/document(-view)?$/.test(url.pathname)) return url.searchParams.get('contentCode') ?? url.searchParams.get('contentcode');
  const host = url.hostname.replace(/^www\./, '');
  const rfc = /^\/(?:rfc|doc\/html|doc)\/rfc0*(\d{1,5})(?:\.(?:txt|html|pdf|xml))?\/?$/i.exec(url.pathname);
  if (rfc && ['rfc-editor.org', 'datatracker.ietf.org', 'ietf.org'].includes(host)) return `IETF-RFC${rfc[1]}`;
  return null;
}
