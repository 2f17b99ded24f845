import { useCallback, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { useI18n, type Direction } from '@codex/i18n';
import { cspNonce } from './cspNonce.js';

// Two caches with their own keys, made once: switching language swaps the cache but keeps the tree (and its state).
// Their style elements carry the page's nonce, without which the page's policy refuses them (docs/adr/0045).
const caches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true, nonce: cspNonce() }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin], nonce: cspNonce() }),
};

export function directionCache(dir: Direction): EmotionCache {
  return caches[dir];
}

/**
 * Lays out everything inside right to left or left to right: the emotion cache flips MUI's styles
 * (margins, paddings, positions) and the theme's `direction` tells components which way they run.
 * Without `dir`, it follows the current language. Place it inside the app's ThemeProvider.
 */
export function DirectionProvider({ dir, children }: { dir?: Direction; children?: ReactNode }) {
  const i18n = useI18n();
  const direction = dir ?? i18n.dir;
  const withDirection = useCallback((outer: Theme): Theme => (outer.direction === direction ? outer : { ...outer, direction }), [direction]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={withDirection}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
