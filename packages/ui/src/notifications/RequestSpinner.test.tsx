// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRequestCounter } from './notificationStore.js';
import { RequestSpinner } from './RequestSpinner.js';

afterEach(cleanup);

const read = { blocking: false };
const write = { blocking: true };

describe('RequestSpinner', () => {
  it('shows a thin progress bar while reads run, and marks the region busy', () => {
    const counter = createRequestCounter();
    render(<RequestSpinner counter={counter} />);
    const region = screen.getByTestId('request-spinner');

    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');

    act(() => {
      counter.start(read);
      counter.start(read);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).not.toBeNull();
    expect(screen.queryByTestId('request-mask')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('true');

    act(() => counter.end(read));
    expect(screen.queryByRole('progressbar')).not.toBeNull();

    act(() => counter.end(read));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');
  });

  it('masks the page while a blocking action runs, and lifts the mask when it ends', () => {
    const counter = createRequestCounter();
    render(<RequestSpinner counter={counter} />);
    act(() => {
      counter.start(read);
      counter.start(write);
    });
    const mask = screen.getByTestId('request-mask');
    expect(mask.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).not.toBeNull();
    // One spinner at a time: the thin bar gives way to the mask.
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();

    act(() => counter.end(write));
    expect(screen.queryByTestId('request-mask')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).not.toBeNull();
  });

  it('keeps the focus where it was: the mask takes none, and a click on it does not move it', () => {
    const counter = createRequestCounter();
    render(
      <>
        <button type="button">Save</button>
        <RequestSpinner counter={counter} />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => counter.start(write));
    const mask = screen.getByTestId('request-mask');
    expect(fireEvent.mouseDown(mask)).toBe(false);
    expect(document.activeElement).toBe(save);
    act(() => counter.end(write));
    expect(document.activeElement).toBe(save);
  });

  it('takes translated labels', () => {
    const counter = createRequestCounter();
    counter.start(read);
    counter.start(write);
    render(<RequestSpinner counter={counter} label="Chargement…" maskLabel="Veuillez patienter…" />);
    expect(screen.getByRole('progressbar', { name: 'Veuillez patienter…' })).not.toBeNull();
  });
});
