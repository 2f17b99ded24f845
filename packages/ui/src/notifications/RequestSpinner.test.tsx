// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRequestCounter } from './notificationStore.js';
import { RequestSpinner } from './RequestSpinner.js';

afterEach(cleanup);

describe('RequestSpinner', () => {
  it('shows a progress bar while at least one call runs, and marks the region busy', () => {
    const counter = createRequestCounter();
    render(<RequestSpinner counter={counter} />);
    const region = screen.getByTestId('request-spinner');

    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');

    act(() => {
      counter.start();
      counter.start();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).not.toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('true');

    act(() => counter.end());
    expect(screen.queryByRole('progressbar')).not.toBeNull();

    act(() => counter.end());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');
  });

  it('takes a translated label', () => {
    const counter = createRequestCounter();
    counter.start();
    render(<RequestSpinner counter={counter} label="Chargement…" />);
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).not.toBeNull();
  });
});
