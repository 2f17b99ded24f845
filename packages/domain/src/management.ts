import { z } from 'zod';

/*
 * Shapes of the operator's console calls under management/*: the audit trail, health, metrics, the thread dump,
 * loggers, configuration and environment. The server validates and serializes with these; the console reads them.
 */

// ------------------------------------------------------------------ audit trail

/** Audit event types the server records; the console offers them as the audit type filter. */
export const AUDIT_TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_OUT',
  'ACCOUNT_SWITCH',
  'LICENSE_ACCEPTED',
  'LOGGER_LEVEL_CHANGED',
  'TENANT_CONFIG_CHANGED',
  'SUBSCRIPTION_GRANTED',
  'SUBSCRIPTION_REVOKED',
  'SUBSCRIPTION_TERMS_CHANGED',
  'SEAT_ENDED',
  'AUTHORITY_CHANGED',
  'IP_RANGES_CHANGED',
  'GROUP_CREATED',
  'GROUP_UPDATED',
  'GROUP_RENAMED',
  'GROUP_MEMBERS_CHANGED',
  'GROUP_DOCUMENTS_CHANGED',
  'GROUP_DELETED',
  'GROUP_EMAILED',
  'CONTENT_SHARED',
  'NOTIFICATION_PREFERENCES_CHANGED',
  'MAIL_UNSUBSCRIBED',
] as const;
export const AuditType = z.enum(AUDIT_TYPES);
export type AuditType = z.infer<typeof AuditType>;

const Day = z.iso.date().describe('YYYY-MM-DD, a UTC day, inclusive');

/** GET management/audits?page&size&sort&fromDate&toDate&type&principal; total in x-total-count. */
/** Another tenant's code, which only a platform operator may name (management/audits, management/mail); unset: the request's tenant. */
export const TenantCodeQuery = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'Pattern')
  .optional()
  .describe("another tenant's code (platform operators only; anyone else gets 404)");

export const AuditsQuery = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z
      .string()
      .regex(/^(createdDate|timestamp|auditEventDate)(,(asc|desc))?$/i, 'Pattern')
      .default('createdDate,desc')
      .describe('createdDate,desc (newest first, the default) or createdDate,asc'),
    fromDate: Day.optional(),
    toDate: Day.optional(),
    type: z.string().max(64).optional().describe(`one of ${AUDIT_TYPES.join(', ')}, or a type recorded by a later feature`),
    principal: z.string().max(100).optional(),
    tenant: TenantCodeQuery,
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { message: 'DateRange', path: ['toDate'] });
export type AuditsQuery = z.input<typeof AuditsQuery>;

