import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** What a message is about; each kind has its own preference and unsubscribe link. */
export type NotificationKind = 'TRACKING' | 'SHARING' | 'GROUP_MESSAGES';
export type NotificationFrequency = 'IMMEDIATE' | 'DAILY' | 'WEEKLY' | 'OFF';
/** queued: not tried yet; retrying: a try failed and another is scheduled; sent; failed: gave up. */
export type MailState = 'queued' | 'retrying' | 'sent' | 'failed';

/**
 * The outbox: one row per message, written in the same transaction as the action that causes
 * it and sent by a mail.send job. The row keeps the message as it was rendered.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    /** TRACKING, SHARING, GROUP_MESSAGES, or DIGEST / COPY for what is not a single notice. */
    kind: text('kind').notNull(),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    state: text('state').$type<MailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The Message-ID the SMTP server accepted. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt), index('mail_messages_state_idx').on(t.state)],
);

/** A notice waiting for a user's daily or weekly digest. */
export const mailNotices = pgTable(
  'mail_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The digest message that carried it. */
    digestMessageId: bigint('digest_message_id', { mode: 'number' }).references(() => mailMessages.id, { onDelete: 'set null' }),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [index('mail_notices_pending_idx').on(t.userId, t.digestedAt)],
);

/** A user's choice per kind; a missing row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    frequency: text('frequency').$type<NotificationFrequency>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
