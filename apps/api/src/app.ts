import { randomUUID } from 'node:crypto';
import os from 'node:os';
import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPath } from './api-package.js';
import type { Config } from './config.js';
import { migrationsApplied, type Database } from './db/client.js';
import { LocalFileStore, type FileStore } from './lib/file-store.js';
import { AppError } from './lib/errors.js';
import { publishChange, startChangeFeed, type ChangeFeed } from './lib/change-feed.js';
import { CACHE_CHANGE_TOPIC, shareInvalidations } from './lib/cache/index.js';
import { getLogger } from './lib/loggers.js';
import { createRootLogger } from './lib/root-logger.js';
import errorHandler, { sendProblem } from './plugins/error-handler.js';
import dbPlugin from './plugins/db.js';
import unstorableText from './plugins/unstorable-text.js';
import requestContext, { requestIdFrom } from './plugins/request-context.js';
import hotCachePlugin from './plugins/hot-cache.js';
import tenantPlugin from './plugins/tenant.js';
import authPlugin from './plugins/auth.js';
import accessPlugin from './plugins/access.js';
import abuseLimits from './plugins/abuse-limits.js';
import openapi from './plugins/openapi.js';
import staticApps from './plugins/static-apps.js';
import securityHeaders from './plugins/security-headers.js';
import metricsPlugin from './plugins/metrics.js';
import { diskSpaceCheck, healthRoutes, mailTransportCheck, type HealthCheck } from './modules/management/index.js';
import { managementRoutes, prometheusRoutes } from './modules/management/index.js';
import { createSearchAnswers, expireSearchIndexChecks, searchIndexesLoaded, searchRoutes, stopCachingQueries, type SearchAnswers } from './modules/search/index.js';
import { catalogueGeneration, catalogueState } from './modules/catalogue/index.js';
import { tenantRoutes } from './modules/tenants/index.js';
import { tenantSettingsRoutes } from './modules/tenants/index.js';
import { accountAdminRoutes, accountSeatsRoutes } from './modules/account-admin/index.js';
import { groupsAdminRoutes } from './modules/groups/index.js';
import { customCollectionsRoutes } from './modules/custom-collections/index.js';
import { webhooksRoutes, type ResolveHost } from './modules/webhooks/index.js';
import { trackingFeedRoutes } from './modules/tracking/index.js';
import { contentRoutes, documentRoutes, licenceRoutes, protectedRoutes, relatedRoutes } from './modules/documents/index.js';
import { semanticRoutes } from './modules/search/index.js';
import { oidcRoutes } from './modules/oidc/index.js';
import { sessionRoutes } from './modules/session/index.js';
import { subscriptionRoutes } from './modules/subscriptions/index.js';
import { trackingRoutes } from './modules/tracking/index.js';
import { cachedContentFavoriteOf, favoritesRoutes } from './modules/favorites/index.js';
import { homeRoutes } from './modules/home/index.js';
import { metaDataRoutes } from './modules/help/index.js';
import { myAccountRoutes } from './modules/my-account/index.js';
import { resolverRoutes } from './modules/documents/index.js';
import { tutorialRoutes } from './modules/help/index.js';
import { marcRoutes } from './modules/documents/index.js';
import { oaiRoutes } from './modules/oai/index.js';
import { dashboardRoutes } from './modules/dashboards/index.js';
import { helpRoutes } from './modules/help/index.js';
import { compareRoutes } from './modules/documents/index.js';
import { citationRoutes } from './modules/documents/index.js';
import { mediaRoutes } from './modules/documents/index.js';
import { groupsRoutes } from './modules/groups/index.js';
import { userDirectoryRoutes } from './modules/groups/index.js';
import { contentSharingRoutes } from './modules/groups/index.js';
import { cachedCompassPointFlagsForViewer, compassPointContext, compassPointRoutes, compassPointsOfDocument } from './modules/compass-points/index.js';
import { userNoteRoutes } from './modules/compass-points/index.js';
import { compassPointReportRoutes } from './modules/compass-points/index.js';
import { compassPointCarryRoutes } from './modules/compass-points/index.js';
import { compassPointAnnotationRoutes } from './modules/compass-points/index.js';
import { jobsPlugin } from './modules/jobs/index.js';
import { mailPlugin } from './modules/mail/index.js';
import { counterApiRoutes, usageApiKeyRoutes, usageDashboardRoutes, usagePlugin, usageProcessingRoutes, pageViewRoutes } from './modules/usage/index.js';

/** This machine and process: the x-codex-process header (PROCESS_HEADER) and the sender of cache invalidations. */
const PROCESS_NAME = `${os.hostname()}/${process.pid}`;

