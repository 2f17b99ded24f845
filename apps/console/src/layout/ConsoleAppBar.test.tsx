// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { ConsoleUserMenu } from './ConsoleAppBar.js';

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
