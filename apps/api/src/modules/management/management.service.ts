import os from 'node:os';
import { performance, type IntervalHistogram } from 'node:perf_hooks';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { LoggerRegistry, LogLevelName } from '../../lib/loggers.js';
import type { HttpMetrics } from './http-metrics.js';

// ---------------------------------------------------------------- masking

export const MASK = '******';
/** Names whose values are secrets wherever they appear (environment variables, configuration keys). */
const SECRET_NAME = /secret|password|passwd|token|key|credential/i;
/** scheme://user:password@host — the password part. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*:)([^\s@/?#]+)(@)/gi;

/** Replaces the password of every URL in the text: postgres://user:pass@host becomes postgres://user:******@host. */
export function maskUrlPasswords(text: string): string {
  return text.replace(URL_PASSWORD, `$1${MASK}$3`);
}

const isSecretName = (name: string, secretNames: readonly string[]) => secretNames.includes(name) || SECRET_NAME.test(name);

/** The environment with secret names masked and passwords taken out of URLs, sorted by name. */
export function maskEnvironment(env: NodeJS.ProcessEnv, secretNames: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.keys(env)
      .sort()
      .flatMap((name) => {
        const value = env[name];
        if (value === undefined) return [];
        return [[name, isSecretName(name, secretNames) ? MASK : maskUrlPasswords(value)]];
      }),
  );
}

