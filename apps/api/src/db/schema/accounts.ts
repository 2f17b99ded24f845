import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull(),
    /** COMPANY (institutional) or INDIVIDUAL. */
    accountType: text('account_type').notNull(),
    acronym: text('acronym'),
    customCollection: boolean('custom_collection').notNull().default(false),
    compassPointFlag: boolean('compass_point_flag').notNull().default(false),
    semanticSearchFlag: boolean('semantic_search_flag').notNull().default(false),
    /** Groups are on for the account (getGroupEnable); COMPANY users never get them. */
    groupFlag: boolean('group_flag').notNull().default(true),
    /** The session flag that lets the tenant's announcement banner show to the account's users (docs/adr/0049). */
    showBanner: boolean('show_banner').notNull().default(true),
    lcaAcceptedAt: timestamp('lca_accepted_at', { withTimezone: true }),
    lcaAcceptedBy: integer('lca_accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_tenant_number').on(t.tenantId, t.accountNumber)],
);

/** CIDR ranges that give a COMPANY session without sign-in. */
export const accountIpRanges = pgTable('account_ip_ranges', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cidr: text('cidr').notNull(),
});
