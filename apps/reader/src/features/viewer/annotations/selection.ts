/**
 * Reading the user's text selection into a described selection (annotations.ts): in the PDF, within the page it
 * starts on (a selection running onto the next page is cut at the end of the first: docs/adr/0029); in the HTML,
 * within the rendition's whole text.
 */
import { describeSelection, type DescribedSelection } from './annotations.js';
import { boxesOfRange } from './pdfHighlights.js';
import { buildTextMap, offsetOf, rangeOf } from './textMap.js';

export interface ViewerSelection {
  selection: DescribedSelection;
  /** Where the selection is on screen (viewport coordinates of the top window), to place the toolbar. */
  rect: { left: number; top: number; bottom: number; right: number };
}

/** Narrows [start, end) to exclude whitespace at either end; null when nothing is left. */
function trimmed(text: string, start: number, end: number): [number, number] | null {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return start < end ? [start, end] : null;
}

function boundsOf(range: Range, offset = { left: 0, top: 0 }) {
  const rect = range.getBoundingClientRect();
  return { left: rect.left + offset.left, top: rect.top + offset.top, bottom: rect.bottom + offset.top, right: rect.right + offset.left };
}

const elementOf = (node: Node): Element | null => (node.nodeType === 1 ? (node as Element) : node.parentElement);

/** The selection inside a PDF page's text layer (pages are `.codex-pdf-page[data-page-number]`), or null. */
export function readPdfSelection(selection: Selection | null): ViewerSelection | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const pageBox = elementOf(range.startContainer)?.closest<HTMLElement>('.codex-pdf-page[data-page-number]');
  const textLayer = pageBox?.querySelector<HTMLElement>(':scope > .textLayer');
  if (!pageBox || !textLayer || !textLayer.contains(range.startContainer)) return null;
  const map = buildTextMap(textLayer);
  const start = offsetOf(map, range.startContainer, range.startOffset);
  const end = textLayer.contains(range.endContainer) ? offsetOf(map, range.endContainer, range.endOffset) : map.text.length;
  if (start === null || end === null) return null;
  const bounds = trimmed(map.text, start, end);
  if (!bounds) return null;
  const page = Number(pageBox.dataset.pageNumber);
  // Where the highlight will sit, kept with it so the page draws it before its text layer is built (docs/adr/0067).
  const selected = rangeOf(map, bounds[0], bounds[1]);
  const boxes = selected ? boxesOfRange(selected, pageBox.getBoundingClientRect()) : [];
  return { selection: describeSelection(map.text, bounds[0], bounds[1], page, boxes), rect: boundsOf(range) };
}

/** The selection inside the HTML frame's document, or null. */
export function readHtmlSelection(frame: HTMLIFrameElement | null): ViewerSelection | null {
  const document = frame?.contentDocument;
  const selection = document?.getSelection();
  if (!frame || !document?.body || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!document.body.contains(range.startContainer)) return null;
  const map = buildTextMap(document.body);
  const start = offsetOf(map, range.startContainer, range.startOffset);
  const end = offsetOf(map, range.endContainer, range.endOffset);
  if (start === null || end === null) return null;
  const bounds = trimmed(map.text, start, end);
  if (!bounds) return null;
  const frameBox = frame.getBoundingClientRect();
  return { selection: describeSelection(map.text, bounds[0], bounds[1], null), rect: boundsOf(range, { left: frameBox.left, top: frameBox.top }) };
}
