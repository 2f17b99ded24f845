import { Health } from '@codex/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayReadHealthDetails } from './health.policy.js';
import { runHealthChecks, type HealthCheck } from './health.service.js';
import { access } from '../../../lib/access-rules.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named checks reported by management/health; plugins add their own. */
    healthChecks: Record<string, HealthCheck>;
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/management/health',
    {
      schema: {
        tags: ['management'],
        summary: 'Health of the server: the status for anyone; each part and its details for the operator',
        security: [],
        response: { 200: Health, 503: Health },
      },
      config: { access: access.anyone() },
    },
    async (request, reply) => {
      // Never refused: a missing or wrong token, an unknown host or a sign-in that fails (the database being down)
      // only means the status alone.
      const principal = await request.authenticate().catch(() => null);
      const health = await runHealthChecks(app.healthChecks);
      reply.code(health.status === 'UP' ? 200 : 503);
      return mayReadHealthDetails(principal, request.tenantOrNull?.id ?? null) ? health : { status: health.status };
    },
  );
};

export default healthRoutes;
