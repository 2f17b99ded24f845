import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminWebhook, AdminWebhookIdParams, AdminWebhookListQuery, CreateWebhookRequest, UpdateWebhookRequest, WebhookDeliveryAttempt, WebhookDeliveryLogQuery } from '@codex/domain';
import { getLogger } from '../../lib/loggers.js';
import type { ResolveHost } from './receiver-connection.js';
import { webhookDeliveryHandler } from './webhook-delivery.job.js';
import { webhookDeliverJob } from './webhook-events.js';
import { WEBHOOK_MANAGERS, webhookScopeOf } from './webhooks.policy.js';
import { createWebhook, deleteWebhook, deliveryLog, getWebhook, listWebhooks, sendTestDelivery, updateWebhook, type WebhookContext } from './webhooks.service.js';

export interface WebhooksOptions {
  /** How deliveries resolve receivers' names (the system resolver when left out). */
  resolveHost?: ResolveHost;
}

/** The console's webhooks (docs/adr/0035); deliveries go out through the job queue. */
const webhooksRoutes: FastifyPluginAsyncZod<WebhooksOptions> = async (app, { resolveHost }) => {
  const db = app.db;
  const log = getLogger(app.log, 'admin');
  webhookDeliverJob.handle(webhookDeliveryHandler({ ...app.config.webhooks, resolveHost }));

  const tags = ['admin'];
  const guarded = { config: { access: WEBHOOK_MANAGERS } };
  const context = (request: FastifyRequest): WebhookContext => ({
    db,
    scope: webhookScopeOf(request.principal!),
    userId: request.principal!.userId,
    login: request.principal!.login!,
    requestId: String(request.id),
  });
  const changed = (request: FastifyRequest, what: string, details: Record<string, unknown>) => log.info({ reqId: request.id, by: request.principal!.login, ...details }, what);

  app.get(
    '/api/admin/webhooks',
    { schema: { tags, summary: "Webhooks of the admin's account (the operator: every account of the tenant); the total is in x-total-count", querystring: AdminWebhookListQuery, response: { 200: AdminWebhook.array() } }, ...guarded },
    async (request, reply) => {
      const { total, webhooks } = await listWebhooks(db, webhookScopeOf(request.principal!), request.query);
      reply.header('x-total-count', String(total));
      return webhooks;
    },
  );

  app.get(
    '/api/admin/webhooks/:id',
    { schema: { tags, summary: 'A webhook with its secret', params: AdminWebhookIdParams, response: { 200: AdminWebhook } }, ...guarded },
    async (request) => getWebhook(db, webhookScopeOf(request.principal!), request.params.id),
  );

  app.post(
    '/api/admin/webhooks',
    { schema: { tags, summary: 'Registers a webhook (a new secret is made); audited', body: CreateWebhookRequest, response: { 201: AdminWebhook } }, ...guarded },
    async (request, reply) => {
      const created = await createWebhook(context(request), request.body);
      changed(request, 'webhook created', { webhookId: created.id, accountId: created.accountId });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/webhooks/:id',
    { schema: { tags, summary: 'Changes a webhook (rotateSecret: a new secret); audited', params: AdminWebhookIdParams, body: UpdateWebhookRequest, response: { 200: AdminWebhook } }, ...guarded },
    async (request) => {
      const updated = await updateWebhook(context(request), request.params.id, request.body);
      changed(request, 'webhook updated', { webhookId: updated.id });
      return updated;
    },
  );

  app.delete(
    '/api/admin/webhooks/:id',
    { schema: { tags, summary: 'Deletes a webhook and its delivery log; audited', params: AdminWebhookIdParams, response: { 200: AdminWebhook } }, ...guarded },
    async (request) => {
      const deleted = await deleteWebhook(context(request), request.params.id);
      changed(request, 'webhook deleted', { webhookId: deleted.id });
      return deleted;
    },
  );

  app.post(
    '/api/admin/webhooks/:id/test',
    { schema: { tags, summary: 'Queues a signed webhook.test delivery', params: AdminWebhookIdParams, response: { 202: z.object({ queued: z.number().int() }) } }, ...guarded },
    async (request, reply) => {
      const result = await sendTestDelivery(context(request), request.params.id);
      app.jobWorker?.wake();
      return reply.code(202).send(result);
    },
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      schema: { tags, summary: 'The delivery log: one row per try, newest first; the total is in x-total-count', params: AdminWebhookIdParams, querystring: WebhookDeliveryLogQuery, response: { 200: WebhookDeliveryAttempt.array() } },
      ...guarded,
    },
    async (request, reply) => {
      const { total, log: rows } = await deliveryLog(db, webhookScopeOf(request.principal!), request.params.id, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );
};

export default webhooksRoutes;
