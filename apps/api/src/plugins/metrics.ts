/**
 * The process's Prometheus metrics (docs/adr/0062): one prom-client registry per app (never the global one, so tests
 * can build several apps in one process), the process's default metrics, and the request durations of every route,
 * by route template and status. Feature modules record into `app.metrics`; management/prometheus exposes the registry.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** What a search was: the kinds of search.routes.ts and semantic.routes.ts (labels of codex_search_duration_seconds). */
export type SearchKind = 'keyword' | 'designation' | 'all_content' | 'count' | 'type_ahead' | 'semantic';

export interface AppMetrics {
  registry: Registry;
  /** Records how long one search of a kind took, in seconds. */
  observeSearch(kind: SearchKind, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry and the recorders feature modules use (plugins/metrics.ts). */
    metrics: AppMetrics;
  }
}

/** Requests no route matched (not-found answers, the apps' shells) share one series instead of one per URL. */
export const UNMATCHED_ROUTE = 'UNMATCHED';
/**
 * The apps' own files (scripts, styles, translations, icons) share one series too: @fastify/static gives each file a
 * route of its own, so their templates are the files' names, some 250 of them that change with every build.
 */
export const APP_FILES_ROUTE = 'APP_FILES';

/** The route a request is counted under: its template ('/api/documents/:id'), never a raw URL or a file's name. */
export function routeLabel(request: FastifyRequest): string {
  if ((request.routeOptions.config as { file?: unknown } | undefined)?.file !== undefined) return APP_FILES_ROUTE;
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Seconds: from a cached answer (a millisecond) to a long PDF or redline (tens of seconds). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpDuration = new Histogram({
      name: 'codex_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template (never the raw URL) and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    const searchDuration = new Histogram({
      name: 'codex_search_duration_seconds',
      help: 'Time to answer a search, by kind (keyword, designation, all_content, count, type_ahead, semantic)',
      labelNames: ['kind'] as const,
      buckets: SEARCH_BUCKETS,
      registers: [registry],
    });
    app.decorate('metrics', {
      registry,
      observeSearch: (kind: SearchKind, seconds: number) => searchDuration.observe({ kind }, seconds),
    });
    app.addHook('onResponse', async (request, reply) => {
      httpDuration.observe({ method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics' },
);
