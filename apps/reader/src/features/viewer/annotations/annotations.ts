/**
 * The viewer's annotations: the account's compass points and the caller's own notes, as one list that both the PDF
 * and the HTML tab draw. Each carries its W3C selectors (docs/adr/0025, cp-contract): the quote with 32 characters
 * of context, the position in the text of the rendering it was made in, and the PDF page.
 */
import { CompassPointAnchor, MAX_HIGHLIGHT_BOXES, type CompassPoint, type HighlightBox, type UserNote } from '@codex/domain';
import { describe, fromSelectionData, quoteSelectorOf, toSelectionData, type Selector } from '@codex/anchoring';

export type AnnotationKind = 'compassPoint' | 'note';

export interface Annotation {
  kind: AnnotationKind;
  /** Unique in the viewer: `cp:<compassPointID>` or `note:<annotationId>`. */
  key: string;
  /** What the document URL's annotationid may name: the annotationID, a compass point's UUID. */
  ids: string[];
  /** The compass point's name, or the note's text: the highlight's accessible name. */
  label: string;
  /** TextQuoteSelector (always), TextPositionSelector (when known), PageSelector (when made in the PDF). */
  selectors: Selector[];
  /** The PDF page (1-based, the cover is page 1) the selection started on; null when made in the HTML. */
  page: number | null;
  /** Where its highlight sits on that page, kept when it was made (docs/adr/0067); null when not known. */
  boxes: HighlightBox[] | null;
  compassPoint?: CompassPoint;
  note?: UserNote;
}

/** The anchor a compass point or note is saved with (cp-contract "Anchors"). */
export interface SavedAnchor {
  quote: { exact: string; prefix: string; suffix: string };
  position: { start: number; end: number };
  page: number | null;
  /** Made in the PDF: the highlight's boxes on the page, as fractions of its size. */
  boxes?: HighlightBox[];
}

/** A selection the user made, described in the text of the rendering it was made in. */
export interface DescribedSelection {
  anchor: SavedAnchor;
  /** The selected text as the user saw it. */
  text: string;
}

/**
 * Describes `text.slice(start, end)`: quote and context, position, page. In the PDF `text` is the page's text and
 * `page` its number (positions are then page-relative, docs/adr/0029); in the HTML it is the whole rendition's text.
 */
export function describeSelection(text: string, start: number, end: number, page: number | null, boxes: readonly HighlightBox[] = []): DescribedSelection {
  const selectors = describe(text, start, end, page === null ? {} : { pageNumber: page });
  const quote = quoteSelectorOf(selectors)!;
  const kept = page === null ? [] : boxes.slice(0, MAX_HIGHLIGHT_BOXES);
  return {
    anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start, end }, page, ...(kept.length ? { boxes: kept } : {}) },
    text: quote.exact,
  };
}

/** The compass point payload's anchoring fields for a new selection (annotationID: a fresh UUID). */
export function compassPointAnchoring(selection: DescribedSelection, annotationID: string) {
  return {
    anchor: selection.anchor,
    selectionData: toSelectionData(selection.text),
    selectionMetadata: { pageNumber: selection.anchor.page, selectionText: selection.text, annotationID },
  };
}

/** A note's anchoring fields (its noteData is the anchor as JSON). */
export function noteAnchoring(selection: DescribedSelection, annotationId: string) {
  return { annotationId, noteData: JSON.stringify(selection.anchor) };
}

function selectorsOf(anchor: CompassPointAnchor | null | undefined, fallbackText: string | null, page: number | null): Selector[] {
  const selectors: Selector[] = [];
  const quote = anchor?.quote;
  if (quote?.exact) selectors.push({ type: 'TextQuoteSelector', exact: quote.exact, prefix: quote.prefix ?? '', suffix: quote.suffix ?? '' });
  else if (fallbackText) selectors.push({ type: 'TextQuoteSelector', exact: fallbackText, prefix: '', suffix: '' });
  if (anchor?.position) selectors.push({ type: 'TextPositionSelector', start: anchor.position.start, end: anchor.position.end });
  if (page !== null) selectors.push({ type: 'PageSelector', pageNumber: page });
  return selectors;
}

/** The stored boxes, for an anchor on the page they were measured on (a page taken from elsewhere has none). */
function boxesOf(anchor: CompassPointAnchor | null | undefined, page: number | null): HighlightBox[] | null {
  return page !== null && anchor?.page === page && anchor.boxes?.length ? anchor.boxes : null;
}

/** A compass point as the viewer draws it; null when it holds nothing to anchor. */
export function fromCompassPoint(point: CompassPoint): Annotation | null {
  const page = point.anchor?.page ?? point.selectionMetadata.pageNumber ?? null;
  const fallback = point.selectionMetadata.selectionText || fromSelectionData(point.selectionData);
  const selectors = selectorsOf(point.anchor, fallback, page);
  if (!quoteSelectorOf(selectors)) return null;
  const ids = [point.compassPointUUID, point.selectionMetadata.annotationID].filter((id): id is string => Boolean(id));
  return { kind: 'compassPoint', key: `cp:${point.compassPointID}`, ids, label: point.name, selectors, page, boxes: boxesOf(point.anchor, page), compassPoint: point };
}

/** A note as the viewer draws it; null when its noteData is not an anchor. */
export function fromNote(note: UserNote): Annotation | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(note.noteData);
  } catch {
    return null;
  }
  const anchor = CompassPointAnchor.safeParse(parsed);
  if (!anchor.success) return null;
  const page = anchor.data.page ?? null;
  const selectors = selectorsOf(anchor.data, null, page);
  if (!quoteSelectorOf(selectors)) return null;
  return { kind: 'note', key: `note:${note.annotationId}`, ids: [note.annotationId], label: note.note, selectors, page, boxes: boxesOf(anchor.data, page), note };
}

/** A compass point being saved, drawn from its selection until the server answers with it. */
export function pendingCompassPoint(selection: DescribedSelection, name: string, annotationID: string): Annotation {
  const { anchor } = selection;
  return {
    kind: 'compassPoint',
    key: `pending:${annotationID}`,
    ids: [],
    label: name,
    selectors: selectorsOf(anchor, null, anchor.page),
    page: anchor.page,
    boxes: boxesOf(anchor, anchor.page),
  };
}

/** The annotations of a document: active compass points and notes, in that order. */
export function annotationsOf(points: readonly CompassPoint[], notes: readonly UserNote[]): Annotation[] {
  const list: Annotation[] = [];
  for (const point of points) {
    if (point.status !== 'ACTIVE') continue;
    const annotation = fromCompassPoint(point);
    if (annotation) list.push(annotation);
  }
  for (const note of notes) {
    const annotation = fromNote(note);
    if (annotation) list.push(annotation);
  }
  return list;
}

/** The annotation the document URL's annotationid names, if the viewer has it. */
export function annotationNamed(annotations: readonly Annotation[], annotationId: string | null): Annotation | null {
  if (!annotationId) return null;
  return annotations.find((annotation) => annotation.ids.includes(annotationId)) ?? null;
}

/**
 * Selectors to anchor with in the HTML: a position made in the PDF counts characters of one page, so there it would
 * point anywhere; only the quote and its context are used.
 */
export function selectorsForHtml(annotation: Annotation): Selector[] {
  return annotation.page === null ? annotation.selectors : annotation.selectors.filter((s) => s.type !== 'TextPositionSelector');
}
