/**
 * The webhook.deliver job: POSTs one stored delivery to its webhook, signed, with a timeout. A non-2xx answer or a
 * network error is logged and thrown, so the durable queue tries again after its backoff; the last try marks the
 * delivery failed. Each try is one row of the delivery log.
 */
import { lookup } from 'node:dns/promises';
import { and, eq, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/index.js';
import { signatureHeader } from './webhook-signature.js';

export interface DeliveryOptions {
  timeoutMs: number;
  /** Refuses receivers on loopback, private and link-local addresses (docs/adr/0035). */
  blockPrivateAddresses: boolean;
  userAgent?: string;
}

/** Why a try failed, as the delivery log shows it. */
class DeliveryFailed extends Error {}

async function refusePrivate(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    const parsed = ipaddr.process(address);
    if (parsed.range() !== 'unicast') throw new DeliveryFailed(`Refused: ${host} is a ${parsed.range()} address`);
  }
}

/** One try: answers the status code, throws DeliveryFailed with a short reason otherwise. */
async function post(url: string, body: string, headers: Record<string, string>, options: DeliveryOptions): Promise<number> {
  const target = new URL(url);
  if (options.blockPrivateAddresses) await refusePrivate(target);
  try {
    const response = await fetch(target, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new DeliveryFailed(`Timed out after ${options.timeoutMs} ms`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    throw new DeliveryFailed(cause.slice(0, 500));
  }
}

/** Delivers one delivery once; answers what the log recorded. */
export async function attemptDelivery(db: Db, deliveryId: number, attempt: number, lastAttempt: boolean, options: DeliveryOptions) {
  const [delivery] = await db
    .select({ id: webhookDeliveries.id, uuid: webhookDeliveries.uuid, body: webhookDeliveries.body, state: webhookDeliveries.state, eventType: webhookDeliveries.eventType, url: webhooks.url, secret: webhooks.secret })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Deleted with its webhook, or already answered (a job claimed again after a lost lease): nothing to send.
  if (!delivery || delivery.state !== 'queued') return null;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': options.userAgent ?? 'Codex-Webhooks/1',
    'codex-event': delivery.eventType,
    'codex-delivery': delivery.uuid,
    'codex-signature': signatureHeader(delivery.secret, timestamp, delivery.body),
  };
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await post(delivery.url, delivery.body, headers, options);
    if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const durationMs = Date.now() - started;
  const state = error === null ? 'delivered' : lastAttempt ? 'failed' : 'queued';
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values({ deliveryId, attempt, statusCode, durationMs, error }).onConflictDoNothing();
    if (state !== 'queued') {
      await tx
        .update(webhookDeliveries)
        .set({ state, finishedAt: sql`now()` })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, 'queued')));
    }
  });
  return { statusCode, error, state, durationMs };
}

export function webhookDeliveryHandler(options: DeliveryOptions): JobHandler {
  return async (payload, { db, job }) => {
    const result = await attemptDelivery(db, Number(payload.deliveryId), job.attempts, job.attempts >= job.maxAttempts, options);
    if (result && result.error !== null) throw new DeliveryFailed(result.error);
  };
}
