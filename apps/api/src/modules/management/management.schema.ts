import { z } from 'zod';
import { LOG_LEVELS } from '../../lib/loggers.js';

const Milliseconds = z.number().describe('milliseconds');

const LatencySummary = z.object({
  count: z.number().int(),
  mean: Milliseconds,
  max: Milliseconds,
});

const RouteLatency = z.object({
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

const EventLoop = z.object({
  delayMs: z
    .object({ min: z.number(), mean: z.number(), p50: z.number(), p95: z.number(), p99: z.number(), max: z.number(), samples: z.number().int() })
    .describe('event-loop delay sampled every 20 ms since start (perf_hooks.monitorEventLoopDelay)'),
  utilization: z.number().describe('share of time the loop was busy since start, 0 to 1'),
});

/**
 * management/jhimetrics: JHipster's metrics layout with Node's figures. `node` stands where
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

export const LogLevel = z.enum(LOG_LEVELS);

const LoggerLevels = z.object({ configuredLevel: LogLevel.nullable(), effectiveLevel: LogLevel });

export const Loggers = z.object({
  levels: z.array(LogLevel),
  loggers: z.record(z.string(), LoggerLevels),
});

export const LoggerParams = z.object({ name: z.string().min(1).max(100) });

export const LoggerLevelChange = z.object({
  configuredLevel: LogLevel.nullable().describe('null gives the logger back to root (root to its start-up level)'),
});

/** management/configprops: Spring's layout, one bean holding the parsed configuration with secrets masked. */
export const ConfigProps = z.object({
  contexts: z.record(
    z.string(),
    z.object({ beans: z.record(z.string(), z.object({ prefix: z.string(), properties: z.record(z.string(), z.unknown()) })) }),
  ),
});

/** management/env: Spring's layout; one property source, the process environment, secrets masked. */
export const Environment = z.object({
  activeProfiles: z.array(z.string()),
  propertySources: z.array(z.object({ name: z.string(), properties: z.record(z.string(), z.object({ value: z.string() })) })),
});

const Day = z.iso.date().describe('YYYY-MM-DD, a UTC day, inclusive');

export const AuditsQuery = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z
      .string()
      .regex(/^(createdDate|timestamp)(,(asc|desc))?$/, 'Pattern')
      .default('createdDate,desc')
      .describe('createdDate,desc (newest first, the default) or createdDate,asc'),
    fromDate: Day.optional(),
    toDate: Day.optional(),
    type: z.string().max(100).optional(),
    principal: z.string().max(100).optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { message: 'DateRange', path: ['toDate'] });

export const AuditEvent = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  principal: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
