import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * The monthly roll-up of usage_counts (docs/adr/0034), kept by statement-level triggers on usage_counts
 * (migrations usage-rollup-triggers, then database-rollup-only): whoever writes or removes daily counts, the roll-up
 * follows in the same statement, so it always equals the daily detail. PR and DR read it instead of a year of daily
 * rows. No foreign keys: a tenant's or account's daily rows go by cascade, and the triggers take their sums out. The
 * title roll-ups are gone (docs/adr/0057): TR reads the daily item counts, as IR does.
 */

/** Per account, month, metric and database (publisher; 0 for Searches_Platform): PR and DR. */
export const usageCountsDatabaseMonthly = pgTable(
  'usage_counts_database_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    accountId: integer('account_id').notNull(),
    /** The first day of the month. */
    usageMonth: date('usage_month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    publisherId: integer('publisher_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'usage_counts_database_monthly_pk', columns: [t.tenantId, t.accountId, t.usageMonth, t.metric, t.publisherId] })],
);

/** Per account, month, metric and item (the document; daily counts of no item, searches, are not kept): TR and IR. */
export const usageCountsItemMonthly = pgTable(
  'usage_counts_item_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    accountId: integer('account_id').notNull(),
    /** The first day of the month. */
    usageMonth: date('usage_month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    publisherId: integer('publisher_id').notNull(),
    documentId: integer('document_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'usage_counts_item_monthly_pk', columns: [t.tenantId, t.accountId, t.usageMonth, t.metric, t.publisherId, t.documentId] })],
);
