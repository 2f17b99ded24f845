import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { entitlements, users } from './users.js';

export const authorities = pgTable('authorities', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

/**
 * Authorities a user holds across their tenant, whatever account they act for: only OPERATOR, the
 * tenant's operator (docs/adr/0042). The account roles are in membership_authorities.
 */
export const userAuthorities = pgTable(
  'user_authorities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorityName: text('authority_name')
      .notNull()
      .references(() => authorities.name),
  },
  (t) => [primaryKey({ columns: [t.userId, t.authorityName] })],
);

/**
 * Authorities a user holds in one account they are entitled to (ADMIN, CP_ADMIN, REPORT_VIEW): they take
 * effect only while the session acts for that account, and go with the membership (entitlement).
 */
export const membershipAuthorities = pgTable(
  'membership_authorities',
  {
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    authorityName: text('authority_name')
      .notNull()
      .references(() => authorities.name),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId, t.authorityName] }),
    foreignKey({ columns: [t.userId, t.accountId], foreignColumns: [entitlements.userId, entitlements.accountId], name: 'membership_authorities_membership_fk' }).onDelete('cascade'),
    index('membership_authorities_account_idx').on(t.accountId),
  ],
);
