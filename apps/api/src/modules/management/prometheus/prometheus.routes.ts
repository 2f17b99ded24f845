import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../lib/access-rules.js';
import { AppError } from '../../../lib/errors.js';
import { gateDecision } from '../../../plugins/access.js';
import { invalidToken } from '../../../plugins/auth.js';
import { registeredJobKinds } from '../../jobs/index.js';
import { SERVER_MANAGERS } from '../management.policy.js';
import { registerOperationalGauges } from './operational-gauges.js';
import { carriesScrapeToken } from './prometheus.policy.js';

/**
 * GET /management/prometheus: this process's metrics in the Prometheus text format (docs/adr/0062), for the operator
 * or a scraper holding METRICS_TOKEN. The route is declared open to a credential carried by the request (as the
 * COUNTER API is) because the gate knows only signed-in principals; this hook is its gate, and refuses before
 * anything is collected.
 */
const prometheusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperationalGauges(app.metrics.registry, {
    database: app.database,
    jobKinds: registeredJobKinds,
    warn: (message) => app.log.warn(message),
  });

  const mayScrape = async (request: FastifyRequest) => {
    if (carriesScrapeToken(app.config.metrics.token, request.headers.authorization)) return;
    void request.tenant; // an unknown host answers 404 (invalid tenant), as for every signed-in route
    const principal = await request.authenticate();
    const refused = gateDecision(SERVER_MANAGERS, principal, false);
    if (refused === 401) throw principal === null && request.authFailure ? invalidToken(request.authFailure) : AppError.unauthorized();
    if (refused === 403) throw AppError.forbidden();
  };

  app.get(
    '/management/prometheus',
    {
      schema: {
        tags: ['management'],
        summary: "This process's metrics in the Prometheus text format: the tenant's operator, or the scrape token (METRICS_TOKEN) as bearer",
      },
      config: { access: access.anyone('credential') },
      onRequest: mayScrape,
    },
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics();
      reply.header('content-type', app.metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return reply.send(text);
    },
  );
};

export default prometheusRoutes;
