import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** open: the document page was opened (metadata), whether or not its content could be read; print: the reader printed it (the print allowance, docs/adr/0066). */
export type DocumentAccessKind = 'open' | 'view-pdf' | 'view-html' | 'download' | 'print' | 'view-redline' | 'download-redline';

/**
 * One row per view or download of a document's content: feeds "recently accessed" (by user)
 * and usage reports (by account). IP sessions have an account but no user.
 */
export const documentAccesses = pgTable(
  'document_accesses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentAccessKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_accesses_user_created_idx').on(t.userId, t.createdAt),
    index('document_accesses_account_created_idx').on(t.accountId, t.createdAt),
  ],
);
