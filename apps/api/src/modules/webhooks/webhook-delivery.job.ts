/**
 * The webhook.deliver job: POSTs one stored delivery to its webhook, signed (Standard Webhooks and Codex-Signature), with a timeout. A non-2xx answer or a
 * network error is logged and thrown, so the durable queue tries again after its backoff; the last try marks the
 * delivery failed. Each try is one row of the delivery log.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/index.js';
import { DeliveryFailed, postToReceiver, systemResolver, type ResolveHost } from './receiver-connection.js';
import { signatureHeader, standardWebhooksHeaders } from './webhook-signature.js';

export interface DeliveryOptions {
  timeoutMs: number;
  /** Refuses receivers on loopback, private and link-local addresses (docs/adr/0035). */
  blockPrivateAddresses: boolean;
  /** How receivers' names are resolved, once per try (the connection goes to what it answered); the system's by default. */
  resolveHost?: ResolveHost;
  userAgent?: string;
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
    // Standard Webhooks (docs/adr/0062), and the Codex-Signature of before, for one more release.
    ...standardWebhooksHeaders(delivery.secret, delivery.uuid, timestamp, delivery.body),
    'codex-signature': signatureHeader(delivery.secret, timestamp, delivery.body),
  };
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await postToReceiver(delivery.url, delivery.body, headers, { ...options, resolveHost: options.resolveHost ?? systemResolver });
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
