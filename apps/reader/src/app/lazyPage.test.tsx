// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage, pageLoader } from './lazyPage.js';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('renders a page its loader has already loaded at once, without a spinner', async () => {
    let calls = 0;
    const load = pageLoader(async () => {
      calls++;
      return Greeting;
    });
    await load();
    render(lazyPage(load, { name: 'Ada' }));
    // In the first render: nothing suspended, so nothing waits for React's reveal of a suspended page.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await load();
    expect(calls).toBe(1);
  });

  it('shows the spinner while a page not loaded ahead arrives, then the page', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const load = pageLoader(async () => {
      await arrived;
      return Greeting;
    });
    render(lazyPage(load, { name: 'Grace' }));
    expect(screen.queryByText('Hello Grace')).toBeNull();
    release();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});
