import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { tenants } from './tenants.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    login: text('login').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Subject at an external issuer, when users sign in elsewhere. */
    externalSubject: text('external_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    userType: text('user_type').notNull(),
    langKey: text('lang_key').notNull().default('en'),
    drmView: boolean('drm_view').notNull().default(false),
    activated: boolean('activated').notNull().default(true),
    companyName: text('company_name'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    mobile: text('mobile'),
    selectedAccountId: integer('selected_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_tenant_login').on(t.tenantId, t.login), index('users_external_subject').on(t.externalSubject)],
);

/** The accounts a user is entitled to act for (the session's cgEntitlements). */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
