import pino, { type DestinationStream, type Logger } from 'pino';

export interface RootLoggerOptions {
  level: string;
  /** Also write every line to this file (LOG_FILE); null: stdout only. */
  file: string | null;
  /** Where stdout lines go; tests pass a stream of their own. */
  stdout?: DestinationStream;
}

/**
 * The server's root logger. Lines are written synchronously, so start-up progress reaches a pipe
 * as it happens and a line is in LOG_FILE by the time the request that logged it has answered.
 * Each destination accepts every level: the named loggers' own levels decide what is written.
 */
export function createRootLogger({ level, file, stdout }: RootLoggerOptions): Logger {
  const console = stdout ?? pino.destination({ dest: 1, sync: true });
  if (!file) return pino({ level }, console);
  const streams = [
    { level: 'trace' as const, stream: console },
    { level: 'trace' as const, stream: pino.destination({ dest: file, sync: true, mkdir: true, append: true }) },
  ];
  return pino({ level }, pino.multistream(streams));
}
