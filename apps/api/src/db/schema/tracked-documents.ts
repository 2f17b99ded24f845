import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * A user's tracking of a document family (all versions of a document): the document page asks
 * by family, so one row per user and family. Untracking keeps the row with trackingFlag false,
 * so the same id answers when the user tracks again.
 */
export const trackedDocuments = pgTable(
  'tracked_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The document the user chose to track (shown on the tracker card). */
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    trackingFlag: boolean('tracking_flag').notNull().default(true),
    /**
     * The spec's "track work item flag": the user tracks this family as a work item (a draft in progress, tracked
     * from the Work Items panel) as well as, or instead of, as a document (docs/adr/0056).
     */
    workItem: boolean('work_item').notNull().default(false),
    /** When tracking last started: changes before it are not the user's news. */
    trackingSince: timestamp('tracking_since', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracked_documents_user_family').on(t.userId, t.family), index('tracked_documents_family_idx').on(t.family)],
);
