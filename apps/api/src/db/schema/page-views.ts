import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/**
 * Views of the reader's pages, counted per tenant, page type (the spec's page-type names) and day (docs/adr/0049).
 * Counts only: who viewed what stays out of this table, so it can be kept as long as the operator wants the figures.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    viewDay: date('view_day', { mode: 'string' }).notNull(),
    pageType: text('page_type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_view_counts_pk', columns: [t.tenantId, t.viewDay, t.pageType] })],
);
