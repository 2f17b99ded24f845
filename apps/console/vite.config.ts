/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; everything it serves is proxied so the app stays same-origin.
const api = `http://localhost:${process.env.API_PORT || 8080}`;
const proxied = ['/api', '/oidc', '/management', '/i18n'];

export default defineConfig({
  // The server hosts the console under /admin/, beside the reader at /.
  base: '/admin/',
  plugins: [react()],
  // A nonce attribute on index.html's tags and a <meta property="csp-nonce">: the server writes a fresh nonce into them
  // for every answer, and the app gives it to the style elements it adds (docs/adr/0045).
  html: { cspNonce: 'codex-csp-nonce' },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // Above the 30 s a wait may take (test/setup.ts), so a wait that fails says what it waited for.
    testTimeout: 45_000,
    // Every resource has its test file, and each isolated file paid about 3 s to load react-admin and MUI again and
    // 1.5 s for a new jsdom: more than its tests took. Files share both instead; setup.ts empties the page and the
    // browser's storage after every test, so no test sees another's.
    isolate: false,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, xfwd: true }])),
  },
  preview: { port: 4174 },
  build: {
    rolldownOptions: {
      treeshake: {
        // @codex/domain's modules only declare schemas and constants. Saying so lets the bundle keep the
        // constants it uses without pulling in zod and every schema (about 30 kB gzip).
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
