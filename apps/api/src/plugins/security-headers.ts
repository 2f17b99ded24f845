import helmet from 'helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantConfig } from '@codex/domain';
import type { Config } from '../config.js';
import { appDirectives, originOf, serializeCsp, type AppPolicyOrigins } from '../lib/content-security-policy.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer (an app's index.html) the apps' policy with the response's style nonce and what the
     * request's tenant adds (its logo's and its issuer's origins).
     */
    useAppPagePolicy(options: { styleNonce: string; framedBySameOrigin?: boolean }): FastifyReply;
  }
}

/** One year: browsers keep to https for that long after an answer over https (renewed by every answer). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Browser security headers on every answer, with helmet (docs/adr/0045): the apps' Content-Security-Policy
 * (without a nonce), no framing, nosniff, no referrer, same-origin resource and opener policies, and HSTS when
 * PUBLIC_URL is https. A page that needs more (an app's index.html, the sign-in pages, the API docs) sets its own
 * Content-Security-Policy over this one.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const origins: AppPolicyOrigins = {
      issuers: [new URL(config.oidc.issuer).origin],
      https: new URL(config.publicUrl).protocol === 'https:',
    };
    // Made once: @fastify/helmet built helmet's middleware again for every request, parsing the policy each time
    // (without that the metadata route answers a fifth more requests a second, docs/benchmarks.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: appDirectives(origins) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: origins.https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    // On the raw answer: the provider's pages are written to it directly, not through Fastify's reply.
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });

    app.decorateReply('useAppPagePolicy', function useAppPagePolicy(this: FastifyReply, { styleNonce, framedBySameOrigin = false }: { styleNonce: string; framedBySameOrigin?: boolean }) {
      const tenant = this.request.tenantOrNull?.config;
      // A tenant may sign in with an issuer of its own (identityProvider.issuer).
      const tenantIssuer = originOf(tenant?.identityProvider.issuer);
      const directives = appDirectives(
        { ...origins, issuers: tenantIssuer ? [...origins.issuers, tenantIssuer] : origins.issuers },
        { styleNonce, framedBySameOrigin, imageOrigins: tenant ? tenantImageOrigins(tenant) : [] },
      );
      return this.header('content-security-policy', serializeCsp(directives)).header('x-frame-options', framedBySameOrigin ? 'SAMEORIGIN' : 'DENY');
    });
  },
  // The tenant plugin, registered later, sets request.tenantOrNull before any page is sent.
  { name: 'security-headers' },
);

/** Images the apps show from another origin: the tenant's logo and its billboard's publisher logo, when absolute. */
function tenantImageOrigins(config: TenantConfig): string[] {
  return [config.branding.logoUrl, config.billboard?.PublisherLogoFileName].map(originOf).filter((origin): origin is string => origin !== null);
}
