import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USAGE_PROCESSING_OPERATORS } from '../usage.policy.js';
import { processUsageNow } from './process-usage-now.command.js';

const ProcessingQueued = z.object({ jobId: z.number().int(), alreadyQueued: z.boolean() });

/** The operator's "process usage now" (console, usage reports): the usage.process job queued at once, audited. */
const usageProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/usage/processing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queues COUNTER usage processing now (OPERATOR; audited as USAGE_PROCESSING_REQUESTED); 202 with the job id',
        response: { 202: ProcessingQueued },
      },
      config: { access: USAGE_PROCESSING_OPERATORS },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const queued = await processUsageNow(app.db, { tenantId: request.tenant.id, login: principal.login ?? 'anonymousUser', requestId: String(request.id) });
      app.jobWorker?.wake();
      return reply.code(202).send(queued);
    },
  );
};

export default usageProcessingRoutes;
