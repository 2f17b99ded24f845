import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheTopic } from './hot-cache.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For a route plugin whose writes change cached answers: after each of its POST/PUT/PATCH/DELETE requests, before the
 * answer leaves, invalidates what topicsOf names for the request (so the caller's next read sees the write). An
 * answer that failed invalidates as well; that costs one reload and never keeps a stale answer.
 */
export function invalidateOnWrites(
  app: FastifyInstance,
  topicsOf: (request: FastifyRequest) => readonly (readonly [CacheTopic, string | number | null | undefined])[],
): void {
  app.addHook('onSend', async (request) => {
    if (READS.has(request.method)) return;
    for (const [topic, key] of topicsOf(request)) if (key !== null && key !== undefined) app.hotCache.invalidate(topic, key);
  });
}
