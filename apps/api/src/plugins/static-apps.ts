import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../lib/access-rules.js';
import { newCspNonce } from '../lib/content-security-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app's index.html for a client-side route; false when it is not one. */
    serveAppShell(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

const SERVER_PREFIXES = ['/api', '/management', '/oidc', '/i18n/', '/oai'];

/** The apps' sign-in callbacks: silent token renewal loads them in a hidden frame of the app (packages/auth). */
const CALLBACK_PATHS = ['/implicit/callback', '/admin/callback'];

/** Every nonce attribute of a built index.html (Vite writes its html.cspNonce placeholder there, docs/adr/0045). */
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;

/** index.html goes out only through serveAppShell, which gives it the response's nonce. */
const notIndexHtml = (pathname: string) => path.basename(pathname) !== 'index.html';

/**
 * Serves the reader at / and the console at /admin from one origin. Any other GET for a
 * page (a deep link such as /document?contentCode=...) gets the app's index.html.
 */
export default fp<{ readerDir: string; consoleDir: string; brandingDir: string }>(
  async (app, { readerDir, consoleDir, brandingDir }) => {
    // Tenant logos named by tenant configurations (branding.logoUrl). Other sites may show them too (the logo of a
    // mail read in a web mail client), so their resource policy is cross-origin.
    await app.register(fastifyStatic, {
      root: brandingDir,
      prefix: '/branding/',
      index: false,
      decorateReply: false,
      maxAge: 3_600_000,
      setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
    });
    const hasReader = fs.existsSync(path.join(readerDir, 'index.html'));
    const hasConsole = fs.existsSync(path.join(consoleDir, 'index.html'));
    if (hasReader) {
      await app.register(fastifyStatic, { root: readerDir, prefix: '/', index: false, wildcard: false, decorateReply: true, cacheControl: false, allowedPath: notIndexHtml });
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      });
    }
    // Browsers ask for /favicon.ico on pages that name no icon (the sign-in page, a PDF opened in a tab): the apps' icon.
    app.get('/favicon.ico', { config: { access: access.anyone() }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
    if (hasConsole) {
      await app.register(fastifyStatic, { root: consoleDir, prefix: '/admin/', index: false, wildcard: false, decorateReply: !hasReader, allowedPath: notIndexHtml });
    }
    if (!hasReader || !hasConsole) {
      app.log.warn({ readerDir, consoleDir }, 'an app is not built: run `npm run build` (npm start does it) to serve it');
    }

    app.decorate('serveAppShell', (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0];
      if (SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(p))) return false;
      if (path.extname(pathname) && !pathname.endsWith('.html')) return false;
      const isConsole = pathname === '/admin' || pathname.startsWith('/admin/');
      const dir = isConsole ? consoleDir : readerDir;
      if (!(isConsole ? hasConsole : hasReader)) return false;
      // A nonce of its own for each answer: the app reads it from the page and gives it to what inserts styles.
      const styleNonce = newCspNonce();
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').useAppPagePolicy({ styleNonce, framedBySameOrigin: CALLBACK_PATHS.includes(pathname) });
      fs.promises.readFile(path.join(dir, 'index.html'), 'utf8').then(
        (html) => reply.send(html.replace(NONCE_ATTRIBUTE, ` nonce="${styleNonce}"`)),
        (error: unknown) => reply.send(error),
      );
      return true;
    });
  },
  { name: 'static-apps', dependencies: ['security-headers'] },
);
