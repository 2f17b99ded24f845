import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './api-package.js';
import { isValidRange, parseAddress } from './lib/ip-ranges.js';

/** The repository: the API package is apps/api in it. */
const repoRoot = path.resolve(API_ROOT, '../..');

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address groups, accepted in a TRUST_PROXY list as Fastify accepts them. */
const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: true/false, or a comma-separated list of the proxies' addresses or CIDR ranges
 * (e.g. 127.0.0.1,::1 or 10.0.0.0/8), whose X-Forwarded-For Fastify then honours.
 */
const trustProxy = z.string().transform((raw, ctx): boolean | string[] => {
  const flag = boolish.safeParse(raw.trim().toLowerCase());
  if (flag.success) return flag.data;
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const invalid = entries.filter((e) => !PROXY_ADDRESS_NAMES.includes(e) && parseAddress(e) === null && !isValidRange(e));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false or a comma-separated list of addresses or CIDR ranges (e.g. 127.0.0.1,::1)${invalid.length ? `; not understood: ${invalid.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

const hostMap = z.string().transform((raw, ctx) => {
  try {
    const parsed = JSON.parse(raw) as unknown;
    const result = z.record(z.string(), z.string()).safeParse(parsed);
    if (result.success) return result.data;
  } catch {
    /* reported below */
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object of host name to tenant code, e.g. {"docs.example.org":"keystone"}' });
  return z.NEVER;
});

/** A limit against abuse (docs/adr/0043): how many in its window; empty means the default, 0 means no limit. */
const abuseLimit = (fallback: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1_000_000).default(fallback));

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A file that receives every log line as well as stdout (appended; the folder is created). */
  LOG_FILE: z
    .string()
    .max(1024)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  CATALOG_DIR: z.string().default(path.join(repoRoot, 'apps/api/catalog')),
  CATALOG_IMPORT_ON_START: boolish.default(true),
  CATALOG_RENDITIONS: z.enum(['all', 'none']).default('all'),
  COMPARE_MAX_TEXT_CHARS: z.coerce.number().int().min(1_000).max(50_000_000).default(1_600_000),
  // Empty means unset (the default), not 0: turning the cache off takes a 0 written out.
  SEARCH_CACHE_MB: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).max(4096).default(64)),
  TENANT_HOSTS: hostMap.optional(),
  DEFAULT_TENANT: z.string().default('keystone'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_CLIENT_ID: z.string().default('codex-web'),
  OIDC_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Whether every answer names the process that made it (x-codex-process: host/pid); off, it tells outsiders nothing. */
  PROCESS_HEADER: boolish.default(false),
  STATIC_DIR_READER: z.string().default(path.join(repoRoot, 'apps/reader/dist')),
  STATIC_DIR_CONSOLE: z.string().default(path.join(repoRoot, 'apps/console/dist')),
  EMBEDDINGS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  EMBEDDINGS_API_KEY: z.string().optional(),
  /** Background work: whether this process claims jobs, how many at once, how often it looks. */
  JOBS_WORKER: boolish.default(true),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How long a claimed job stays this process's without a heartbeat; a dead process's jobs run again after it. */
  JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  /** Webhook deliveries: how long a receiver may take to answer, and whether receivers on private addresses are refused. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_BLOCK_PRIVATE_ADDRESSES: boolish.default(false),
  /** Where renditions and cached redlines live: local (DATA_DIR/files) or s3 (an S3-compatible service, shared by every process). */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// address, e.g. http://minio:9000')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
  /** redis:// of a Redis server that keeps the rate limits' counters, shared by every process; unset: each process counts alone. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Platform operators: OPERATORs who act in every tenant (another tenant's configuration, mail and audits), as
   * comma-separated tenant:login pairs (e.g. keystone:operator); unset: every operator acts in their own tenant only.
   */
  PLATFORM_OPERATORS: z
    .string()
    .regex(/^\s*([a-z0-9-]+:[^\s,:]+)(\s*,\s*[a-z0-9-]+:[^\s,:]+)*\s*$/, 'must be comma-separated tenant:login pairs, e.g. keystone:operator')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of the rate limits' keys in Redis, so several installations (or test servers) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dots, hyphens or underscores')
    .default('codex-rate-limit:'),
  /** Limits against abuse (docs/adr/0043), each per person (or per account) and window; 0 turns one off. */
  LIMIT_SHARES_PER_USER_HOUR: abuseLimit(50),
  LIMIT_SHARES_PER_ACCOUNT_DAY: abuseLimit(500),
  LIMIT_GROUP_MAILS_PER_USER_HOUR: abuseLimit(20),
  LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY: abuseLimit(200),
  LIMIT_USER_SEARCHES_PER_USER_MINUTE: abuseLimit(60),
  LIMIT_SEARCHES_PER_USER_SECOND: abuseLimit(25),
  LIMIT_FULL_TEXT_PER_USER_HOUR: abuseLimit(300),
  /** How often a process asks whether another one changed what it keeps in memory (the catalogue generation); 0: never. */
  CHANGES_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** smtp:// or smtps:// of the mail server; unset: an embedded catcher keeps every message under DATA_DIR/mail-catcher. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Codex <no-reply@codex.local>'),
  /**
   * `embedded` asks for the embedded catcher in production, where it is otherwise refused (mail kept on this machine,
   * never delivered, must not happen by accident); in development and tests it is what an unset SMTP_URL gives anyway.
   */
  MAIL_CATCHER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['embedded'], { message: 'must be embedded (or unset)' }).optional()),
  /** The embedded catcher's SMTP port when SMTP_URL is unset (0: any free port). */
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Signs unsubscribe links; unset: a random secret kept in DATA_DIR/mail-secret (set it when several processes serve). */
  MAIL_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The hour (UTC) daily and weekly (Mondays) digests go out. */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  /** Usage statistics (modules/usage): raw events kept this many days unless the tenant says otherwise. */
  USAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3660).default(790),
  /** Recorded usage events wait in memory at most this long, or until this many wait, before one insert. */
  USAGE_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  // Small batches: on the embedded database an insert runs in the server's thread, and 500 rows held every request behind
  // it for long enough to set the metadata route's p99 (docs/benchmarks.md, "Metadata route written once").
  USAGE_FLUSH_EVENTS: z.coerce.number().int().min(1).max(10_000).default(150),
  /** How often the COUNTER processing job turns new raw events into counts. */
  USAGE_PROCESSING_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  /** A bearer token that lets a Prometheus scraper read /management/prometheus without signing in; unset: operators only. */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const CheckedConfigSchema = ConfigSchema.superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.SMTP_URL && !c.MAIL_CATCHER) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'is required when NODE_ENV is production (the mail server, smtp:// or smtps://); to keep every message in the embedded catcher instead, set MAIL_CATCHER=embedded',
    });
  }
  if (c.SMTP_URL && c.MAIL_CATCHER) ctx.addIssue({ code: 'custom', path: ['MAIL_CATCHER'], message: 'embedded and SMTP_URL exclude each other: mail goes to one of them' });
  if (c.FILE_STORE === 's3' && !c.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when FILE_STORE is s3' });
  if (c.FILE_STORE === 's3' && Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment once; a wrong value stops start-up with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = CheckedConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    publicUrl,
    logLevel: c.LOG_LEVEL,
    logFile: c.LOG_FILE ? path.resolve(c.LOG_FILE) : null,
    dataDir: path.resolve(c.DATA_DIR),
    database: c.DATABASE_URL
      ? ({ driver: 'postgres', url: c.DATABASE_URL, poolSize: c.DATABASE_POOL_SIZE } as const)
      : ({ driver: 'pglite', dir: path.join(path.resolve(c.DATA_DIR), 'pglite') } as const),
    filesDir: path.join(path.resolve(c.DATA_DIR), 'files'),
    /** The file store: the local folder above, or an S3-compatible bucket every process shares. */
    fileStore:
      c.FILE_STORE === 's3'
        ? ({
            kind: 's3',
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET!,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
          } as const)
        : ({ kind: 'local', dir: path.join(path.resolve(c.DATA_DIR), 'files') } as const),
    /** Rate-limit counters in Redis when set (shared by every process), else in each process's memory. */
    redisUrl: c.REDIS_URL ?? null,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    /** Limits against abuse (docs/adr/0043): how many per window; 0 is no limit. A tenant may set its own full-text limit. */
    abuseLimits: {
      shares: { perUserHour: c.LIMIT_SHARES_PER_USER_HOUR, perAccountDay: c.LIMIT_SHARES_PER_ACCOUNT_DAY },
      groupMails: { perUserHour: c.LIMIT_GROUP_MAILS_PER_USER_HOUR, perAccountDay: c.LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY },
      userSearches: { perUserMinute: c.LIMIT_USER_SEARCHES_PER_USER_MINUTE },
      searches: { perUserSecond: c.LIMIT_SEARCHES_PER_USER_SECOND },
      fullText: { perUserHour: c.LIMIT_FULL_TEXT_PER_USER_HOUR },
    },
    catalogue: { dir: c.CATALOG_DIR, importOnStart: c.CATALOG_IMPORT_ON_START, renditions: c.CATALOG_RENDITIONS },
    compare: { maxTextChars: c.COMPARE_MAX_TEXT_CHARS },
    /** Memory for search and refinement-count answers (0: every search goes to the database). */
    search: { cacheBytes: Math.round(c.SEARCH_CACHE_MB * 1024 * 1024) },
    tenants: { hosts: c.TENANT_HOSTS ?? {}, defaultTenant: c.DEFAULT_TENANT },
    oidc: {
      externalIssuer: c.OIDC_ISSUER,
      issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: c.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: c.OIDC_CLIENT_ID,
      cookieSecret: c.OIDC_COOKIE_SECRET,
    },
    trustProxy: c.TRUST_PROXY,
    /** tenant:login of every platform operator (docs/adr/0042). */
    platformOperators: (c.PLATFORM_OPERATORS ?? '').split(',').map((pair) => pair.trim()).filter(Boolean),
    /** x-codex-process on every answer (scripts/two-processes.sh turns it on to see which process answered). */
    processHeader: c.PROCESS_HEADER,
    changes: { pollMs: c.CHANGES_POLL_MS },
    jobs: { worker: c.JOBS_WORKER, concurrency: c.JOBS_CONCURRENCY, pollMs: c.JOBS_POLL_MS, leaseMs: c.JOBS_LEASE_MS },
    mail: {
      smtpUrl: c.SMTP_URL ?? null,
      from: c.MAIL_FROM,
      catcherPort: c.MAIL_CATCHER_PORT,
      catcherDir: path.join(path.resolve(c.DATA_DIR), 'mail-catcher'),
      secret: c.MAIL_SECRET ?? null,
      digestHourUtc: c.DIGEST_HOUR_UTC,
    },
    webhooks: { timeoutMs: c.WEBHOOK_TIMEOUT_MS, blockPrivateAddresses: c.WEBHOOK_BLOCK_PRIVATE_ADDRESSES },
    usage: { retentionDays: c.USAGE_RETENTION_DAYS, flushMs: c.USAGE_FLUSH_MS, flushEvents: c.USAGE_FLUSH_EVENTS, processingMs: c.USAGE_PROCESSING_MS },
    staticDirs: { reader: c.STATIC_DIR_READER, console: c.STATIC_DIR_CONSOLE },
    /** The scrape token of /management/prometheus (docs/adr/0062); null: only a signed-in operator reads the metrics. */
    metrics: { token: c.METRICS_TOKEN ?? null },
    /** Semantic search always has the catalogue's own model; an OpenAI-compatible embeddings server is optional. */
    semantic: {
      embeddings: c.EMBEDDINGS_URL ? { url: c.EMBEDDINGS_URL, model: c.EMBEDDINGS_MODEL, apiKey: c.EMBEDDINGS_API_KEY ?? null } : null,
    },
  };
}

export class ConfigError extends Error {}

/** Names of configuration values that must never be shown in full. */
export const SECRET_KEYS = ['DATABASE_URL', 'OIDC_COOKIE_SECRET', 'EMBEDDINGS_API_KEY', 'SMTP_URL', 'MAIL_SECRET', 'S3_SECRET_ACCESS_KEY', 'REDIS_URL', 'METRICS_TOKEN'];
/** Where the SECRET_KEYS land in the parsed configuration (management/configprops masks them). */
export const SECRET_CONFIG_PATHS = ['database.url', 'oidc.cookieSecret', 'semantic.embeddings.apiKey', 'mail.smtpUrl', 'mail.secret', 'fileStore.secretAccessKey', 'redisUrl', 'metrics.token'];
