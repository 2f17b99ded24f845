// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TIMING } from '@codex/domain';
import { ChunkLoadError, lazyPage, pageLoader, withChunkTimeout } from './lazyPage.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

  it('says the page could not be loaded, with a reload button, when its code fails to load', async () => {
    const load = pageLoader<{ name: string }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(lazyPage(load, { name: 'Ada' }));
    expect(await screen.findByText('This page could not be loaded. Check your connection and reload the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('gives up on code that has not arrived after the spec’s 120 s and says it took too long', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<typeof Greeting>(() => undefined);
    render(lazyPage(never, { name: 'Ada' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.chunkLoadTimeoutMs - 1);
    });
    expect(screen.queryByText(/took too long/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByText('This page took too long to load. Check your connection and reload the page.')).toBeTruthy();
  });
});

describe('pageLoader', () => {
  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0;
    const load = pageLoader(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load()).resolves.toBe(Greeting);
    expect(TIMING.chunkLoadTimeoutMs).toBe(120_000);
    await expect(withChunkTimeout(() => new Promise(() => undefined), 5)).rejects.toMatchObject({ reason: 'timeout' });
  });
});
