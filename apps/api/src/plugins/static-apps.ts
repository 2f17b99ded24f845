import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app's index.html for a client-side route; false when it is not one. */
    serveAppShell(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

const SERVER_PREFIXES = ['/api', '/management', '/oidc', '/i18n/'];

/**
 * Serves the reader at / and the console at /admin from one origin. Any other GET for a
 * page (a deep link such as /document?contentCode=...) gets the app's index.html.
 */
export default fp<{ readerDir: string; consoleDir: string; brandingDir: string }>(
  async (app, { readerDir, consoleDir, brandingDir }) => {
    // Tenant logos named by tenant configurations (branding.logoUrl).
    await app.register(fastifyStatic, { root: brandingDir, prefix: '/branding/', index: false, decorateReply: false, maxAge: 3_600_000 });
    const hasReader = fs.existsSync(path.join(readerDir, 'index.html'));
    const hasConsole = fs.existsSync(path.join(consoleDir, 'index.html'));
    if (hasReader) {
      await app.register(fastifyStatic, { root: readerDir, prefix: '/', index: false, wildcard: false, decorateReply: true, cacheControl: false });
      app.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      });
    }
    if (hasConsole) {
      await app.register(fastifyStatic, { root: consoleDir, prefix: '/admin/', index: false, wildcard: false, decorateReply: !hasReader });
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
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      void reply.send(fs.createReadStream(path.join(dir, 'index.html')));
      return true;
    });
  },
  { name: 'static-apps' },
);
