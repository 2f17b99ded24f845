/** The management endpoints' shapes live in @codex/domain (admin.ts), shared with the console. */
export {
  AuditEvent,
  AuditsQuery,
  ConfigProps,
  Environment,
  LoggerLevelChange,
  LoggerParams,
  Loggers,
  LogLevel,
  Metrics,
  ThreadDump,
  ThreadDumpQuery,
} from '@codex/domain';
