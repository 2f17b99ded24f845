// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { REDUCED_MOTION_QUERY, useReducedMotion } from './motion.js';

/** A system whose reduced-motion setting the test turns on and off (jsdom has no matchMedia of its own). */
function systemSetting(initially: boolean) {
  let reduce = initially;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && reduce;
    },
    media: query,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  }));
  return {
    set(value: boolean) {
      reduce = value;
      for (const listener of listeners) listener({ matches: value, media: REDUCED_MOTION_QUERY } as MediaQueryListEvent);
    },
  };
}

function Motion() {
  return <p>{useReducedMotion() ? 'less motion' : 'usual motion'}</p>;
}

describe('useReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the system setting when the app opens', () => {
    systemSetting(true);
    render(<Motion />);
    expect(screen.getByText('less motion')).toBeTruthy();
  });

  it('follows the setting when the user changes it while the app is open', () => {
    const setting = systemSetting(false);
    render(<Motion />);
    expect(screen.getByText('usual motion')).toBeTruthy();
    act(() => setting.set(true));
    expect(screen.getByText('less motion')).toBeTruthy();
  });
});
