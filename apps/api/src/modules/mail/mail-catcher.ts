/**
 * The embedded catcher: an SMTP server that keeps every message it receives, parsed, as one JSON
 * file under its folder (DATA_DIR/mail-catcher). The server starts it when SMTP_URL is unset; tests
 * run one of their own and point SMTP_URL at it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

export interface CaughtMessage {
  id: string;
  receivedAt: string;
  /** The SMTP envelope's recipients (what the catcher was asked to deliver to). */
  envelopeTo: string[];
  messageId: string | null;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailCatcher {
  port: number;
  dir: string;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  return [value ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? '').filter(Boolean));
}

function headerValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    const v = value as { text?: string; value?: unknown };
    if (typeof v.text === 'string') return v.text;
    if (typeof v.value === 'string') return v.value;
    return JSON.stringify(value);
  }
  return String(value);
}

/** Starts the catcher on host:port (0: a free port) writing into dir. */
export async function startMailCatcher(options: {
  port: number;
  dir: string;
  host?: string;
  /** Waits this long before accepting each message, as a slow mail server would (tests and benchmarks). */
  delayMs?: number;
}): Promise<MailCatcher> {
  fs.mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const receivedAt = new Date();
          const id = `${receivedAt.getTime().toString().padStart(15, '0')}-${randomUUID().slice(0, 8)}`;
          const headers: Record<string, string> = {};
          // The raw header lines, unfolded: mailparser's structured map folds List-* headers into one 'list' entry.
          for (const { key, line } of parsed.headerLines) {
            const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
            headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
          }
          for (const [key, value] of parsed.headers) if (!(key in headers)) headers[key] = headerValue(value);
          const message: CaughtMessage = {
            id,
            receivedAt: receivedAt.toISOString(),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            messageId: parsed.messageId ?? null,
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            cc: addresses(parsed.cc),
            replyTo: addresses(parsed.replyTo)[0] ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          };
          const file = path.join(options.dir, `${id}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
          fs.renameSync(`${file}.tmp`, file);
          if (options.delayMs) setTimeout(() => callback(), options.delayMs);
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {
    /* a client's broken connection is not the catcher's failure */
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { port, dir: options.dir, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The caught messages that pass the filter (all without one), newest first, a page at a time. */
export function listCaughtMessages(dir: string, page: number, size: number, keep?: (message: CaughtMessage) => boolean): { total: number; messages: CaughtMessage[] } {
  let files: string[] = [];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return { total: 0, messages: [] };
  }
  files.sort().reverse();
  const read = (f: string): CaughtMessage[] => {
    try {
      return [JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CaughtMessage];
    } catch {
      return [];
    }
  };
  if (!keep) return { total: files.length, messages: files.slice(page * size, page * size + size).flatMap(read) };
  const kept = files.flatMap(read).filter(keep);
  return { total: kept.length, messages: kept.slice(page * size, page * size + size) };
}
