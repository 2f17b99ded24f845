import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
/** Smaller answers are sent as they are: gzip would not save a packet. */
const MIN_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (gzip or *, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * An onSend hook: COUNTER answers (JSON reports can be large) gzip-compressed for a client that accepts it, as
 * COUNTER recommends ("SUSHI servers SHOULD use HTTP Compression"). Node's own zlib: no dependency for one hook.
 */
export async function gzipCounterAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('vary', 'accept-encoding');
  if (reply.getHeader('content-encoding') || !acceptsGzip(request.headers['accept-encoding'])) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_BYTES) return payload;
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return gzipAsync(body);
}
