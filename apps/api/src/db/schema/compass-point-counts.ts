import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many compass points each creator has in an account, by status: the lists' totals without counting rows.
 * A trigger on compass_points keeps it (migration 0011, docs/adr/0030); no foreign keys, so an account's or user's
 * cascade delete never waits on it. The account's total is the sum over its creators.
 */
export const compassPointCounts = pgTable(
  'compass_point_counts',
  {
    accountId: integer('account_id').notNull(),
    createdById: integer('created_by').notNull(),
    /** ACTIVE or INACTIVE. */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.createdById, t.status] })],
);
