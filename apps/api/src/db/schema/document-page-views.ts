import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * Media and page-level use of a document that document_accesses does not cover: each page image the protected
 * viewer serves ('protected-page', with its page number) and each video played from the document page
 * ('video-play', with the video's hashed id). For usage reports.
 */
export const documentPageViews = pgTable(
  'document_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'protected-page' | 'video-play'>().notNull(),
    pageNumber: integer('page_number'),
    videoHashedId: text('video_hashed_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_page_views_document_idx').on(t.documentId, t.createdAt)],
);
