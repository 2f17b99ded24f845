/**
 * The outbox side of webhooks: the modules that make events call emitWebhookEvents inside their own transaction;
 * it writes one delivery per subscribed active webhook and one job per delivery, so a rolled-back write sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { WebhookEventName } from '@codex/domain';
import { accounts, tenants, webhookDeliveries, webhooks, type WebhookEventType } from '../../db/schema/index.js';
import { defineJob, type DbOrTx } from '../jobs/index.js';

/** Delivers one webhook delivery row (webhook-delivery.ts), retried by the queue. */
export const webhookDeliverJob = defineJob<{ deliveryId: number }>('webhook.deliver');
/** Tries per delivery (the queue's backoff doubles from the worker's base between them). */
export const WEBHOOK_MAX_ATTEMPTS = 8;

/** One thing that happened to one account; data holds only what the account may see. */
export interface WebhookEvent {
  tenantId: number;
  accountId: number;
  type: WebhookEventName | 'webhook.test';
  data: Record<string, unknown>;
  occurredAt?: Date;
  /** Only this webhook (the console's test delivery), whatever its events. */
  webhookId?: number;
}

/** Writes the deliveries of these events and queues them; answers how many deliveries were written. */
export async function emitWebhookEvents(db: DbOrTx, events: WebhookEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const accountIds = [...new Set(events.map((e) => e.accountId))];
  const hooks = await db
    .select({
      id: webhooks.id,
      accountId: webhooks.accountId,
      tenantId: webhooks.tenantId,
      events: webhooks.events,
      active: webhooks.active,
      accountName: accounts.name,
      accountNumber: accounts.accountNumber,
      tenantCode: tenants.code,
    })
    .from(webhooks)
    .innerJoin(accounts, eq(accounts.id, webhooks.accountId))
    .innerJoin(tenants, eq(tenants.id, webhooks.tenantId))
    .where(inArray(webhooks.accountId, accountIds));
  const rows: { uuid: string; webhookId: number; eventType: WebhookEventType; body: string }[] = [];
  for (const event of events) {
    for (const hook of hooks) {
      if (hook.accountId !== event.accountId || hook.tenantId !== event.tenantId) continue;
      if (event.webhookId !== undefined ? hook.id !== event.webhookId : !hook.active || !hook.events.includes(event.type)) continue;
      const uuid = randomUUID();
      const body = JSON.stringify({
        id: uuid,
        type: event.type,
        occurredAt: (event.occurredAt ?? new Date()).toISOString(),
        tenant: { code: hook.tenantCode },
        account: { id: hook.accountId, number: hook.accountNumber, name: hook.accountName },
        data: event.data,
      });
      rows.push({ uuid, webhookId: hook.id, eventType: event.type, body });
    }
  }
  if (rows.length === 0) return 0;
  const written = await db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
  await webhookDeliverJob.enqueueMany(
    db,
    written.map((w) => ({ deliveryId: w.id })),
    { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
  );
  return rows.length;
}
