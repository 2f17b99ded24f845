import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** A document a user marked as favorite. */
export const contentFavorites = pgTable(
  'content_favorites',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_favorites_user_document').on(t.userId, t.documentId), index('content_favorites_document_idx').on(t.documentId)],
);
