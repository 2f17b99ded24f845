import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { type Tenant, TenantDirectory } from '../modules/tenants/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
  interface FastifyRequest {
    /** The tenant of the request's host; null when the host is unknown. */
    tenantOrNull: Tenant | null;
    /** The tenant of the request's host; answers 404 (invalid tenant) when there is none. */
    tenant: Tenant;
  }
}

/** Resolves the tenant from the Host header on every request. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('tenants', new TenantDirectory(app.db, config.tenants.hosts, config.tenants.defaultTenant));
    app.decorateRequest('tenantOrNull', null);
    app.decorateRequest('tenant', {
      getter(this: { tenantOrNull: Tenant | null }) {
        if (!this.tenantOrNull) throw new AppError('not-found', 'No tenant is configured for this host', { appError: 'error.tenant.invalid' });
        return this.tenantOrNull;
      },
    });
    app.addHook('onRequest', async (request) => {
      request.tenantOrNull = await app.tenants.forHost(request.headers.host);
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
