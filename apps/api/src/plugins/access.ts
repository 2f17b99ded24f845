/**
 * Who may call each route (docs/adr/0042). Every route of the server declares its rule next to its schema, in
 * `config.access`; a route without one is refused when it is registered, so the server does not start. The
 * rule is checked in the route's onRequest hook: before the body is read or anything is validated, so a caller
 * who may not call a route learns nothing about what it accepts.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.js';
import type { AccessRule } from '../lib/access-rules.js';
import { AppError } from '../lib/errors.js';
import type { Tenant } from '../modules/tenants/index.js';
import { invalidToken, type Principal } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, checked before the body is read (plugins/access.ts). */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Whether the principal is a platform operator (PLATFORM_OPERATORS): acts in every tenant. */
    isPlatformOperator(principal: Principal | null, tenantCode: string): boolean;
    /**
     * The tenant an operator's request acts in: the request's own, or the one named by code, which only a platform
     * operator may name (anyone else: 404, as for a tenant that does not exist).
     */
    tenantActedIn(request: FastifyRequest, code: string | undefined): Promise<Tenant>;
    /** Every route's declared rule, by "METHOD /url" (the access matrix test reads it). */
    accessRules: Map<string, AccessRule>;
  }
}


/** What the gate answers a caller: null when they pass, else the status refused with. */
export function gateDecision(rule: AccessRule, principal: Principal | null, platformOperator: boolean): 401 | 403 | null {
  if (rule.who === 'anyone') return null;
  if (!principal) return 401;
  switch (rule.who) {
    case 'session':
      return null;
    case 'user':
      return principal.kind === 'user' ? null : 401;
    // Known (signed in, or by address) but not holding the role: 403.
    case 'authority':
      return principal.authorities.some((a) => rule.authorities!.includes(a)) ? null : 403;
    case 'operator':
      return principal.authorities.includes('OPERATOR') ? null : 403;
    case 'platform':
      return platformOperator ? null : 403;
  }
}

/** Paths of the server's own pages that need no declaration: the apps' files and the API's documentation. */
const UNDECLARED = [/^\/api\/docs(\/|$)/];

function describe(route: RouteOptions): string {
  return `${[route.method].flat().join(',')} ${route.url}`;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const platform = new Set(config.platformOperators);
    const isPlatformOperator = (principal: Principal | null, tenantCode: string) =>
      principal !== null && principal.kind === 'user' && principal.authorities.includes('OPERATOR') && platform.has(`${tenantCode}:${principal.login}`);
    app.decorate('isPlatformOperator', isPlatformOperator);
    app.decorate('tenantActedIn', async (request: FastifyRequest, code: string | undefined) => {
      const own = request.tenant;
      if (code === undefined || code === own.code) return own;
      const other = isPlatformOperator(request.principal, own.code) ? await app.tenants.byCode(code) : null;
      if (!other) throw AppError.notFound(`Tenant ${code}`);
      return other;
    });

    const rules = new Map<string, AccessRule>();
    app.decorate('accessRules', rules);
    app.addHook('onRoute', (route) => {
      const rule = route.config?.access;
      if (rule) for (const method of [route.method].flat()) rules.set(`${method} ${route.url}`, rule);
      // The apps' own files (@fastify/static gives each its file), public like the apps themselves: /i18n/*.json too.
      if (!rule && (route.config as { file?: unknown } | undefined)?.file !== undefined) return;
      if (!rule) {
        // The apps' static files and fallback are registered without a schema and outside the API's paths.
        const isServerPath = /^\/(api|management|feeds|r51|oidc|i18n)(\/|$)/.test(route.url);
        if (!isServerPath || UNDECLARED.some((pattern) => pattern.test(route.url))) return;
        throw new Error(`Route ${describe(route)} declares no access rule (config.access, plugins/access.ts)`);
      }
      if (rule.who === 'authority' && !rule.authorities?.length) throw new Error(`Route ${describe(route)}: an authority rule names no authority`);
      if (rule.who === 'anyone') return;
      const gate = async (request: FastifyRequest) => {
        void request.tenant; // an unknown host answers 404 (invalid tenant) before anything else
        const principal = await request.authenticate();
        const refused = gateDecision(rule, principal, isPlatformOperator(principal, request.tenant.code));
        if (refused === 401) throw principal === null && request.authFailure ? invalidToken(request.authFailure) : AppError.unauthorized();
        if (refused === 403) throw AppError.forbidden();
      };
      // First of the route's own hooks, after the server's (tenant, principal).
      route.onRequest = [gate, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'access', dependencies: ['auth', 'tenant'] },
);
