import { customType, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: the model's float arrays and the documents' quantized vectors are stored as they are held in memory. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A semantic model built from the catalogue at import: 'lsi' (TF-IDF + truncated SVD, always built)
 * or 'external' (vectors from an OpenAI-compatible embeddings server, when one is configured).
 */
export const semanticModels = pgTable('semantic_models', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** 'lsi-160', or the external server's model name. */
  name: text('name').notNull(),
  dimensions: integer('dimensions').notNull(),
  documents: integer('documents').notNull(),
  /** LSI only: the vocabulary (lexemes), their idf (float32) and the terms x dimensions projection (float32). */
  terms: jsonb('terms').$type<string[]>(),
  idf: bytea('idf'),
  projection: bytea('projection'),
  stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Documents' unit vectors of a model, quantized to int8, in chunks so a million documents load in a few reads. */
export const semanticVectors = pgTable(
  'semantic_vectors',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => semanticModels.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    /** int32 document ids, then int32 publisher ids of the same documents. */
    documentIds: bytea('document_ids').notNull(),
    publisherIds: bytea('publisher_ids').notNull(),
    /** documents x dimensions int8, each a unit vector times 127. */
    vectors: bytea('vectors').notNull(),
    /**
     * LSI only: each document's vocabulary terms for the lexical half of the score, as int32 offsets
     * (documents + 1), int32 term numbers and float32 weighted counts.
     */
    termOffsets: bytea('term_offsets'),
    termIds: bytea('term_ids'),
    termCounts: bytea('term_counts'),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.chunk] })],
);

/**
 * A model's inverted lists (docs/adr/0037): the k-means centroids (lists x dimensions float32), where each list starts
 * (int32, lists + 1) and the index rows of each list in turn (int32, one per document, in the model's vector order).
 * Built with the model, so a start reads them instead of building them again.
 */
export const semanticVectorLists = pgTable('semantic_vector_lists', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => semanticModels.id, { onDelete: 'cascade' }),
  centroids: bytea('centroids').notNull(),
  starts: bytea('starts').notNull(),
  rows: bytea('rows').notNull(),
  stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
});
