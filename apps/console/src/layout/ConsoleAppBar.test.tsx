// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Title, TitlePortal } from 'react-admin';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { ConsoleUserMenu, usePageTitleFromAppBar } from './ConsoleAppBar.js';

const withoutMatchMedia = window.matchMedia;

/** A screen at least as wide as MUI's `sm` breakpoint, where react-admin shows the user's name on the button. */
function wideScreen() {
  window.matchMedia = (media: string) =>
    ({ matches: true, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  window.matchMedia = withoutMatchMedia;
});

describe('ConsoleUserMenu', () => {
  it("names its button starting with the user's name it shows, so saying what one sees presses it", async () => {
    wideScreen();
    renderInAdmin(<ConsoleUserMenu />);

    const button = await screen.findByRole('button', { name: 'Margaret Hamilton, account menu' });
    expect(button.textContent).toBe('Margaret Hamilton');
  });

  it("keeps react-admin's name for the icon-only button of a small screen, which shows no text", async () => {
    renderInAdmin(<ConsoleUserMenu />);

    const button = await screen.findByRole('button', { name: 'Profile' });
    expect(button.textContent).toBe('');
  });
});

/** The app bar's title slot, the hook that follows it, and a page that names itself there, then moves to the next. */
function AppBarWithPages() {
  const [title, setTitle] = useState('Accounts');
  return (
    <>
      <TitlePortal />
      <TitleFollower />
      <Title title={title} />
      <button type="button" onClick={() => setTitle('Account #5')}>
        Next page
      </button>
    </>
  );
}

function TitleFollower() {
  usePageTitleFromAppBar();
  return null;
}

describe('usePageTitleFromAppBar', () => {
  it("names the browser's tab after the page the app bar names, and follows a move to the next page", async () => {
    document.title = 'before';
    renderInAdmin(<AppBarWithPages />);

    await waitFor(() => expect(document.title).toMatch(/^Accounts — \S/));
    const library = document.title.replace(/^Accounts — /, '');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(document.title).toBe(`Account #5 — ${library}`));
  });
});
