import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Monthly roll-ups of usage_counts (docs/adr/0034), kept by statement-level triggers on usage_counts
 * (migration usage-rollup-triggers): whoever writes or removes daily counts, the roll-ups follow in the same
 * statement, so they always equal the daily detail. Reports read these instead of a year of daily rows. No foreign
 * keys: a tenant's or account's daily rows go by cascade, and the triggers take their sums out of the roll-ups.
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

/**
 * Per account, month, metric and title (a standard's family, or doc:<id> for a document without one): TR without
 * the YOP attribute. Item metrics of all the title's editions are summed; Unique_Title metrics are the title's own.
 */
export const usageCountsTitleMonthly = pgTable(
  'usage_counts_title_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    accountId: integer('account_id').notNull(),
    usageMonth: date('usage_month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    titleKey: text('title_key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'usage_counts_title_monthly_pk', columns: [t.tenantId, t.accountId, t.usageMonth, t.metric, t.titleKey] })],
);

/**
 * Which editions of a title have counts in a month (and how many daily count rows name them): a TR names a title
 * after its newest edition with usage in the period.
 */
export const usageTitleEditionsMonthly = pgTable(
  'usage_title_editions_monthly',
  {
    tenantId: integer('tenant_id').notNull(),
    accountId: integer('account_id').notNull(),
    usageMonth: date('usage_month', { mode: 'string' }).notNull(),
    titleKey: text('title_key').notNull(),
    documentId: integer('document_id').notNull(),
    countRows: integer('count_rows').notNull(),
  },
  (t) => [primaryKey({ name: 'usage_title_editions_monthly_pk', columns: [t.tenantId, t.accountId, t.usageMonth, t.titleKey, t.documentId] })],
);
