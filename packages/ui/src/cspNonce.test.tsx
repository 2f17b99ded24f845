// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { cspNonce } from './cspNonce.js';

/** The meta tag the server's index.html carries (Vite's html.cspNonce, the nonce written by the server). */
function servePageWithNonce(nonce: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('cspNonce', () => {
  it("reads the nonce the server wrote into the page's csp-nonce meta tag", () => {
    servePageWithNonce('bm9uY2Utb2YtdGhpcy1wYWdl');
    expect(cspNonce()).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
  });

  it('is undefined on a page without one', () => {
    expect(cspNonce()).toBeUndefined();
  });

  it("gives the nonce to the style elements MUI's styles are written into", async () => {
    servePageWithNonce('c3R5bGVzLW5vbmNl');
    // The caches are made when the module loads, as on a served page after its index.html.
    const { DirectionProvider } = await import('./DirectionProvider.js');
    render(
      <DirectionProvider dir="ltr">
        <Box sx={{ marginTop: '23px' }}>styled</Box>
      </DirectionProvider>,
    );
    expect(screen.getByText('styled')).toBeTruthy();
    const emotionStyles = [...document.querySelectorAll('style[data-emotion]')];
    expect(emotionStyles.length).toBeGreaterThan(0);
    expect(emotionStyles.map((style) => style.getAttribute('nonce'))).toEqual(emotionStyles.map(() => 'c3R5bGVzLW5vbmNl'));
    expect(emotionStyles.map((style) => style.textContent).join('\n')).toMatch(/margin-top:\s*23px/);
  });
});
