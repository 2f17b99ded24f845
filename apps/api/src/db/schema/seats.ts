import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { subscriptions } from './subscriptions.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * A seat of a subscription with a seat limit, held by one reader (docs/adr/0065): one row per subscription and user,
 * however many of its documents the reader has open. The seat is held while `lastSeenAt` is within the tenant's idle
 * time; an older row is a seat already free, removed the next time anyone asks for one of that subscription.
 */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The document the reader opened last with this seat. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seats_subscription_user_unique').on(t.subscriptionId, t.userId), index('seats_user_idx').on(t.userId)],
);
