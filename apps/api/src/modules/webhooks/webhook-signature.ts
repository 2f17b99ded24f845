/**
 * The signature every delivery carries: Codex-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>.
 * A receiver recomputes it over the raw body and the t it was given, and refuses an old t (replay).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new webhook secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Codex-Signature header value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/** What an integrator does on their side: true when the header matches the body and is at most toleranceS old. */
export function verifySignature(secret: string, header: string, body: string, nowS = Math.floor(Date.now() / 1000), toleranceS = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(signatureOf(secret, t, body), 'hex'));
}
