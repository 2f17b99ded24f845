import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** A named collection of documents an account's admin curates for the account's subscribers (docs/adr/0031). */
export const customCollections = pgTable(
  'custom_collections',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_collections_account_name').on(t.accountId, t.name), index('custom_collections_tenant_idx').on(t.tenantId)],
);

/** A document in a custom collection, with who added it and when. */
export const customCollectionItems = pgTable(
  'custom_collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => customCollections.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_collection_items_collection_document').on(t.collectionId, t.documentId), index('custom_collection_items_document_idx').on(t.documentId)],
);
