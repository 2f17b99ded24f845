import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';

/** A rendition of a document (pdf, html) kept in the file store under storageKey. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    mediaType: text('media_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    pageCount: integer('page_count'),
    sourceHash: text('source_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_files_doc_kind').on(t.documentId, t.kind)],
);

/** Full text of a document, kept apart from the documents row so listing queries stay small. */
export const documentTexts = pgTable('document_texts', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  mediaType: text('media_type').notNull(),
  body: text('body').notNull(),
  sourceHash: text('source_hash').notNull(),
});
