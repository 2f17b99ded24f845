/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const LOCALES_DIR = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));

/**
 * The message catalogues live in packages/i18n/locales; the reader fetches them as /i18n/{locale}.json.
 * The build copies them into dist/i18n (the API serves every file of dist), and the dev server answers them itself.
 */
function localeCatalogues(): Plugin {
  const catalogues = () => fs.readdirSync(LOCALES_DIR).filter((file) => /^[a-zA-Z-]+\.json$/.test(file));
  return {
    name: 'codex-locale-catalogues',
    configureServer(server) {
      server.watcher.add(LOCALES_DIR);
      server.middlewares.use('/i18n', (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0]).replace(/^\//, '');
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!catalogues().includes(file)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(fs.readFileSync(path.join(LOCALES_DIR, file)));
      });
    },
    generateBundle() {
      for (const file of catalogues()) {
        // Re-serialised so a malformed catalogue fails the build instead of the browser.
        const source = JSON.stringify(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `i18n/${file}`, source });
      }
    },
  };
}

// In development the API runs on its own port; everything it serves is proxied so the app stays same-origin.
const api = `http://localhost:${process.env.API_PORT || 8080}`;
const proxied = ['/api', '/oidc', '/management'];

export default defineConfig({
  plugins: [react(), localeCatalogues()],
  test: { setupFiles: ['./src/test/setup.ts'], testTimeout: 20_000 },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, xfwd: true }])),
  },
  preview: { port: 4173 },
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