const BRANDING_DIR = apiPath('assets', 'branding');

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    fileStore: FileStore;
    /** Search and count answers kept in memory until the catalogue changes (modules/search). */
    searchAnswers: SearchAnswers;
    /** Changes other processes made that this one keeps something in memory about (lib/change-feed.ts, docs/adr/0038). */
    changes: ChangeFeed;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  fileStore?: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** How webhook deliveries resolve receivers' names; the system resolver when left out (tests hand in their own). */
  resolveWebhookHost?: ResolveHost;
}

/** Builds the whole server without listening; tests call it and use app.inject(). */
export async function buildApp({ config, database, fileStore, logger, resolveWebhookHost }: BuildAppOptions) {
  const app = Fastify({
    // Written synchronously to stdout and LOG_FILE (see createRootLogger).
    ...(logger !== undefined ? { logger } : { loggerInstance: createRootLogger({ level: config.logLevel, file: config.logFile }) }),
    // Request logs go through the 'http' named logger, so management/loggers can turn them up or down.
    childLoggerFactory: (logger, bindings, options) => getLogger(logger, 'http').child(bindings, options),
    genReqId: (req) => requestIdFrom(req.headers.requestid, randomUUID),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // The router's own refusals answer with the error model too: a path whose %-escapes are not UTF-8 text (among
    // them half a surrogate pair, %ED%A0%80, docs/adr/0040) and a path segment over maxParamLength (400, not 414).
    frameworkErrors: (error, request, reply) =>
      sendProblem(
        request,
        reply,
        AppError.badRequest('error.http.400', error.code === 'FST_ERR_BAD_URL' ? 'The path is not UTF-8 text once its %-escapes are decoded' : error.message),
      ),
  }).withTypeProvider<ZodTypeProvider>();

  // Which server process answered, when PROCESS_HEADER asks for it: what shows a proxy spreading requests over
  // several, and otherwise a host name and process id outsiders have no use for.
  if (config.processHeader) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-codex-process', PROCESS_NAME);
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('fileStore', fileStore ?? new LocalFileStore(config.filesDir));
  app.decorate('healthChecks', {
    db: async () => {
      const started = performance.now();
      await database.ping();
      return { status: 'UP', details: { driver: database.driver, latencyMs: Math.round(performance.now() - started) } };
    },
    fileStore: () => app.fileStore.health(),
    mailTransport: mailTransportCheck,
    diskSpace: diskSpaceCheck(config.dataDir),
  });
  // Before this process gets traffic (management/health/readiness, docs/adr/0062); a catalogue import in progress is DOWN.
  app.decorate('readinessChecks', {
    database: async () => {
      await database.ping();
      return true;
    },
    migrations: () => migrationsApplied(database.db),
    catalogue: async () => (await catalogueState(database.db)).completed,
    searchIndexes: () => searchIndexesLoaded(database.db),
  });

  // Before every other hook: each answer, a refusal included, carries the browser security headers (docs/adr/0045).
  await app.register(securityHeaders, { config });
  await app.register(errorHandler);
  // First of the request hooks: text PostgreSQL cannot store (NUL, half a surrogate pair) is refused before the tenant,
  // sign-in or any route reads the request.
  await app.register(unstorableText);
  await app.register(dbPlugin, { database });
  // Before the routes: its request hook times every route (plugins/metrics.ts, docs/adr/0062).
  await app.register(metricsPlugin);
  const searchAnswers = createSearchAnswers(database.db, { maxBytes: config.search.cacheBytes });
  if (config.search.cacheBytes === 0) stopCachingQueries(database.db);
  app.decorate('searchAnswers', searchAnswers);
  app.addHook('onClose', async () => searchAnswers.close());
  const changes = await startChangeFeed({
    listen: database.listen,
    watches: [{ topic: 'catalogue', version: () => catalogueGeneration(database.db) }],
    pollMs: config.changes.pollMs,
    log: app.log,
  });
  app.decorate('changes', changes);
  app.addHook('onClose', async () => changes.close());
  // A completed import here or in another process: answers and indexes of the older catalogue go at once.
  changes.on('catalogue', async () => {
    expireSearchIndexChecks(database.db);
    await searchAnswers.refresh();
  });
  await app.register(requestContext);
  await app.register(hotCachePlugin);
  // What one process invalidates, every other process drops too (docs/adr/0038).
  const stopSharing = shareInvalidations(app.hotCache, changes, {
    publish: (detail) => publishChange(database.db, CACHE_CHANGE_TOPIC, detail),
    self: PROCESS_NAME,
    log: app.log,
  });
  app.addHook('onClose', async () => stopSharing());
  await app.register(tenantPlugin, { config });
  await app.register(authPlugin, { config });
  // Before every route: each declares who may call it, checked before its body is read (docs/adr/0042).
  await app.register(accessPlugin, { config });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(rateLimit, { global: false, ...(await rateLimitStore(config, app)) });
  // Before the routes: it gives the routes of its table their limits as they are registered (docs/adr/0043).
  await app.register(abuseLimits);
  await app.register(openapi);
  await app.register(jobsPlugin);
  // Before the routes: its hooks record the usage of the routes registered after it.
  await app.register(usagePlugin);

  await app.register(healthRoutes);
  await app.register(managementRoutes);
  await app.register(prometheusRoutes);
  await app.register(tenantRoutes);
  await app.register(tenantSettingsRoutes);
  await app.register(accountAdminRoutes);
  await app.register(accountSeatsRoutes);
  await app.register(groupsAdminRoutes);
  await app.register(customCollectionsRoutes);
  await app.register(webhooksRoutes, { resolveHost: resolveWebhookHost });
  await app.register(trackingFeedRoutes);
  await app.register(documentRoutes, {
    contentFavoriteOf: cachedContentFavoriteOf(app.hotCache),
    compassPointFlagsOf: cachedCompassPointFlagsForViewer(app.hotCache),
  });
  await app.register(searchRoutes);
  await app.register(semanticRoutes);
  // The download with compass points highlights the account's active ones (compass-points depends on documents).
  await app.register(contentRoutes, {
    compassPointsOf: async (request, contentCode) =>
      compassPointsOfDocument(await compassPointContext(app.db, request.principal!, request.tenant.config, String(request.id)), contentCode),
  });
  await app.register(oidcRoutes);
  app.healthChecks.openIdProvider = openIdProviderCheck(app);
  await app.register(sessionRoutes);
  await app.register(subscriptionRoutes);
  await app.register(trackingRoutes);
  await app.register(favoritesRoutes);
  await app.register(homeRoutes);
  await app.register(metaDataRoutes);
  await app.register(myAccountRoutes);
  await app.register(resolverRoutes);
  await app.register(tutorialRoutes);
  await app.register(marcRoutes);
  await app.register(oaiRoutes);
  await app.register(dashboardRoutes);
  await app.register(helpRoutes);
  await app.register(compareRoutes);
  await app.register(citationRoutes);
  await app.register(relatedRoutes);
  await app.register(mediaRoutes);
  await app.register(protectedRoutes);
  await app.register(licenceRoutes);
  await app.register(mailPlugin);
  await app.register(groupsRoutes);
  await app.register(userDirectoryRoutes);
  await app.register(contentSharingRoutes);
  await app.register(compassPointRoutes);
  await app.register(compassPointCarryRoutes);
  await app.register(compassPointAnnotationRoutes);
  await app.register(userNoteRoutes);
  await app.register(compassPointReportRoutes);
  await app.register(counterApiRoutes);
  await app.register(usageApiKeyRoutes);
  await app.register(usageDashboardRoutes);
  await app.register(usageProcessingRoutes);
  await app.register(pageViewRoutes);

  await app.register(staticApps, { readerDir: config.staticDirs.reader, consoleDir: config.staticDirs.console, brandingDir: BRANDING_DIR });
  app.setNotFoundHandler((request, reply) => {
    if (app.serveAppShell(request, reply)) return reply;
    return sendProblem(request, reply, AppError.notFound(`${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * With REDIS_URL, the rate limits count in Redis, across every process (docs/adr/0038); without, in this process.
 * Redis being unreachable lets requests through rather than refusing everyone.
 */
async function rateLimitStore({ redisUrl, redisKeyPrefix }: Config, app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown }) {
  if (!redisUrl) return {};
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => {
    /* ioredis reconnects by itself; the requests meanwhile skip the limit (skipOnError) */
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: redisKeyPrefix, skipOnError: true };
}

/** The issuer must publish its discovery document and keys: ours through the app itself, an external one over HTTP. */
function openIdProviderCheck(app: { config: Config; inject: (o: { url: string }) => Promise<{ statusCode: number; json(): unknown }> }): HealthCheck {
  return async () => {
    const { issuer, externalIssuer } = app.config.oidc;
    const discoveryPath = '/.well-known/openid-configuration';
    if (externalIssuer) {
      const res = await fetch(`${externalIssuer.replace(/\/$/, '')}${discoveryPath}`, { signal: AbortSignal.timeout(2500) });
      return { status: res.ok ? 'UP' : 'DOWN', details: { issuer, external: true, httpStatus: res.status } };
    }
    const res = await app.inject({ url: `/oidc${discoveryPath}` });
    const doc = res.json() as { issuer?: string; jwks_uri?: string };
    const ok = res.statusCode === 200 && doc.issuer === issuer;
    return { status: ok ? 'UP' : 'DOWN', details: { issuer, external: false, jwksUri: doc.jwks_uri ?? null } };
  };
}
