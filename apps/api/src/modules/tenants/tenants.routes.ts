import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExternalUrls, externalUrlsOf, ProgressiveProfilingUrl, TenantConfigForUi } from './tenants.schema.js';
import { access } from '../../lib/access-rules.js';

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tenant/get-tenant-config-for-ui',
    {
      schema: { tags: ['tenant'], summary: "The configuration of the request host's tenant, for the clients", security: [], response: { 200: TenantConfigForUi } },
      config: { access: access.anyone() },
    },
    async (request) => ({ ...request.tenant.config, code: request.tenant.code }),
  );

  // Public like the configuration itself: the reader asks before the user has a usable session.
  app.get(
    '/api/tenant/getProgressiveProfilingUrl',
    {
      schema: {
        tags: ['tenant'],
        summary: "Where the request host's tenant sends SSO individuals to complete their profile",
        security: [],
        response: { 200: ProgressiveProfilingUrl },
      },
      config: { access: access.anyone() },
    },
    async (request) => ({ progressiveProfilingUrl: request.tenant.config.progressiveProfilingUrl ?? null }),
  );

  app.get(
    '/api/tenant/getExternalUrls',
    {
      schema: {
        tags: ['tenant'],
        summary: "The request host's tenant's addresses outside the library: profile, user management, account, tracker, e-learning and external links",
        security: [],
        response: { 200: ExternalUrls },
      },
      config: { access: access.anyone() },
    },
    async (request) => externalUrlsOf(request.tenant.config),
  );
};

export default tenantRoutes;
