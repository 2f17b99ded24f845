/**
 * The text of a rendering as the anchoring engine sees it, and the way back to the DOM. Both renditions of a
 * standard are laid out text (pdf.js text layer spans with a <br> at each line end; the HTML tab's <pre> pages),
 * so the text is the concatenation of the root's text nodes, each <br> counted as a line break. Offsets into that
 * text are what a selection is described with and what an anchor answers.
 */

export interface TextMap {
  readonly text: string;
  /** The text nodes in document order and where each starts in `text` (a <br> is a null node of length 1). */
  readonly nodes: readonly (Text | null)[];
  readonly starts: Int32Array;
}

/** Elements whose text is not the document's: styles, scripts, and the markers the viewer adds itself. */
const SKIPPED = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE']);
export const VIEWER_ONLY_ATTRIBUTE = 'data-annotation-ui';

export function buildTextMap(root: Node): TextMap {
  const nodes: (Text | null)[] = [];
  const starts: number[] = [];
  const parts: string[] = [];
  let length = 0;
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode(node) {
      if (node.nodeType === 1) {
        const element = node as Element;
        if (SKIPPED.has(element.tagName.toUpperCase()) || element.hasAttribute(VIEWER_ONLY_ATTRIBUTE)) return 2; // FILTER_REJECT: skip the subtree
      }
      return 1;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const data = (node as Text).data;
      if (!data) continue;
      nodes.push(node as Text);
      starts.push(length);
      parts.push(data);
      length += data.length;
    } else if ((node as Element).tagName.toUpperCase() === 'BR') {
      nodes.push(null);
      starts.push(length);
      parts.push('\n');
      length += 1;
    }
  }
  starts.push(length);
  return { text: parts.join(''), nodes, starts: Int32Array.from(starts) };
}

/** Index of the node holding text offset `offset` (the last node starting at or before it). */
function nodeIndexAt(map: TextMap, offset: number): number {
  let lo = 0;
  let hi = map.nodes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (map.starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A DOM Range over text offsets [start, end) of the map, or null when the map is empty or the range is. */
export function rangeOf(map: TextMap, start: number, end: number): Range | null {
  if (map.nodes.length === 0 || start >= end) return null;
  const from = pointAt(map, start, 'start');
  const to = pointAt(map, end, 'end');
  if (!from || !to) return null;
  const range = (from.node.ownerDocument as Document).createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

function pointAt(map: TextMap, offset: number, edge: 'start' | 'end'): { node: Node; offset: number } | null {
  // An end offset belongs to the node before it (the end of a line, not the start of the next one).
  let index = nodeIndexAt(map, edge === 'end' ? Math.max(0, offset - 1) : offset);
  // A <br> holds no text: move to a neighbouring text node.
  while (index < map.nodes.length && map.nodes[index] === null && edge === 'start') index++;
  while (index >= 0 && map.nodes[index] === null && edge === 'end') index--;
  const node = map.nodes[index];
  if (!node) return null;
  const local = Math.min(node.data.length, Math.max(0, offset - map.starts[index]));
  return { node, offset: local };
}

/** The text offset of a DOM point (as a Selection or Range gives it) inside the map's root, or null outside it. */
export function offsetOf(map: TextMap, container: Node, offset: number): number | null {
  if (container.nodeType === 3) {
    const index = map.nodes.indexOf(container as Text);
    if (index >= 0) return map.starts[index] + Math.min(offset, (container as Text).data.length);
  }
  // An element point: the first text at or after its child `offset`, else the end of the text before it.
  const document = container.ownerDocument ?? (container as Document);
  const probe = document.createRange();
  probe.setStart(container, offset);
  probe.collapse(true);
  for (let index = 0; index < map.nodes.length; index++) {
    const node = map.nodes[index];
    if (!node) continue;
    if (probe.comparePoint(node, 0) >= 0) return map.starts[index];
  }
  return map.nodes.length ? map.starts[map.nodes.length] : null;
}