/** A copy of a configuration object whose secret paths and secret-looking keys are masked. */
export function maskConfiguration(value: unknown, secretPaths: readonly string[], path = ''): unknown {
  if (Array.isArray(value)) return value.map((item, i) => maskConfiguration(item, secretPaths, `${path}.${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const innerPath = path ? `${path}.${key}` : key;
        const secret = secretPaths.includes(innerPath) || SECRET_NAME.test(key);
        return [key, secret && inner !== undefined && inner !== null ? MASK : maskConfiguration(inner, secretPaths, innerPath)];
      }),
    );
  }
  return typeof value === 'string' ? maskUrlPasswords(value) : value;
}

// ---------------------------------------------------------------- metrics

const NS_PER_MS = 1e6;
const ms = (ns: number) => Math.round((ns / NS_PER_MS) * 1000) / 1000;

/** Event-loop delay as sampled by monitorEventLoopDelay, in milliseconds, and the loop's utilization since start. */
export function eventLoopFigures(delay: IntervalHistogram) {
  const sampled = delay.count > 0;
  return {
    delayMs: {
      min: sampled ? ms(delay.min) : 0,
      mean: sampled ? ms(delay.mean) : 0,
      p50: sampled ? ms(delay.percentile(50)) : 0,
      p95: sampled ? ms(delay.percentile(95)) : 0,
      p99: sampled ? ms(delay.percentile(99)) : 0,
      max: sampled ? ms(delay.max) : 0,
      samples: delay.count,
    },
    utilization: Math.round(performance.eventLoopUtilization().utilization * 10_000) / 10_000,
  };
}

export interface MetricsSources {
  http: HttpMetrics;
  eventLoopDelay: IntervalHistogram;
  database: { driver: string; stats(): Record<string, number> };
  caches: Record<string, { hits: number; misses: number }>;
}

const hitRatio = ({ hits, misses }: { hits: number; misses: number }) => (hits + misses === 0 ? null : Math.round((hits / (hits + misses)) * 10_000) / 10_000);

/** Figures of this process at this moment (the schema in management.schema.ts describes each one). */
export function collectMetrics(sources: MetricsSources) {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const uptimeSeconds = process.uptime();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    timestamp: new Date().toISOString(),
    node: {
      version: process.version,
      pid: process.pid,
      uptimeSeconds: Math.round(uptimeSeconds * 1000) / 1000,
      memory: { rss: memory.rss, heapTotal: memory.heapTotal, heapUsed: memory.heapUsed, external: memory.external, arrayBuffers: memory.arrayBuffers },
      eventLoop: eventLoopFigures(sources.eventLoopDelay),
    },
    processMetrics: {
      cpu: {
        userMs: Math.round(cpu.user / 1000),
        systemMs: Math.round(cpu.system / 1000),
        /** Share of one core used since the process started. */
        usageSinceStart: uptimeSeconds > 0 ? Math.round((cpuMs / (uptimeSeconds * 1000)) * 10_000) / 10_000 : 0,
        cores: os.availableParallelism(),
        loadAverage: os.loadavg(),
      },
    },
    'http.server.requests': sources.http.snapshot(),
    databases: { driver: sources.database.driver, ...sources.database.stats() },
    cache: Object.fromEntries(Object.entries(sources.caches).map(([name, c]) => [name, { hits: c.hits, misses: c.misses, hitRatio: hitRatio(c) }])),
  };
}

// ---------------------------------------------------------------- thread dump

type Report = Record<string, unknown> & { header?: Record<string, unknown>; libuv?: { type?: string; is_active?: boolean }[] };

const countBy = (names: string[]) => names.reduce<Record<string, number>>((acc, n) => ((acc[n] = (acc[n] ?? 0) + 1), acc), {});

/**
 * Node's diagnostic report of this process with a summary in front. The environment is left out
 * (management/env shows it masked) and passwords in the command line are masked.
 */
export function threadDump(eventLoopDelay: IntervalHistogram) {
  const settings = process.report as typeof process.report & { excludeNetwork?: boolean };
  const excludeNetwork = settings.excludeNetwork;
  // Reverse DNS of every socket would make the report slow; the addresses are enough.
  settings.excludeNetwork = true;
  let report: Report;
  try {
    report = process.report.getReport() as Report;
  } finally {
    settings.excludeNetwork = excludeNetwork;
  }
  delete report.environmentVariables;
  if (report.header) {
    const header = report.header;
    if (Array.isArray(header.commandLine)) header.commandLine = header.commandLine.map((arg) => maskUrlPasswords(String(arg)));
  }
  const handles = report.libuv ?? [];
  return {
    timestamp: new Date().toISOString(),
    summary: {
      activeResources: countBy(process.getActiveResourcesInfo()),
      activeHandles: countBy(handles.filter((h) => h.is_active).map((h) => h.type ?? 'unknown')),
      eventLoop: eventLoopFigures(eventLoopDelay),
    },
    report,
  };
}

// ---------------------------------------------------------------- loggers

export interface ManagementContext {
  db: Db;
  tenantId: number;
  principal: string;
  requestId: string;
}

/** Changes a logger's level at once and records who did it. */
export async function changeLoggerLevel(context: ManagementContext, registry: LoggerRegistry, name: string, level: LogLevelName | null) {
  // A form field names the logger, so a wrong name is the caller's input error (400), like a wrong level.
  if (!registry.has(name)) throw AppError.validation([{ objectName: 'path', field: 'name', message: 'Unknown' }], `There is no logger named ${name}`);
  const before = registry.levelsOf(name);
  registry.setLevel(name, level);
  const after = registry.levelsOf(name);
  await recordAudit(context.db, {
    tenantId: context.tenantId,
    principal: context.principal,
    type: 'LOGGER_LEVEL_CHANGED',
    data: { logger: name, from: before.configuredLevel, to: after.configuredLevel, effectiveLevel: after.effectiveLevel },
    requestId: context.requestId,
  });
}

// ---------------------------------------------------------------- audits

export interface AuditQuery {
  page: number;
  size: number;
  direction: 'asc' | 'desc';
  /** Inclusive UTC days, YYYY-MM-DD. */
  fromDate?: string;
  toDate?: string;
  type?: string;
  principal?: string;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/** One page of a tenant's audit events and how many match in all. */
export async function listAudits(db: Db, tenantId: number, query: AuditQuery) {
  const conditions: SQL[] = [eq(auditEvents.tenantId, tenantId)];
  if (query.fromDate) conditions.push(gte(auditEvents.createdAt, startOfDay(query.fromDate)));
  if (query.toDate) conditions.push(lt(auditEvents.createdAt, dayAfter(query.toDate)));
  if (query.type) conditions.push(eq(auditEvents.type, query.type));
  if (query.principal) conditions.push(eq(auditEvents.principal, query.principal));
  const where = and(...conditions);
  const order = query.direction === 'asc' ? [asc(auditEvents.createdAt), asc(auditEvents.id)] : [desc(auditEvents.createdAt), desc(auditEvents.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    total,
    events: rows.map((r) => ({ id: r.id, timestamp: r.createdAt.toISOString(), principal: r.principal, type: r.type, data: r.data })),
  };
}
