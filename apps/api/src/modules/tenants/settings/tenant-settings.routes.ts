import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminTenant, AdminTenantSummary, TenantCodeParams, UpdateTenantRequest } from '@codex/domain';
import { getLogger } from '../../../lib/loggers.js';
import { TENANT_MANAGERS } from './tenant-settings.policy.js';
import { getTenantSettings, listTenantSettings, updateTenantSettings } from './tenant-settings.service.js';

/** The console's tenant settings: every tenant's configuration, for the platform's operator. */
const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const log = getLogger(app.log, 'tenants');
  const tags = ['admin'];
  const guarded = { config: { access: TENANT_MANAGERS } };
  // Another tenant is named in the path: refused (404) before the body is read, unless the caller is a platform operator.
  const oneTenant = {
    ...guarded,
    onRequest: async (request: FastifyRequest) => void (await app.tenantActedIn(request, (request.params as { code?: string }).code)),
  };

  app.get(
    '/api/admin/tenants',
    { schema: { tags, summary: "The caller's tenant; every tenant of the platform for a platform operator (PLATFORM_OPERATORS)", response: { 200: AdminTenantSummary.array() } }, ...guarded },
    async (request) => listTenantSettings(db, app.isPlatformOperator(request.principal, request.tenant.code) ? 'all' : request.tenant.id),
  );

  app.get(
    '/api/admin/tenants/:code',
    {
      schema: { tags, summary: "A tenant's configuration: the caller's own, or any for a platform operator (another tenant: 404)", params: TenantCodeParams, response: { 200: AdminTenant } },
      ...oneTenant,
    },
    async (request) => getTenantSettings(db, (await app.tenantActedIn(request, request.params.code)).code),
  );

  app.put(
    '/api/admin/tenants/:code',
    {
      schema: {
        tags,
        summary: "Replaces a tenant's configuration (the caller's own; any for a platform operator, audited in both tenants' trails); a wrong field is a 400 naming it and nothing is saved",
        params: TenantCodeParams,
        body: UpdateTenantRequest,
        response: { 200: AdminTenant },
      },
      ...oneTenant,
    },
    async (request) => {
      const principal = request.principal!;
      const target = await app.tenantActedIn(request, request.params.code);
      const saved = await updateTenantSettings(
        { db, actorTenantId: principal.tenantId, actorTenantCode: request.tenant.code, actor: principal.login!, requestId: String(request.id) },
        target.code,
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
