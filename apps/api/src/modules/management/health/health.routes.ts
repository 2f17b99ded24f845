import { Health } from '@codex/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mayReadHealthDetails } from './health.policy.js';
import { runHealthChecks, runReadinessChecks, type HealthCheck, type ReadinessCheck } from './health.service.js';
import { access } from '../../../lib/access-rules.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named checks reported by management/health; plugins add their own. */
    healthChecks: Record<string, HealthCheck>;
    /** What must hold before this process gets traffic (management/health/readiness); app.ts names them. */
    readinessChecks: Record<string, ReadinessCheck>;
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

  // The probes of an orchestrator (Kubernetes, a load balancer): anonymous, the status alone, never cached.
  const Probe = z.object({ status: z.enum(['UP', 'DOWN']) });
  app.get(
    '/management/health/liveness',
    {
      schema: { tags: ['management'], summary: 'Liveness probe: the process answers (200 UP)', security: [], response: { 200: Probe } },
      config: { access: access.anyone() },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'UP' as const };
    },
  );
  app.get(
    '/management/health/readiness',
    {
      schema: {
        tags: ['management'],
        summary: 'Readiness probe: database reachable, migrations applied, catalogue imported, search indexes loaded (200 UP, else 503 DOWN)',
        security: [],
        response: { 200: Probe, 503: Probe },
      },
      config: { access: access.anyone() },
    },
    async (_request, reply) => {
      const status = await runReadinessChecks(app.readinessChecks);
      reply.header('cache-control', 'no-store');
      reply.code(status === 'UP' ? 200 : 503);
      return { status };
    },
  );
};

export default healthRoutes;