export const AuditEvent = z.object({
  id: z.number().int(),
  timestamp: z.string().describe('ISO 8601, UTC'),
  principal: z.string().describe("login of whoever acted; 'anonymousUser' for IP sessions"),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

// ------------------------------------------------------------------ health

/** UNKNOWN: the part is not set up in this installation (it does not make the whole DOWN). */
export const HEALTH_STATUSES = ['UP', 'DOWN', 'UNKNOWN'] as const;
export const HealthStatus = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof HealthStatus>;

export const HealthComponent = z.object({ status: HealthStatus, details: z.record(z.string(), z.unknown()).optional() });
export type HealthComponent = z.infer<typeof HealthComponent>;

/**
 * GET management/health: 200 when UP, 503 when DOWN, for anyone. The components (db, fileStore, mailTransport,
 * openIdProvider, diskSpace) with their details only for a signed-in OPERATOR of the host's tenant; everyone else
 * gets the status alone (Spring Boot's `show-details: when-authorized`).
 */
export const Health = z.object({
  status: z.enum(['UP', 'DOWN']),
  components: z.record(z.string(), HealthComponent).optional().describe("each part's status and details; only for the operator"),
});
export type Health = z.infer<typeof Health>;

// ------------------------------------------------------------------ metrics

const Milliseconds = z.number().describe('milliseconds');

export const LatencySummary = z.object({ count: z.number().int(), mean: Milliseconds, max: Milliseconds });

export const RouteLatency = z.object({
  method: z.string(),
  route: z.string().describe("the route pattern, e.g. /api/documents/:id; 'UNMATCHED' for requests no route matched"),
  status: z.number().int(),
  count: z.number().int(),
  mean: Milliseconds,
  p50: Milliseconds,
  p95: Milliseconds,
  p99: Milliseconds,
  max: Milliseconds,
});
export type RouteLatency = z.infer<typeof RouteLatency>;

export const EventLoop = z.object({
  delayMs: z
    .object({ min: z.number(), mean: z.number(), p50: z.number(), p95: z.number(), p99: z.number(), max: z.number(), samples: z.number().int() })
    .describe('event-loop delay sampled every 20 ms since start (perf_hooks.monitorEventLoopDelay)'),
  utilization: z.number().describe('share of time the loop was busy since start, 0 to 1'),
});

/**
 * GET management/jhimetrics: JHipster's metrics layout with Node's figures. `node` stands where
 * JHipster has `jvm`. Latencies are per route pattern, method and status since the server
 * started; percentiles come from a 1024-sample reservoir per series (exact below that).
 */
export const Metrics = z.object({
  timestamp: z.string(),
  node: z.object({
    version: z.string(),
    pid: z.number().int(),
    uptimeSeconds: z.number(),
    memory: z
      .object({ rss: z.number(), heapTotal: z.number(), heapUsed: z.number(), external: z.number(), arrayBuffers: z.number() })
      .describe('bytes (process.memoryUsage)'),
    eventLoop: EventLoop,
  }),
  processMetrics: z.object({
    cpu: z.object({
      userMs: z.number(),
      systemMs: z.number(),
      usageSinceStart: z.number().describe('CPU time over wall time since start; 1 = one core busy'),
      cores: z.number().int(),
      loadAverage: z.array(z.number()).describe('1, 5 and 15 minute load averages of the machine'),
    }),
  }),
  'http.server.requests': z.object({
    all: z.object({ count: z.number().int() }),
    percode: z.record(z.string(), LatencySummary).describe('by HTTP status'),
    routes: z.array(RouteLatency),
  }),
  databases: z.record(z.string(), z.union([z.string(), z.number()])).describe('driver, then the pool (total, idle, waiting) or the PGlite queue (queued)'),
  cache: z.record(z.string(), z.object({ hits: z.number().int(), misses: z.number().int(), hitRatio: z.number().nullable() })),
});
export type Metrics = z.infer<typeof Metrics>;

// ------------------------------------------------------------------ thread dump

/** GET management/threaddump?download=1 (attachment). */
export const ThreadDumpQuery = z.object({
  download: z.enum(['1', 'true', '0', 'false']).optional().describe('1 to receive the dump as a file to save'),
});

export const ThreadDump = z.object({
  timestamp: z.string(),
  summary: z.object({
    activeResources: z.record(z.string(), z.number().int()).describe('process.getActiveResourcesInfo() counted by kind'),
    activeHandles: z.record(z.string(), z.number().int()).describe('active libuv handles counted by type'),
    eventLoop: EventLoop,
  }),
  report: z
    .record(z.string(), z.unknown())
    .describe('process.report.getReport(): header, javascriptStack, nativeStack, javascriptHeap (heapSpaces), libuv, workers, resourceUsage; without environmentVariables'),
});
export type ThreadDump = z.infer<typeof ThreadDump>;

// ------------------------------------------------------------------ loggers

/** Spring/JHipster level names, as the console shows and sends them, most verbose last. */
export const LOG_LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
export const LogLevel = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof LogLevel>;

export const LoggerLevels = z.object({ configuredLevel: LogLevel.nullable(), effectiveLevel: LogLevel });
export type LoggerLevels = z.infer<typeof LoggerLevels>;

/** GET management/loggers. */
export const Loggers = z.object({ levels: z.array(LogLevel), loggers: z.record(z.string(), LoggerLevels) });
export type Loggers = z.infer<typeof Loggers>;

export const LoggerParams = z.object({ name: z.string().min(1).max(100) });

/** POST management/loggers/{name} -> 204. Unknown name or level: 400 with a field error (name / configuredLevel). */
export const LoggerLevelChange = z
  .object({ configuredLevel: LogLevel.nullable().describe('null gives the logger back to root (root to its start-up level)') })
  .strict();
export type LoggerLevelChange = z.infer<typeof LoggerLevelChange>;

// ------------------------------------------------------------------ configuration and environment

/** GET management/configprops: Spring's layout, one bean holding the parsed configuration with secrets masked. */
export const ConfigProps = z.object({
  contexts: z.record(
    z.string(),
    z.object({ beans: z.record(z.string(), z.object({ prefix: z.string(), properties: z.record(z.string(), z.unknown()) })) }),
  ),
});
export type ConfigProps = z.infer<typeof ConfigProps>;

/** GET management/env: Spring's layout; one property source, the process environment, secrets masked. */
export const Environment = z.object({
  activeProfiles: z.array(z.string()),
  propertySources: z.array(z.object({ name: z.string(), properties: z.record(z.string(), z.object({ value: z.string() })) })),
});
export type Environment = z.infer<typeof Environment>;

/** The text that stands for a secret in configprops and env. */
export const SECRET_MASK = '******';
