import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** The events an account can subscribe a webhook to (docs/adr/0035). */
export type WebhookEventType =
  | 'document.changed'
  | 'content.shared'
  | 'compassPoint.created'
  | 'compassPoint.edited'
  | 'compassPoint.deactivated'
  | 'compassPoint.carried'
  | 'webhook.test';

/** An account's receiver of signed event deliveries, registered in the console. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC-SHA256 key; shown to the account's admins, never in a delivery. */
    secret: text('secret').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_account_idx').on(t.tenantId, t.accountId)],
);

/** queued: waiting for its job; delivered: a 2xx answer; failed: out of attempts. */
export type WebhookDeliveryState = 'queued' | 'delivered' | 'failed';

/** One event to one webhook: the exact body signed, sent by one job (retried by the queue). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Codex-Delivery header and the body's id. */
    uuid: text('uuid').notNull(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_deliveries_uuid').on(t.uuid), index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);

/** The delivery log: one row per try (time, status code, duration, error). */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [uniqueIndex('webhook_delivery_attempts_try').on(t.deliveryId, t.attempt)],
);

/** A user's private Atom feed of tracked documents' changes: only the token's hash is kept. */
export const trackingFeedTokens = pgTable(
  'tracking_feed_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracking_feed_tokens_hash').on(t.tokenHash)],
);
