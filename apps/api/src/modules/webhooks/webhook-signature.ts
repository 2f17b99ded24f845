/**
 * The signatures every delivery carries (docs/adr/0062):
 * - Standard Webhooks (https://www.standardwebhooks.com): webhook-id, webhook-timestamp and webhook-signature
 *   ("v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>"), made with the standardwebhooks library's signer, so a
 *   receiver verifies with any Standard Webhooks library and the secret the console shows;
 * - Codex-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>, kept for one more release.
 * A receiver recomputes either over the raw body and refuses an old timestamp (replay).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const PREFIX = 'whsec_';

/**
 * A new webhook secret: whsec_ and 32 random bytes in standard base64, the form Standard Webhooks libraries take as it
 * is (secrets made before 2026-11 are base64url: the same key, see standardWebhooksKey).
 */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The key of the Standard Webhooks signature: the bytes the secret's base64 after whsec_ stands for. Node reads both
 * base64 alphabets, so a secret made before 2026-11 in base64url gives the same key as its standard-base64 spelling
 * (replace - by +, _ by /). A secret that is not whsec_ and base64 of at least 16 bytes (only hand-written ones) signs
 * with its own UTF-8 bytes (a receiver passes it with the library's { format: 'raw' }).
 */
export function standardWebhooksKey(secret: string): Uint8Array {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : '';
  if (/^[A-Za-z0-9+/_-]{22,}={0,2}$/.test(encoded)) return new Uint8Array(Buffer.from(encoded, 'base64'));
  return new Uint8Array(Buffer.from(secret, 'utf8'));
}

/**
 * The Standard Webhooks headers of one try of a delivery. The id is the delivery's (the same on every retry, so a
 * receiver drops a repeat); the timestamp is the try's.
 */
export function standardWebhooksHeaders(secret: string, deliveryId: string, timestamp: number, body: string) {
  const signer = new Webhook(standardWebhooksKey(secret), { format: 'raw' });
  return {
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signer.sign(deliveryId, new Date(timestamp * 1000), body),
  };
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
