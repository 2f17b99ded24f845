import type { FastifyBaseLogger } from 'fastify';
import { LOG_LEVELS, type LogLevel } from '@codex/domain';

/** The server's named loggers, listed by management/loggers even before they first write. */
export const LOGGER_NAMES = ['root', 'http', 'auth', 'oidc', 'search', 'catalog', 'documents', 'tenants', 'admin', 'management'] as const;

/** Spring/JHipster level names (defined in @codex/domain, shared with the console), most verbose last. */
export { LOG_LEVELS };
export type LogLevelName = LogLevel;

const TO_PINO: Record<LogLevelName, string> = {
  OFF: 'silent',
  FATAL: 'fatal',
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
  DEBUG: 'debug',
  TRACE: 'trace',
};
const FROM_PINO: Record<string, LogLevelName> = Object.fromEntries(Object.entries(TO_PINO).map(([name, pino]) => [pino, name as LogLevelName]));

export const toPinoLevel = (level: LogLevelName): string => TO_PINO[level];
export const fromPinoLevel = (level: string): LogLevelName => FROM_PINO[level] ?? 'INFO';

export interface LoggerLevels {
  /** Set through management/loggers; null while the logger follows root (or, for root, its start-up level). */
  configuredLevel: LogLevelName | null;
  effectiveLevel: LogLevelName;
}

/**
 * Named child loggers of one root logger. Each name is one pino child (bound with `logger: name`)
 * whose level can change at run time; a logger without a level of its own follows root.
 */
export class LoggerRegistry {
  private readonly loggers = new Map<string, FastifyBaseLogger>();
  private readonly configured = new Map<string, LogLevelName>();
  private readonly startLevel: string;

  constructor(private readonly root: FastifyBaseLogger) {
    this.startLevel = root.level;
    this.loggers.set('root', root);
    for (const name of LOGGER_NAMES) this.get(name);
  }

  /** The logger registered under name, created (following root) on first use. */
  get(name: string): FastifyBaseLogger {
    let logger = this.loggers.get(name);
    if (!logger) {
      logger = this.root.child({ logger: name });
      logger.level = this.root.level;
      this.loggers.set(name, logger);
    }
    return logger;
  }

  has(name: string): boolean {
    return this.loggers.has(name);
  }

  /** Sets a logger's level at once; null gives it back to root (root goes back to its start-up level). */
  setLevel(name: string, level: LogLevelName | null): void {
    const logger = this.loggers.get(name);
    if (!logger) throw new Error(`no logger named ${name}`);
    if (level === null) this.configured.delete(name);
    else this.configured.set(name, level);
    if (name === 'root') {
      this.root.level = level === null ? this.startLevel : toPinoLevel(level);
      for (const [childName, child] of this.loggers) {
        if (childName !== 'root' && !this.configured.has(childName)) child.level = this.root.level;
      }
    } else {
      logger.level = level === null ? this.root.level : toPinoLevel(level);
    }
  }

  levelsOf(name: string): LoggerLevels {
    const logger = this.loggers.get(name);
    if (!logger) throw new Error(`no logger named ${name}`);
    return { configuredLevel: this.configured.get(name) ?? null, effectiveLevel: fromPinoLevel(logger.level) };
  }

  /** Every logger by name, root first. */
  describe(): Record<string, LoggerLevels> {
    const names = [...this.loggers.keys()].sort((a, b) => (a === 'root' ? -1 : b === 'root' ? 1 : a.localeCompare(b)));
    return Object.fromEntries(names.map((name) => [name, this.levelsOf(name)]));
  }
}

const registries = new WeakMap<FastifyBaseLogger, LoggerRegistry>();

/** The registry of named loggers under this root logger (one per app). */
export function loggerRegistry(root: FastifyBaseLogger): LoggerRegistry {
  let registry = registries.get(root);
  if (!registry) {
    registry = new LoggerRegistry(root);
    registries.set(root, registry);
  }
  return registry;
}

/** The child logger registered under name; its level follows POST management/loggers/{name}. */
export function getLogger(root: FastifyBaseLogger, name: string): FastifyBaseLogger {
  return loggerRegistry(root).get(name);
}
