/**
 * Drawing a PDF page's highlights. The rectangles sit in a layer above the text layer that lets every pointer event
 * through (selecting text keeps working); each annotation also gets a small marker button in the page's margin,
 * focusable and named ("Compass point: …", "Note: …"), which opens it. A click on highlighted text opens it too
 * (hitTest). Reads (the ranges' client rects) all happen before writes, so a page costs one layout.
 */
import type { AnchoredAnnotation } from './anchoring.js';
import { rangeOf, VIEWER_ONLY_ATTRIBUTE, type TextMap } from './textMap.js';
import type { AnnotationKind } from './annotations.js';

export interface HighlightLabels {
  marker(kind: AnnotationKind, label: string): string;
}

export const MARKER_SYMBOL: Record<AnnotationKind, string> = { compassPoint: '◆', note: '✎' };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The client rects of a range, merged per line (pdf.js splits a line into several spans). */
function lineBoxes(range: Range, origin: DOMRect): Box[] {
  const boxes: Box[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width < 0.5 || rect.height < 0.5) continue;
    const box = { left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height };
    const line = boxes.find((b) => Math.abs(b.top - box.top) < box.height / 2);
    if (line) {
      const right = Math.max(line.left + line.width, box.left + box.width);
      line.left = Math.min(line.left, box.left);
      line.width = right - line.left;
      line.height = Math.max(line.height, box.height);
    } else boxes.push(box);
  }
  return boxes;
}

/**
 * Replaces the layer's highlights with those of `anchored` (offsets into `map`, the page's text layer). The
 * annotation whose key is `focusedKey` is marked. Answers the focused annotation's marker, to scroll to.
 */
export function drawPdfHighlights(
  layer: HTMLElement,
  map: TextMap,
  anchored: readonly AnchoredAnnotation[],
  focusedKey: string | null,
  labels: HighlightLabels,
): HTMLElement | null {
  const origin = layer.getBoundingClientRect();
  // Percentages of the page: a zoom moves the highlights with the page until they are measured again.
  const x = (px: number) => `${((100 * px) / Math.max(1, origin.width)).toFixed(3)}%`;
  const y = (px: number) => `${((100 * px) / Math.max(1, origin.height)).toFixed(3)}%`;
  const drawn = anchored.map((item) => {
    const range = rangeOf(map, item.start, item.end);
    return { item, boxes: range ? lineBoxes(range, origin) : [] };
  });
  const fragment = layer.ownerDocument.createDocumentFragment();
  let focused: HTMLElement | null = null;
  for (const { item, boxes } of drawn) {
    if (boxes.length === 0) continue;
    const { annotation } = item;
    const state = annotation.key === focusedKey ? ' focused' : '';
    for (const box of boxes) {
      const rect = layer.ownerDocument.createElement('div');
      rect.className = `codex-annotation-rect ${annotation.kind}${state}`;
      rect.dataset.annotationKey = annotation.key;
      Object.assign(rect.style, { left: x(box.left), top: y(box.top), width: x(box.width), height: y(box.height) });
      fragment.append(rect);
    }
    const marker = layer.ownerDocument.createElement('button');
    marker.type = 'button';
    marker.className = `codex-annotation-marker ${annotation.kind}${state}`;
    marker.dataset.annotationKey = annotation.key;
    marker.textContent = MARKER_SYMBOL[annotation.kind];
    marker.setAttribute('aria-label', labels.marker(annotation.kind, annotation.label));
    marker.title = labels.marker(annotation.kind, annotation.label);
    // In the margin left of the highlight's lines (of its first line when it has one only), level with its first line.
    const first = boxes[0];
    const left = Math.min(...boxes.map((box) => box.left));
    // The marker's size follows the page's width (annotations.css), so it stays in the margin on a phone too.
    Object.assign(marker.style, { left: `max(0px, calc(${x(left)} - var(--codex-marker-size) - 3px))`, top: `calc(${y(first.top + first.height / 2)} - var(--codex-marker-size) / 2)` });
    fragment.append(marker);
    if (state) focused = marker;
  }
  layer.replaceChildren(fragment);
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
