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
  test: { setupFiles: ['./src/test/setup.ts'], testTimeout: 20_000 },
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
