import { monitorEventLoopDelay } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECRET_CONFIG_PATHS, SECRET_KEYS } from '../../config.js';
import { LOG_LEVELS, loggerRegistry } from '../../lib/loggers.js';
import { routeLabel } from '../../plugins/metrics.js';
import { HttpMetrics } from './http-metrics.js';
import { SERVER_MANAGERS } from './management.policy.js';
import {
  AuditEvent,
  AuditsQuery,
  ConfigProps,
  Environment,
  LoggerLevelChange,
  LoggerParams,
  Loggers,
  Metrics,
  ThreadDump,
  ThreadDumpQuery,
} from './management.schema.js';
import { changeLoggerLevel, collectMetrics, listAudits, maskConfiguration, maskEnvironment, threadDump } from './management.service.js';

/**
 * The operator's management endpoints (health lives in ./health and stays public).
 * Wrapped with fastify-plugin so the request timing hook sees every route of the server.
 */
const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const http = new HttpMetrics();
  const eventLoopDelay = monitorEventLoopDelay({ resolution: 20 });
  eventLoopDelay.enable();
  app.addHook('onClose', async () => eventLoopDelay.disable());
  app.addHook('onResponse', async (request, reply) => {
    http.record(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime);
  });

  const loggers = loggerRegistry(app.log);

  const guarded = { config: { access: SERVER_MANAGERS } };
  const tags = ['management'];

  app.get(
    '/management/jhimetrics',
    { schema: { tags, summary: 'Request latencies, event loop, memory, CPU, database and caches of this process', response: { 200: Metrics } }, ...guarded },
    async () =>
      collectMetrics({
        http,
        eventLoopDelay,
        database: app.database,
        caches: { tenantDirectory: app.tenants.cacheStats, searchAnswers: app.searchAnswers.stats() },
      }),
  );

  app.get(
    '/management/threaddump',
    { schema: { tags, summary: "Node's diagnostic report of this process, environment left out", querystring: ThreadDumpQuery, response: { 200: ThreadDump } }, ...guarded },
    async (request, reply) => {
      const dump = threadDump(eventLoopDelay);
      if (request.query.download === '1' || request.query.download === 'true') {
        const stamp = dump.timestamp.replace(/[:.]/g, '-');
        reply.header('content-disposition', `attachment; filename="threaddump-${stamp}.json"`);
      }
      return dump;
    },
  );

  app.get(
    '/management/loggers',
    { schema: { tags, summary: 'Every named logger with its configured and effective level', response: { 200: Loggers } }, ...guarded },
    async () => ({ levels: [...LOG_LEVELS], loggers: loggers.describe() }),
  );

  app.post(
    '/management/loggers/:name',
    {
      schema: { tags, summary: "Changes a logger's level at once (null: back to root's)", params: LoggerParams, body: LoggerLevelChange, response: {} },
      ...guarded,
    },
    async (request, reply) => {
      const principal = request.principal!;
      await changeLoggerLevel(
        { db, tenantId: principal.tenantId, principal: principal.login!, requestId: String(request.id) },
        loggers,
        request.params.name,
        request.body.configuredLevel,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/management/configprops',
    { schema: { tags, summary: 'The parsed configuration, secrets masked', response: { 200: ConfigProps } }, ...guarded },
    async () => ({
      contexts: {
        codex: { beans: { config: { prefix: '', properties: maskConfiguration(app.config, SECRET_CONFIG_PATHS) as Record<string, unknown> } } },
      },
    }),
  );

  app.get(
    '/management/env',
    { schema: { tags, summary: 'The process environment, secrets masked', response: { 200: Environment } }, ...guarded },
    async () => {
      const env = maskEnvironment(process.env, SECRET_KEYS);
      return {
        activeProfiles: [app.config.env],
        propertySources: [{ name: 'process.env', properties: Object.fromEntries(Object.entries(env).map(([k, value]) => [k, { value }])) }],
      };
    },
  );

  app.get(
    '/management/audits',
    {
      schema: {
        tags,
        summary: "The audit trail of the caller's tenant (another's: platform operators); the total is in x-total-count",
        querystring: AuditsQuery,
        response: { 200: AuditEvent.array() },
      },
      ...guarded,
    },
    async (request, reply) => {
      const { page, size, sort, fromDate, toDate, type, principal, tenant: code } = request.query;
      const direction = sort.toLowerCase().endsWith(',asc') ? 'asc' : 'desc';
      const tenant = await app.tenantActedIn(request, code);
      const { total, events } = await listAudits(db, tenant.id, { page, size, direction, fromDate, toDate, type, principal });
      reply.header('x-total-count', String(total));
      return events;
    },
  );
};

export default fp(managementRoutes, { name: 'management', dependencies: ['db', 'tenant', 'auth'] });
