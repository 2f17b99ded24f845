import { defineConfig } from 'vitest/config';

/**
 * Files that need modules of their own: the style cache that takes the page's nonce is made once per module load, and
 * the header search's lazily loaded parts keep what the first render that loaded them was given.
 */
const OWN_MODULES = ['src/cspNonce.test.tsx', 'src/shell/HeaderSearch.test.tsx', 'src/shell/ShellLayout.test.tsx'];

export default defineConfig({
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // Above the 30 s a wait may take (test/setup.ts), so a wait that fails says what it waited for.
    testTimeout: 45_000,
    projects: [
      // As in the apps: an isolated file paid for a new jsdom and for loading React and MUI again, more than its tests
      // took (the whole package: 27 s and 31 processor-seconds all isolated, 19.7 s and 21 with these files sharing
      // both). setup.ts empties the page and the browser's storage after every test.
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
});
