/**
 * Drawing the highlights in the HTML tab's frame (same origin, no scripts of its own): each anchored range becomes
 * <mark> elements around its text, as the Hypothesis client's highlighter does. Text nodes are split once at every
 * range boundary, then each range's whole pieces are wrapped, so overlapping annotations nest. The first mark of an
 * annotation is focusable and named; a stylesheet marked viewer-only colours compass points and notes apart.
 */
import { cspNonce } from '@codex/ui';
import type { AnchoredAnnotation } from './anchoring.js';
import type { HighlightLabels } from './pdfHighlights.js';
import { MARKER_SYMBOL } from './pdfHighlights.js';
import { buildTextMap, VIEWER_ONLY_ATTRIBUTE, type TextMap } from './textMap.js';

const MARK_CLASS = 'codex-annotation';

const STYLE = `
mark.${MARK_CLASS}{color:inherit;border-radius:2px;cursor:pointer;position:relative}
mark.${MARK_CLASS}.compassPoint{background:rgb(255 196 0 / .35);box-shadow:inset 0 -2px 0 rgb(196 120 0)}
mark.${MARK_CLASS}.note{background:rgb(80 160 255 / .28);box-shadow:inset 0 -2px 0 rgb(20 90 200);text-decoration:underline dashed rgb(20 90 200)}
mark.${MARK_CLASS}.focused{outline:2px solid rgb(200 60 0);background:rgb(255 120 0 / .45)}
mark.${MARK_CLASS}[data-symbol]::before{content:attr(data-symbol);position:absolute;left:-1.1em;top:0;font-size:.85em;line-height:1.2}
mark.${MARK_CLASS}.compassPoint[data-symbol]::before{color:rgb(160 90 0)}
mark.${MARK_CLASS}.note[data-symbol]::before{color:rgb(20 90 200)}
mark.${MARK_CLASS}:focus-visible{outline:3px solid rgb(11 87 208);outline-offset:1px}
`;

/** Removes the viewer's marks and stylesheet, leaving the document's text nodes as they were (merged again). */
export function clearHtmlHighlights(document: Document): void {
  const parents = new Set<Node>();
  for (const mark of Array.from(document.querySelectorAll(`mark.${MARK_CLASS}`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  }
  for (const parent of parents) if (parent.isConnected) parent.normalize();
}

function ensureStyle(document: Document) {
  if (document.querySelector(`style[${VIEWER_ONLY_ATTRIBUTE}]`)) return;
  const style = document.createElement('style');
  // The frame has the reader's policy: a style element applies with the page's nonce only (docs/adr/0045).
  const nonce = cspNonce();
  if (nonce) style.nonce = nonce;
  style.setAttribute(VIEWER_ONLY_ATTRIBUTE, '');
  style.textContent = STYLE;
  (document.head ?? document.documentElement).append(style);
}

/** The map's text nodes split at every boundary; each piece with its start offset, in document order. */
function splitAtBoundaries(map: TextMap, boundaries: number[]): { node: Text; start: number }[] {
  const sorted = [...new Set(boundaries)].sort((a, b) => a - b);
  const pieces: { node: Text; start: number }[] = [];
  let cursor = 0;
  map.nodes.forEach((node, index) => {
    if (!node) return;
    const start = map.starts[index];
    const end = map.starts[index + 1];
    while (cursor < sorted.length && sorted[cursor] <= start) cursor++;
    const inside: number[] = [];
    for (let b = cursor; b < sorted.length && sorted[b] < end; b++) inside.push(sorted[b]);
    let current = node;
    let currentStart = start;
    for (const boundary of inside) {
      const rest = current.splitText(boundary - currentStart);
      pieces.push({ node: current, start: currentStart });
      current = rest;
      currentStart = boundary;
    }
    pieces.push({ node: current, start: currentStart });
  });
  return pieces;
}

/**
 * Draws the anchored annotations (offsets into the text of `buildTextMap(document.body)` as it was before any mark)
 * and answers each annotation's marks by key.
 */
export function drawHtmlHighlights(
  document: Document,
  map: TextMap,
  anchored: readonly AnchoredAnnotation[],
  focusedKey: string | null,
  labels: HighlightLabels,
): Map<string, HTMLElement[]> {
  ensureStyle(document);
  const marks = new Map<string, HTMLElement[]>();
  if (anchored.length === 0) return marks;
  const pieces = splitAtBoundaries(map, anchored.flatMap((item) => [item.start, item.end]));
  const starts = pieces.map((piece) => piece.start);
  for (const { annotation, start, end } of anchored) {
    // The first piece starting at or after `start` (pieces never straddle a boundary).
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    const own: HTMLElement[] = [];
    for (let index = lo; index < pieces.length && pieces[index].start < end; index++) {
      const { node } = pieces[index];
      if (!node.parentNode || !node.data.trim()) continue;
      const mark = document.createElement('mark');
      mark.className = `${MARK_CLASS} ${annotation.kind}${annotation.key === focusedKey ? ' focused' : ''}`;
      mark.dataset.annotationKey = annotation.key;
      node.parentNode.insertBefore(mark, node);
      mark.append(node);
      own.push(mark);
    }
    if (own.length) {
      const first = own[0];
      first.tabIndex = 0;
      first.setAttribute('role', 'button');
      first.setAttribute('aria-label', labels.marker(annotation.kind, annotation.label));
      first.dataset.symbol = MARKER_SYMBOL[annotation.kind];
      marks.set(annotation.key, own);
    }
  }
  return marks;
}

/** Redraws the frame's highlights from scratch: clears, maps the text, anchors (`anchorAll`), draws. */
export function redrawHtmlHighlights(
  document: Document,
  anchorAll: (text: string) => AnchoredAnnotation[],
  focusedKey: string | null,
  labels: HighlightLabels,
): Map<string, HTMLElement[]> {
  clearHtmlHighlights(document);
  if (!document.body) return new Map();
  const map = buildTextMap(document.body);
  return drawHtmlHighlights(document, map, anchorAll(map.text), focusedKey, labels);
}

/** The annotation key of a mark the event happened in, or null. */
export function annotationKeyAt(target: EventTarget | null): string | null {
  const element = target && (target as Node).nodeType === 1 ? (target as Element) : ((target as Node | null)?.parentElement ?? null);
  return element?.closest<HTMLElement>(`mark.${MARK_CLASS}`)?.dataset.annotationKey ?? null;
}
