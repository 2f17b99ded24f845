/**
 * Find in document: matching a phrase against a page's text items, which pdf.js hands out in pieces
 * (a line, or part of one). Whitespace runs count as one space and case is ignored, so a phrase that
 * wraps from one line to the next is still found; each hit is told back as pieces of items, which is
 * what the text layer needs to highlight it.
 */

export interface HitSegment {
  /** Index of the text item (and of its element in the text layer). */
  item: number;
  start: number;
  end: number;
}

export type Hit = HitSegment[];

/** The phrase as it is compared: lower case, whitespace collapsed, trimmed. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

export function findHits(items: readonly string[], query: string): Hit[] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  // The page as one string, with where each character came from (-1: a space put between two items).
  let text = '';
  const origin: { item: number; offset: number }[] = [];
  const push = (char: string, item: number, offset: number) => {
    const space = /\s/.test(char);
    if (space) {
      if (text.endsWith(' ') || text === '') return;
      text += ' ';
    } else text += char.toLocaleLowerCase();
    origin.push({ item, offset });
  };
  items.forEach((piece, item) => {
    if (text !== '' && !text.endsWith(' ') && piece !== '' && !/^\s/.test(piece)) push(' ', -1, -1);
    for (let offset = 0; offset < piece.length; offset++) push(piece[offset], item, offset);
  });

  const hits: Hit[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    const segments: HitSegment[] = [];
    for (let i = at; i < at + needle.length; i++) {
      const { item, offset } = origin[i];
      if (item < 0) continue;
      const last = segments[segments.length - 1];
      if (last && last.item === item && last.end === offset) last.end = offset + 1;
      else segments.push({ item, start: offset, end: offset + 1 });
    }
    if (segments.length) hits.push(segments);
  }
  return hits;
}

/**
 * Marks the hits in the text layer's elements: each element's text is split into plain text and
 * `<span class="highlight">` parts; the hit at `selectedHit` also gets the class `selected`.
 * Returns the elements of the selected hit (to scroll to it).
 */
export function highlightHits(elements: readonly HTMLElement[], texts: readonly string[], hits: readonly Hit[], selectedHit = -1): HTMLElement[] {
  const perItem = new Map<number, { start: number; end: number; hit: number }[]>();
  hits.forEach((hit, index) => {
    for (const segment of hit) {
      const list = perItem.get(segment.item) ?? [];
      list.push({ start: segment.start, end: segment.end, hit: index });
      perItem.set(segment.item, list);
    }
  });
  const selected: HTMLElement[] = [];
  elements.forEach((element, item) => {
    const text = texts[item] ?? element.textContent ?? '';
    const ranges = perItem.get(item);
    if (!ranges) {
      if (element.childElementCount > 0) element.textContent = text;
      return;
    }
    ranges.sort((a, b) => a.start - b.start);
    const parts: Node[] = [];
    let cursor = 0;
    for (const range of ranges) {
      if (range.start > cursor) parts.push(document.createTextNode(text.slice(cursor, range.start)));
      const mark = document.createElement('span');
      mark.className = range.hit === selectedHit ? 'highlight selected' : 'highlight';
      mark.textContent = text.slice(range.start, range.end);
      if (range.hit === selectedHit) selected.push(mark);
      parts.push(mark);
      cursor = Math.max(cursor, range.end);
    }
    if (cursor < text.length) parts.push(document.createTextNode(text.slice(cursor)));
    element.replaceChildren(...parts);
  });
  return selected;
}
