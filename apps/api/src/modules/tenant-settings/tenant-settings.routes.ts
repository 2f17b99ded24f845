import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminTenant, AdminTenantSummary, TenantCodeParams, UpdateTenantRequest } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { getLogger } from '../../lib/loggers.js';
import { canManageTenants } from './tenant-settings.policy.js';
import { getTenantSettings, listTenantSettings, updateTenantSettings } from './tenant-settings.service.js';

/** The console's tenant settings: every tenant's configuration, for the platform's operator. */
const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const log = getLogger(app.log, 'tenants');
  const tags = ['admin'];
  const operatorOnly = async (request: FastifyRequest) => {
    if (!canManageTenants(request.principal!)) throw AppError.forbidden();
  };
  const guarded = { onRequest: app.requireAuth, preHandler: operatorOnly };

  app.get(
    '/api/admin/tenants',
    { schema: { tags, summary: 'Every tenant of the platform', response: { 200: AdminTenantSummary.array() } }, ...guarded },
    async () => listTenantSettings(db),
  );

  app.get(
    '/api/admin/tenants/:code',
    { schema: { tags, summary: "A tenant's configuration", params: TenantCodeParams, response: { 200: AdminTenant } }, ...guarded },
    async (request) => getTenantSettings(db, request.params.code),
  );

  app.put(
    '/api/admin/tenants/:code',
    {
      schema: {
        tags,
        summary: "Replaces a tenant's configuration; a wrong field is a 400 naming it and nothing is saved",
        params: TenantCodeParams,
        body: UpdateTenantRequest,
        response: { 200: AdminTenant },
      },
      ...guarded,
    },
    async (request) => {
      const principal = request.principal!;
      const saved = await updateTenantSettings(
        { db, actorTenantId: principal.tenantId, actor: principal.login!, requestId: String(request.id) },
        request.params.code,
        request.body.config,
      );
      // The readers' next get-tenant-config-for-ui must answer the new configuration.
      app.tenants.invalidate();
      const changedTenant = await app.tenants.byCode(saved.code);
      if (changedTenant) app.hotCache.invalidate('tenant', changedTenant.id);
      log.info({ reqId: request.id, tenant: saved.code, by: principal.login }, 'tenant configuration changed');
      return saved;
    },
  );
};

export default tenantSettingsRoutes;
