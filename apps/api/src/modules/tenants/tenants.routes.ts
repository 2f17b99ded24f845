import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TenantConfigForUi } from './tenants.schema.js';

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tenant/get-tenant-config-for-ui',
    {
      schema: { tags: ['tenant'], summary: "The configuration of the request host's tenant, for the clients", security: [], response: { 200: TenantConfigForUi } },
    },
    async (request) => ({ ...request.tenant.config, code: request.tenant.code }),
  );
};

export default tenantRoutes;
