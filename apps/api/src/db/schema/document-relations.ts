import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';

/**
 * A directed link between catalogue documents: obsoletes, updates, supersedes,
 * references_normative, references_informative. relatedDocumentId is null when the
 * target is not in the catalogue (old RFCs cite IEN or NIC documents).
 */
export const documentRelations = pgTable(
  'document_relations',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    relationType: text('relation_type').notNull(),
    relatedSourceId: text('related_source_id').notNull(),
    relatedDocumentId: integer('related_document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_relations_unique').on(t.documentId, t.relationType, t.relatedSourceId),
    index('document_relations_related_idx').on(t.relatedDocumentId),
  ],
);
