import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsageApiKey } from '@codex/domain';
import { createApiKey, listApiKeys, revokeApiKey, type KeyScope } from './api-keys.service.js';
import { API_KEY_MANAGERS } from '../usage.policy.js';

const ApiKeyRow = UsageApiKey;
const CreatedApiKey = ApiKeyRow.extend({ key: z.string() });
const CreateApiKeyBody = z.strictObject({ label: z.string().trim().min(1).max(100) });
const ApiKeyParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The COUNTER API keys of the account an ADMIN administers (console): list, make (the key is shown once), revoke. */
const usageApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const guarded = { config: { access: API_KEY_MANAGERS } };
  const scope = (request: FastifyRequest): KeyScope => ({ tenantId: request.principal!.tenantId, accountId: request.principal!.accountId! });
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, login: request.principal!.login ?? 'anonymousUser', requestId: String(request.id) });

  app.get(
    '/api/admin/usage/api-keys',
    { schema: { tags, summary: "The account's COUNTER API keys (never the keys themselves)", response: { 200: ApiKeyRow.array() } }, ...guarded },
    async (request, reply) => {
      const keys = await listApiKeys(app.db, scope(request));
      reply.header('x-total-count', String(keys.length));
      return keys;
    },
  );

  app.post(
    '/api/admin/usage/api-keys',
    { schema: { tags, summary: 'Makes a COUNTER API key for the account; the answer is the only time the key is shown', body: CreateApiKeyBody, response: { 201: CreatedApiKey } }, ...guarded },
    async (request, reply) => reply.code(201).send(await createApiKey(app.db, scope(request), request.body.label, actor(request))),
  );

  app.delete(
    '/api/admin/usage/api-keys/:id',
    { schema: { tags, summary: 'Revokes a COUNTER API key of the account (audited)', params: ApiKeyParams, response: { 200: ApiKeyRow } }, ...guarded },
    async (request) => revokeApiKey(app.db, scope(request), request.params.id, actor(request)),
  );
};

export default usageApiKeyRoutes;
