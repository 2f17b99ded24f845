import fp from 'fastify-plugin';
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { documents } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { ABUSE_LIMITS, LIMITED_ROUTES, type AbuseLimitName, type AbuseLimitRule, type LimitedRoute } from './abuse-limit-table.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type PreHandler = (request: FastifyRequest) => Promise<void>;

/** Keys one process keeps per counter without Redis (least recently used dropped first). */
const IN_MEMORY_KEYS = 100_000;
/** A numeric content id, which the HTML route takes as well as a contentCode. */
const CONTENT_ID = /^\d{1,9}$/;

/**
 * Whose requests a counter counts. Per account: the selected account. Per user: the signed-in person; a shared
 * institutional login (user type COMPANY) and a session recognised by its network address stand for many people,
 * so there each address counts on its own.
 */
function subjectOf(request: FastifyRequest, per: AbuseLimitRule['per']): string {
  const principal = request.principal!;
  const tenant = `t${principal.tenantId}`;
  if (per === 'account' && principal.accountId !== null) return `${tenant}:a${principal.accountId}`;
  if (principal.userId === null) return `${tenant}:ip:${normalizeIP(request.ip)}`;
  if (principal.userType === 'COMPANY') return `${tenant}:u${principal.userId}:ip:${normalizeIP(request.ip)}`;
  return `${tenant}:u${principal.userId}`;
}

/**
 * Limits against abuse (docs/adr/0043): the routes of abuse-limit-table.ts get a preHandler, after their own
 * authentication, that counts the request with @fastify/rate-limit (in Redis with REDIS_URL, across processes) and
 * refuses with 429, Retry-After and a message key by the wait. Register before the routes, after rate-limit.
 */
export default fp(
  async (app) => {
    const limits = app.config.abuseLimits;
    const maxOf = (rule: AbuseLimitRule, request: FastifyRequest) => rule.max(limits, request.tenant.config);
    // CreateRateLimitOptions lacks `cache`, which sizes the in-memory store (and is ignored with Redis).
    const limiter = (options: CreateRateLimitOptions): Limiter => app.createRateLimit({ ...options, cache: IN_MEMORY_KEYS } as CreateRateLimitOptions);

    const counters = new Map<AbuseLimitName, { rule: AbuseLimitRule; count: Limiter }[]>();
    for (const [name, limit] of Object.entries(ABUSE_LIMITS) as [AbuseLimitName, (typeof ABUSE_LIMITS)[AbuseLimitName]][]) {
      counters.set(
        name,
        limit.rules.map((rule) => ({
          rule,
          count: limiter({
            timeWindow: rule.windowMs,
            max: (request) => maxOf(rule, request),
            keyGenerator: (request) => `${name}:${rule.per}:${subjectOf(request, rule.per)}`,
          }),
        })),
      );
    }

    // Full text counts documents: a document's first request in the window counts, every other one only looks.
    const documentOfRequest = new WeakMap<FastifyRequest, string>();
    const documentRequested = limiter({
      timeWindow: ABUSE_LIMITS.fullText.rules[0].windowMs,
      max: 1,
      keyGenerator: (request) => `fullText:document:${subjectOf(request, 'user')}:${documentOfRequest.get(request)}`,
    });
    /** The document by its contentCode, so the reader's HTML (asked for by content id) and PDF are one document. */
    const contentCodeOf = async (reference: string) => {
      if (!CONTENT_ID.test(reference)) return reference;
      const [row] = await app.db.select({ contentCode: documents.contentCode }).from(documents).where(eq(documents.id, Number(reference))).limit(1);
      return row?.contentCode ?? reference;
    };

    const enforce = (route: LimitedRoute): PreHandler => {
      const limit = ABUSE_LIMITS[route.limit];
      const checks = counters.get(route.limit)!;
      return async (request) => {
        // Without a session the route's own authentication answers.
        if (!request.principal) return;
        const active = checks.filter(({ rule }) => maxOf(rule, request) > 0);
        if (active.length === 0) return;
        let increment = true;
        if (route.documentOf) {
          const reference = route.documentOf(request);
          if (reference === null) return;
          documentOfRequest.set(request, await contentCodeOf(reference));
          // Exceeding max 1 means this person already asked for this document in this window.
          const seen = await documentRequested(request);
          increment = seen.isAllowed || !seen.isExceeded;
        }
        for (const { rule, count } of active) {
          const counted = await count(request, { increment });
          if (counted.isAllowed || !counted.isExceeded) continue;
          const wait = Math.max(1, counted.ttlInSeconds);
          const detail = `Too many ${limit.counts}: at most ${counted.max} per ${rule.per} per ${rule.window}. Try again in ${wait} s.`;
          request.log.info({ limit: route.limit, per: rule.per, key: counted.key }, 'refused by a limit against abuse');
          throw AppError.rateLimited(wait, detail);
        }
      };
    };

    app.addHook('onRoute', (routeOptions: RouteOptions) => {
      if (typeof routeOptions.method !== 'string') return;
      const route = LIMITED_ROUTES[`${routeOptions.method} ${routeOptions.url}`];
      if (!route) return;
      // A new array, never a push: the HEAD route Fastify derives from a GET starts from a shallow copy of its options.
      const own = routeOptions.preHandler === undefined ? [] : [routeOptions.preHandler].flat();
      routeOptions.preHandler = [...own, enforce(route)] as RouteOptions['preHandler'];
    });
  },
  { name: 'abuse-limits', dependencies: ['@fastify/rate-limit', 'db', 'tenant', 'auth'] },
);
