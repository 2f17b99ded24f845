import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { groups } from './groups.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** STANDARD: a standard shared with a user; PUBLICATION: any other publication (reports, books). */
export type ContentShareKind = 'STANDARD' | 'PUBLICATION';

/**
 * A document one user shared with another, directly or through a group (groupId names the
 * group; a share through a group is one row per member).
 */
export const contentShares = pgTable(
  'content_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContentShareKind>().notNull(),
    sharedByUserId: integer('shared_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedWithUserId: integer('shared_with_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_shares_with_user_idx').on(t.sharedWithUserId, t.kind, t.createdAt),
    index('content_shares_document_idx').on(t.documentId, t.sharedByUserId),
  ],
);
