import fp from 'fastify-plugin';
import { HotCache } from '../lib/cache/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of the hot read path kept in memory, dropped by invalidate(topic, key) on the writes that change them (docs/adr/0036). */
    hotCache: HotCache;
  }
}

/** One cache per app: every module's hot answers and their invalidations go through it. */
export default fp<{ cache?: HotCache }>(
  async (app, { cache }) => {
    app.decorate('hotCache', cache ?? new HotCache());
  },
  { name: 'hot-cache' },
);
