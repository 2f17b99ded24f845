import { boolean, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * One day of a subscription's seats: the most held at once and the openings refused, kept as they happen for the
 * account admin's 90-day chart (a seat row itself is gone once freed).
 */
export const seatDays = pgTable(
  'seat_days',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    peak: integer('peak').notNull().default(0),
    refusals: integer('refusals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.day] })],
);

/** A reader refused a seat who asked to be told when one of the subscription's seats frees (once; then the row goes). */
export const seatWatchers = pgTable(
  'seat_watchers',
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
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    mail: boolean('mail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seat_watchers_subscription_user_unique').on(t.subscriptionId, t.userId)],
);
