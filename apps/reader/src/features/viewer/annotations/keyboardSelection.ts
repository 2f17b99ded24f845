/**
 * Selecting text with the keyboard in the HTML frame. A browser moves no selection in text that cannot be edited
 * unless caret browsing is on (Chromium's F7, off by default), so Shift with the arrow keys would do nothing there;
 * here they extend the frame's selection with Selection.modify, from where the reader is: the element focused in the
 * frame (a section the sections list went to, a link) or the start of the document.
 */

type Alter = Parameters<Selection['modify']>;

/** What each key does, Shift held: arrows by character (Ctrl or Alt: by word) and line, Home and End to the line's ends. */
function movementOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey'>): [Alter[1], Alter[2]] | null {
  const byWord = event.ctrlKey || event.altKey;
  switch (event.key) {
    // Left and right as seen, so they go the right way in right-to-left text too.
    case 'ArrowRight':
      return ['right', byWord ? 'word' : 'character'];
    case 'ArrowLeft':
      return ['left', byWord ? 'word' : 'character'];
    case 'ArrowDown':
      return ['forward', 'line'];
    case 'ArrowUp':
      return ['backward', 'line'];
    case 'End':
      return ['forward', 'lineboundary'];
    case 'Home':
      return ['backward', 'lineboundary'];
    default:
      return null;
  }
}

/** The first text with letters in it inside an element (the caret goes before it). */
export function firstTextIn(element: Node): Text | null {
  const document = element.ownerDocument ?? (element as Document);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
  return walker.nextNode() as Text | null;
}

/** Puts the frame's caret (a collapsed selection) at the start of an element's text. */
export function placeCaretAt(element: Element): boolean {
  const text = firstTextIn(element);
  const selection = element.ownerDocument.getSelection();
  if (!text || !selection) return false;
  selection.collapse(text, text.textContent!.length - text.textContent!.trimStart().length);
  return true;
}

/**
 * Handles Shift with an arrow, Home or End in the frame's document: extends its selection (starting one at the focused
 * element when there is none) and answers true; answers false for any other key, left to the browser.
 */
export function extendSelectionByKey(document: Document, event: KeyboardEvent): boolean {
  if (!event.shiftKey || event.metaKey) return false;
  const movement = movementOf(event);
  const selection = document.getSelection();
  if (!movement || !selection || typeof selection.modify !== 'function' || !document.body) return false;
  const inBody = selection.rangeCount > 0 && selection.anchorNode !== null && document.body.contains(selection.anchorNode);
  if (!inBody) {
    const focused = document.activeElement;
    const from = focused && focused !== document.body && document.body.contains(focused) ? focused : document.body;
    if (!placeCaretAt(from) && !placeCaretAt(document.body)) return false;
  }
  selection.modify('extend', movement[0], movement[1]);
  return true;
}

/** Makes the document itself a tab stop, so the keyboard reaches its text even where it has no link. */
export function makeTextReachable(document: Document): void {
  if (document.body && !document.body.hasAttribute('tabindex')) document.body.tabIndex = 0;
}
