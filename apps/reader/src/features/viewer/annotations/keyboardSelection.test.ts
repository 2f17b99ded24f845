// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extendSelectionByKey, firstTextIn, placeCaretAt } from './keyboardSelection.js';

/** The rendition's document in a frame of the page, as the HTML tab shows it. */
function rendition() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentDocument!;
  frame.body.innerHTML = '<p>  Status of This Memo</p><h2 id="s1">\n  1.  Introduction</h2><p>The Hypertext Transfer Protocol</p>';
  return frame;
}

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('keyboard selection in the HTML frame', () => {
  it('puts the caret before the first letters of an element', () => {
    const frame = rendition();
    const section = frame.getElementById('s1')!;
    expect(firstTextIn(section)?.textContent).toBe('\n  1.  Introduction');
    expect(placeCaretAt(section)).toBe(true);
    const selection = frame.getSelection()!;
    expect(selection.anchorNode).toBe(section.firstChild);
    expect(selection.anchorOffset).toBe(3);
  });

  it('extends the selection with Shift and the arrows, by word with Ctrl, by line up and down, to the line’s ends with Home and End', () => {
    const frame = rendition();
    const modify = vi.fn();
    const selection = frame.getSelection()!;
    Object.defineProperty(selection, 'modify', { value: modify, configurable: true });
    expect(extendSelectionByKey(frame, key({ key: 'ArrowRight', shiftKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'ArrowRight', shiftKey: true, ctrlKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'ArrowLeft', shiftKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'ArrowDown', shiftKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'ArrowUp', shiftKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'End', shiftKey: true }))).toBe(true);
    expect(extendSelectionByKey(frame, key({ key: 'Home', shiftKey: true }))).toBe(true);
    expect(modify.mock.calls).toEqual([
      ['extend', 'right', 'character'],
      ['extend', 'right', 'word'],
      ['extend', 'left', 'character'],
      ['extend', 'forward', 'line'],
      ['extend', 'backward', 'line'],
      ['extend', 'forward', 'lineboundary'],
      ['extend', 'backward', 'lineboundary'],
    ]);
  });

  it('starts at the element focused in the frame when nothing is selected yet', () => {
    const frame = rendition();
    const section = frame.getElementById('s1')!;
    section.tabIndex = -1;
    section.focus();
    const selection = frame.getSelection()!;
    selection.removeAllRanges();
    Object.defineProperty(selection, 'modify', { value: vi.fn(), configurable: true });
    extendSelectionByKey(frame, key({ key: 'ArrowDown', shiftKey: true }));
    expect(frame.activeElement).toBe(section);
    expect(selection.anchorNode).toBe(section.firstChild);
  });

  it('starts at the document’s first text when nothing in the frame has focus', () => {
    const frame = rendition();
    const selection = frame.getSelection()!;
    selection.removeAllRanges();
    Object.defineProperty(selection, 'modify', { value: vi.fn(), configurable: true });
    expect(extendSelectionByKey(frame, key({ key: 'ArrowRight', shiftKey: true }))).toBe(true);
    expect(selection.anchorNode).toBe(frame.body.firstChild!.firstChild);
    expect(selection.anchorOffset).toBe(2);
  });

  it('leaves other keys to the browser', () => {
    const frame = rendition();
    const modify = vi.fn();
    Object.defineProperty(frame.getSelection()!, 'modify', { value: modify, configurable: true });
    expect(extendSelectionByKey(frame, key({ key: 'ArrowRight' }))).toBe(false);
    expect(extendSelectionByKey(frame, key({ key: 'a', shiftKey: true }))).toBe(false);
    expect(extendSelectionByKey(frame, key({ key: 'ArrowRight', shiftKey: true, metaKey: true }))).toBe(false);
    expect(modify).not.toHaveBeenCalled();
  });
});
