import { bigint, bigserial, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** What a usage event records (docs/adr/0032): the COUNTER activity a request was, before any filtering. */
export type UsageEventKind = 'search' | 'investigation' | 'request' | 'no_license' | 'limit_exceeded';
/** The format of a request or refusal: the same item as PDF and HTML is two URLs but one unique item. */
/** `page`: a page of the protected viewer (one request per document and session, docs/adr/0047). */
export type UsageFormat = 'pdf' | 'html' | 'download' | 'metadata' | 'search' | 'page';

/**
 * Raw usage: one row per counted request, written in batches by the usage recorder and kept for the tenant's
 * retention period. Processing (modules/usage) turns them into usage_counts; reports never read this table.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'oidc:<session uid>' for a signed-in session, 'ip:<hash of address and user agent>' for IP access. */
    sessionId: text('session_id'),
    /** The document (item); null for a search. No foreign key: raw events outlive a catalogue change. */
    documentId: integer('document_id'),
    kind: text('kind').$type<UsageEventKind>().notNull(),
    format: text('format').$type<UsageFormat>().notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** For a search: the databases (publisher ids) it covered; null for other events and for searches recorded before. */
    searchedPublisherIds: integer('searched_publisher_ids').array(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('usage_events_tenant_occurred_idx').on(t.tenantId, t.occurredAt)],
);

/**
 * COUNTER metric counts after processing: one row per day, account, item (or none for platform searches),
 * database (publisher) and metric; reports sum these rows. No title metrics: every item is a Standard, for which COUNTER
 * forbids Unique_Title_* (docs/adr/0047, 0057).
 */
export const usageCounts = pgTable(
  'usage_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    /** 0 for a platform-level count (Searches_Platform). */
    publisherId: integer('publisher_id').notNull(),
    /** 0 for a count that belongs to no item (searches). */
    documentId: integer('document_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'usage_counts_pk', columns: [t.tenantId, t.usageDate, t.accountId, t.metric, t.publisherId, t.documentId] }),
    index('usage_counts_account_date_idx').on(t.accountId, t.usageDate),
  ],
);

/** Per tenant: the last raw event id processing has seen (the watermark of incremental processing). */
export const usageProcessing = pgTable('usage_processing', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** COUNTER API keys of an account: only a SHA-256 of the key is kept; the key itself is shown once. */
export const usageApiKeys = pgTable(
  'usage_api_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The first characters of the key, so an admin can tell keys apart. */
    prefix: text('prefix').notNull(),
    label: text('label').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When a COUNTER API call last used the key (kept to the minute, so calls do not each write). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('usage_api_keys_hash_idx').on(t.keyHash), index('usage_api_keys_account_idx').on(t.accountId)],
);
