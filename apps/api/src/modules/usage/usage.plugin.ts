import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getLogger } from '../../lib/loggers.js';
import { AppError } from '../../lib/errors.js';
import { NOT_ENTITLED } from '../documents/index.js';
import { classifyRequest } from './recording/usage-classify.js';
import { createUsageRecorder, type UsageRecorder } from './recording/usage-recorder.js';
import { processUsage } from './counter/usage-processing.service.js';
import { usageProcessJob } from './counter/usage-process.job.js';


declare module 'fastify' {
  interface FastifyInstance {
    /** Batches usage events into usage_events (modules/usage). */
    usageRecorder: UsageRecorder;
  }
  interface FastifyRequest {
    /** Set when the request was refused because the account holds no licence (a COUNTER No_License). */
    usageRefusedForLicence?: boolean;
    /** Set by a search route: the databases (publisher ids) the search covered, for Searches_Regular. */
    usageSearchedPublisherIds?: number[];
  }
}

/** Who the session is for double-click filtering and unique counts, without keeping an address or a name. */
function sessionIdOf(request: FastifyRequest, userAgent: string): string | null {
  const principal = request.principal;
  if (principal?.sessionUid) return `oidc:${principal.sessionUid}`;
  if (principal?.userId) return null;
  return `ip:${createHash('sha256').update(`${request.ip}|${userAgent}`).digest('base64url').slice(0, 22)}`;
}

/**
 * Records every COUNTER activity of the content, metadata and search routes from a response hook (the routes
 * themselves are untouched) and runs COUNTER processing as a recurring job (docs/adr/0032).
 */
const usagePlugin: FastifyPluginAsync = async (app) => {
  const log = getLogger(app.log, 'usage');
  const recorder = createUsageRecorder(app.db, {
    flushMs: app.config.usage.flushMs,
    maxBatch: app.config.usage.flushEvents,
    onError: (err, lost) => log.error({ err, lost }, 'usage events could not be written'),
  });
  app.decorate('usageRecorder', recorder);

  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.code === 'forbidden' && error.message === NOT_ENTITLED) request.usageRefusedForLicence = true;
  });

  app.addHook('onResponse', async (request, reply) => {
    try {
      const principal = request.principal;
      if (!principal || principal.accountId === null) return;
      const usage = classifyRequest({
        method: request.method,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        query: request.query,
        params: request.params,
        body: request.body,
        range: request.headers.range,
        refusedForLicence: request.usageRefusedForLicence === true,
        searchedPublisherIds: request.usageSearchedPublisherIds,
      });
      if (!usage) return;
      const userAgent = request.headers['user-agent'] ?? '';
      recorder.record({
        tenantId: request.tenant.id,
        accountId: principal.accountId,
        userId: principal.userId,
        sessionId: sessionIdOf(request, userAgent),
        kind: usage.kind,
        format: usage.format,
        documentReference: usage.documentReference,
        searchedPublisherIds: usage.searchedPublisherIds,
        userAgent,
        occurredAt: new Date(),
      });
    } catch (err) {
      log.warn({ err }, 'usage event not recorded');
    }
  });

  app.addHook('preClose', async () => {
    await recorder.close();
  });

  usageProcessJob.every(app.config.usage.processingMs, async (_payload, { db }) => {
    await processUsage(db, { defaultRetentionDays: app.config.usage.retentionDays });
  });
};

export default fp(usagePlugin, { name: 'usage', dependencies: ['db', 'jobs'] });
