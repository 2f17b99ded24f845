/**
 * Drawing a PDF page's highlights. The rectangles sit in a layer above the text layer that lets every pointer event
 * through (selecting text keeps working); each annotation also gets a small marker button in the page's margin,
 * focusable and named ("Compass point: …", "Note: …"), which opens it. A click on highlighted text opens it too
 * (hitTest). Boxes are fractions of the page: those a selection keeps when it is saved are drawn as soon as the page
 * is painted, and the same boxes measured on the text layer replace them when it is built (docs/adr/0067).
 */
import type { HighlightBox } from '@codex/domain';
import { VIEWER_ONLY_ATTRIBUTE } from './textMap.js';
import type { Annotation, AnnotationKind } from './annotations.js';

export interface HighlightLabels {
  marker(kind: AnnotationKind, label: string): string;
}

export const MARKER_SYMBOL: Record<AnnotationKind, string> = { compassPoint: '◆', note: '✎' };

/** An annotation and where its highlight goes on the page: measured on the text layer, or as it was kept. */
export interface PlacedAnnotation {
  annotation: Annotation;
  boxes: readonly HighlightBox[];
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/**
 * A range's boxes as fractions of the page (`page`, the page's or its layer's client rect), one per line: pdf.js
 * splits a line into several spans, whose rects are merged. What a selection keeps and what the text layer draws.
 */
export function boxesOfRange(range: Range, page: DOMRect): HighlightBox[] {
  const lines: { left: number; top: number; right: number; bottom: number }[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width < 0.5 || rect.height < 0.5) continue;
    const box = { left: rect.left - page.left, top: rect.top - page.top, right: rect.right - page.left, bottom: rect.bottom - page.top };
    const line = lines.find((b) => Math.abs(b.top - box.top) < (box.bottom - box.top) / 2);
    if (line) {
      line.left = Math.min(line.left, box.left);
      line.right = Math.max(line.right, box.right);
      line.bottom = Math.max(line.bottom, box.bottom);
    } else lines.push(box);
  }
  const width = Math.max(1, page.width);
  const height = Math.max(1, page.height);
  return lines.map((line) => {
    const x = round(line.left / width);
    const y = round(line.top / height);
    return { x, y, w: round(Math.min(1 - x, (line.right - line.left) / width)), h: round(Math.min(1 - y, (line.bottom - line.top) / height)) };
  });
}

const percent = (fraction: number) => `${(100 * fraction).toFixed(3)}%`;

/** The annotation's marker: a button in the margin left of its lines, level with its first line. */
function placeMarker(marker: HTMLButtonElement, item: PlacedAnnotation, state: string, labels: HighlightLabels) {
  const { annotation, boxes } = item;
  marker.className = `codex-annotation-marker ${annotation.kind}${state}`;
  marker.dataset.annotationKey = annotation.key;
  marker.textContent = MARKER_SYMBOL[annotation.kind];
  const name = labels.marker(annotation.kind, annotation.label);
  marker.setAttribute('aria-label', name);
  marker.title = name;
  const first = boxes[0];
  const left = Math.min(...boxes.map((box) => box.x));
  // The marker's size follows the page's width (annotations.css), so it stays in the margin on a phone too.
  Object.assign(marker.style, { left: `max(0px, calc(${percent(left)} - var(--codex-marker-size) - 3px))`, top: `calc(${percent(first.y + first.h / 2)} - var(--codex-marker-size) / 2)` });
}

/**
 * Replaces the layer's highlights with those of `placed`, in percentages of the page (a zoom moves them with the
 * page). The annotation whose key is `focusedKey` is marked. A marker that has the keyboard's focus is kept and
 * moved rather than replaced, so drawing again (the text layer arrived, another page changed) never drops the
 * reader's focus. Answers the focused annotation's marker, to scroll to.
 */
export function drawPdfHighlights(layer: HTMLElement, placed: readonly PlacedAnnotation[], focusedKey: string | null, labels: HighlightLabels): HTMLElement | null {
  const document = layer.ownerDocument;
  const active = document.activeElement;
  const kept = active instanceof HTMLButtonElement && layer.contains(active) ? active : null;
  const fragment = document.createDocumentFragment();
  let focused: HTMLElement | null = null;
  let keptUsed = false;
  for (const item of placed) {
    if (item.boxes.length === 0) continue;
    const { annotation } = item;
    const state = annotation.key === focusedKey ? ' focused' : '';
    for (const box of item.boxes) {
      const rect = document.createElement('div');
      rect.className = `codex-annotation-rect ${annotation.kind}${state}`;
      rect.dataset.annotationKey = annotation.key;
      Object.assign(rect.style, { left: percent(box.x), top: percent(box.y), width: percent(box.w), height: percent(box.h) });
      fragment.append(rect);
    }
    const reuse = kept?.dataset.annotationKey === annotation.key;
    const marker = reuse ? kept! : document.createElement('button');
    if (!reuse) marker.type = 'button';
    placeMarker(marker, item, state, labels);
    keptUsed ||= reuse;
    // The focused marker stays where it is in the layer (moving it would blur it); the rest are put in order.
    if (!reuse) fragment.append(marker);
    if (state) focused = marker;
  }
  if (kept && keptUsed) {
    for (const child of Array.from(layer.children)) if (child !== kept) child.remove();
    layer.append(fragment);
  } else layer.replaceChildren(fragment);
  return focused;
}

/** The key of the highlight under a point of the viewport (a click on highlighted text), or null. */
export function hitTest(layer: HTMLElement, clientX: number, clientY: number): string | null {
  for (const rect of Array.from(layer.querySelectorAll<HTMLElement>('.codex-annotation-rect'))) {
    const box = rect.getBoundingClientRect();
    if (clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom) return rect.dataset.annotationKey ?? null;
  }
  return null;
}

/** The overlay element of a page, made once; marked viewer-only so it is never part of the page's text. */
export function annotationLayerOf(pageBox: HTMLElement): HTMLElement {
  let layer = pageBox.querySelector<HTMLElement>(':scope > .codex-annotation-layer');
  if (!layer) {
    layer = pageBox.ownerDocument.createElement('div');
    layer.className = 'codex-annotation-layer';
    layer.setAttribute(VIEWER_ONLY_ATTRIBUTE, '');
    pageBox.append(layer);
  }
  return layer;
}
