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

/**
 * English is bundled so the first screen has its words at once; every locale, English included, is then fetched
 * whole (packages/i18n catalogue.ts). The bundled copy leaves out the console's messages and those of pages that load
 * later (the document page, the Support page, the subscriber's lists, the group pages), which keeps the home route's JavaScript small.
 */
const LATER_NAMESPACES = ['console', 'resources', 'document', 'content', 'userResources', 'favorites', 'shared', 'share', 'myAccount', 'video', 'groups', 'compassPoint', 'compassPointCarry', 'customCollections', 'seats', 'allowances'];
function readerEnglishCatalogue(): Plugin {
  const english = path.join(LOCALES_DIR, 'en.json');
  return {
    name: 'codex-reader-english-catalogue',
    enforce: 'pre',
    // Only the shipped bundle is trimmed; tests and the dev server read the whole catalogue.
    apply: 'build',
    load(id) {
      if (path.resolve(id.split('?')[0]!) !== english) return null;
      const messages = JSON.parse(fs.readFileSync(english, 'utf8')) as Record<string, unknown>;
      for (const namespace of LATER_NAMESPACES) delete messages[namespace];
      // The header needs the search types' names and the type-ahead's words; the results page's wait for the fetch.
      const search = messages.search as Record<string, unknown> | undefined;
      if (search) messages.search = { type: search.type, typeAhead: search.typeAhead };
      return JSON.stringify(messages);
    },
  };
}

// In development the API runs on its own port; everything it serves is proxied so the app stays same-origin.
const api = `http://localhost:${process.env.API_PORT || 8080}`;
const proxied = ['/api', '/oidc', '/management'];

export default defineConfig({
  plugins: [react(), localeCatalogues(), readerEnglishCatalogue()],
  // A nonce attribute on index.html's tags and a <meta property="csp-nonce">: the server writes a fresh nonce into them
  // for every answer, and the app gives it to the style elements it adds (docs/adr/0045).
  html: { cspNonce: 'codex-csp-nonce' },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // Above the 30 s a wait may take (test/setup.ts), so a wait that fails says what it waited for.
    testTimeout: 45_000,
    // As in the console: an isolated file paid about 2.5 s to load React, MUI and a new jsdom again (a whole run took
    // 185 s of processor time isolated, 79 s shared). setup.ts leaves the page, storage and address as found.
    isolate: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, xfwd: true }])),
  },
  preview: { port: 4173 },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files (docs/benchmarks.md, issue 18): everything the first screen needs in one file (it compresses
        // better than twenty), and the MUI code the lazy pages share in a few files grouped by the pages using them
        // instead of dozens of small ones, which a browser fetched six at a time before the document page could render.
        // No entriesAwareMergeThreshold: merging the small groups made two page-ui chunks import each other (2026-11-29,
        // when the licence meter's dialogs joined the document page), and the document page crashed on load with MUI's
        // styled() handed a component not yet defined.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'page-ui', test: /node_modules[\\/](@mui|@popperjs|react-transition-group)[\\/]/, priority: 1, entriesAware: true },
          ],
        },
      },
      treeshake: {
        // @codex/domain's modules only declare schemas and constants. Saying so lets the bundle keep the
        // constants it uses without pulling in zod and every schema (about 30 kB gzip).
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
