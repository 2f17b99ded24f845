import { Health } from '@codex/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runHealthChecks, type HealthCheck } from './health.service.js';
import { access } from '../../plugins/access.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named checks reported by management/health; plugins add their own. */
    healthChecks: Record<string, HealthCheck>;
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/health',
    { schema: { tags: ['management'], summary: 'Health of the server and what it depends on', security: [], response: { 200: Health, 503: Health } }, config: { access: access.anyone() } },
    async (_request, reply) => {
      const health = await runHealthChecks(app.healthChecks);
      return reply.code(health.status === 'UP' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;
