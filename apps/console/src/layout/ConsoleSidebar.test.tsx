// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useSidebarState } from 'react-admin';
import { ConsoleSidebar } from './ConsoleSidebar.js';

afterEach(cleanup);

/** A window whose width the test sets: matchMedia answers MUI's breakpoint queries from it and tells the listeners. */
function resizableWindow(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) => {
    const list = { query, listeners: new Set<() => void>() };
    lists.push(list);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (l: () => void) => list.listeners.add(l),
      removeListener: (l: () => void) => list.listeners.delete(l),
      addEventListener: (_: string, l: () => void) => list.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => list.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    for (const list of lists) for (const listener of list.listeners) listener();
  };
}

function MenuState() {
  const [open, setOpen] = useSidebarState();
  return (
    <>
      <p>{open ? 'menu open' : 'menu closed'}</p>
      <button onClick={() => setOpen(!open)}>toggle</button>
    </>
  );
}

describe('ConsoleSidebar', () => {
  it('closes the open menu when a desktop window narrows to 375 px, and leaves it to the user on the way back', async () => {
    const resize = resizableWindow(1280);
    render(
      <AdminContext store={memoryStore()}>
        <ConsoleSidebar>
          <p>the menu</p>
        </ConsoleSidebar>
        <MenuState />
      </AdminContext>,
    );
    expect(await screen.findByText('menu open')).toBeTruthy();
    act(() => resize(375));
    expect(await screen.findByText('menu closed')).toBeTruthy();
    // No modal drawer was left over the page: nothing is hidden from assistive technology.
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.queryByText('the menu')).toBeNull();
    // Opened on the phone, it opens as the phone's drawer.
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('the menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'toggle', hidden: true }));
    act(() => resize(1280));
    expect(await screen.findByText('menu closed')).toBeTruthy();
  });
});
