import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a harvester keeps being told about documents that left the catalogue (OAI-PMH `deletedRecord` persistent,
 * docs/adr/0064): one row per deleted document, written by a trigger on `documents` whoever deletes it, and removed
 * again when a document with the same content code comes back.
 */
export const oaiDeletedRecords = pgTable(
  'oai_deleted_records',
  {
    /** The id the document had: deleted records keep their place in a harvest's order (ids are never reused). */
    documentId: integer('document_id').primaryKey(),
    contentCode: text('content_code').notNull().unique(),
    publisherCode: text('publisher_code').notNull(),
    category: text('category'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oai_deleted_records_deleted_at_idx').on(t.deletedAt)],
);
