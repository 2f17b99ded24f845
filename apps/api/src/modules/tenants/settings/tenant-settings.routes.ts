import type { FastifyRequest } from 'fastify';
import type { TenantConfig } from '@codex/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminTenant, AdminTenantSummary, ExternalLinksAnswer, ExternalLinksUpdate, TenantCodeParams, UpdateTenantRequest } from '@codex/domain';
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
      const target = await app.tenantActedIn(request, request.params.code);
      return save(request, target.code, request.body.config);
    },
  );

  /** Saves a tenant's configuration as the caller, then has every reader's next load answer it. */
  async function save(request: FastifyRequest, code: string, config: TenantConfig) {
    const principal = request.principal!;
    const saved = await updateTenantSettings(
      { db, actorTenantId: principal.tenantId, actorTenantCode: request.tenant.code, actor: principal.login!, requestId: String(request.id) },
      code,
      config,
    );
    // The readers' next get-tenant-config-for-ui must answer the new configuration.
    app.tenants.invalidate();
    const changedTenant = await app.tenants.byCode(saved.code);
    if (changedTenant) app.hotCache.invalidate('tenant', changedTenant.id);
    log.info({ reqId: request.id, tenant: saved.code, by: principal.login }, 'tenant configuration changed');
    return saved;
  }

  // Links management (page type links-management): the host's tenant's external links, for its operator.
  app.get(
    '/api/admin/external-links',
    { schema: { tags, summary: "The host's tenant's external links (sidebar and home), for its operator", response: { 200: ExternalLinksAnswer } }, ...guarded },
    async (request) => ({ externalLinks: (await getTenantSettings(db, request.tenant.code)).config.externalLinks }),
  );

  app.put(
    '/api/admin/external-links',
    {
      schema: {
        tags,
        summary: "Replaces the host's tenant's external links (http or https addresses); audited as a configuration change, a wrong field is a 400 naming it",
        body: ExternalLinksUpdate,
        response: { 200: ExternalLinksAnswer },
      },
      ...guarded,
    },
    async (request) => {
      const current = await getTenantSettings(db, request.tenant.code);
      const saved = await save(request, current.code, { ...current.config, externalLinks: request.body.externalLinks });
      return { externalLinks: saved.config.externalLinks };
    },
  );
};

export default tenantSettingsRoutes;
