// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithServices } from '../../../test/renderWithServices.js';
import { fakeServices } from '../../../test/fakeServices.js';
import { SelectionToolbar } from './SelectionToolbar.js';
import type { ViewerSelection } from './selection.js';

const selection: ViewerSelection = {
  selection: { text: 'HTTP Semantics' } as ViewerSelection['selection'],
  rect: { left: 100, top: 100, bottom: 120, right: 300 },
};

/** A second document standing in for the HTML frame's. */
function frameDocument() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frame = iframe.contentDocument!;
  frame.body.innerHTML = '<h2 id="s1">1. Introduction</h2>';
  return frame;
}

function renderToolbar(props: Partial<Parameters<typeof SelectionToolbar>[0]> = {}) {
  const handlers = { onAddCompassPoint: vi.fn(), onAddNote: vi.fn(), onReturn: vi.fn() };
  const { services } = fakeServices({ signedIn: true });
  const view = renderWithServices(<SelectionToolbar selection={selection} canAddCompassPoint canAddNote {...handlers} {...props} />, services);
  return { ...handlers, ...view };
}

afterEach(cleanup);

describe('SelectionToolbar', () => {
  it('says how to use it by keyboard when it appears, and names its shortcuts', async () => {
    renderToolbar();
    expect(await screen.findByText('Text selected. Press C to add a compass point, N to add a note, or Tab to reach the toolbar.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Press C');
    expect(screen.getByRole('button', { name: 'Add compass point' }).getAttribute('aria-keyshortcuts')).toBe('C');
    expect(screen.getByRole('button', { name: 'Add note' }).getAttribute('aria-keyshortcuts')).toBe('N');
  });

  it('keeps its status region when there is no selection, empty', () => {
    renderToolbar({ selection: null });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('C and N add a compass point and a note, in the page and in the frame; not while typing in a field', async () => {
    const frame = frameDocument();
    const { onAddCompassPoint, onAddNote } = renderToolbar({ frameDocument: frame });
    await screen.findByRole('toolbar');
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(onAddCompassPoint).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(frame.body, { key: 'n' });
    expect(onAddNote).toHaveBeenCalledTimes(1);
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'c' });
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(onAddCompassPoint).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('the shortcuts do nothing the user may not do', async () => {
    const { onAddCompassPoint } = renderToolbar({ canAddCompassPoint: false });
    await screen.findByRole('toolbar');
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(onAddCompassPoint).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add compass point' })).toBeNull();
  });

  it('Tab in the frame goes to the toolbar’s first button; Escape there goes back to the text', async () => {
    const frame = frameDocument();
    const { onReturn } = renderToolbar({ frameDocument: frame });
    await screen.findByRole('toolbar');
    const notPrevented = fireEvent.keyDown(frame.body, { key: 'Tab' });
    expect(notPrevented).toBe(false);
    const first = screen.getByRole('button', { name: 'Add compass point' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('leaves Tab alone in the page itself and Shift+Tab in the frame', async () => {
    const frame = frameDocument();
    renderToolbar({ frameDocument: frame });
    await screen.findByRole('toolbar');
    expect(fireEvent.keyDown(document.body, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(frame.body, { key: 'Tab', shiftKey: true })).toBe(true);
  });
});
