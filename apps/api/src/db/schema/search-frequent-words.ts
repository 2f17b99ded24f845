import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { publishers } from './publishers.js';

/**
 * The answer of a keyword search for one of the catalogue's most common words, per publisher, made by
 * the catalogue import: how many documents match, their refinement counts, and the best candidates in
 * ranking's cheap first order with the scores ranking gives them. A search for such a word (with any set of
 * publishers) merges these rows instead of reading every match. `generation` is the catalogue import that
 * made the row; rows of an older import are never used.
 */
export const searchFrequentWords = pgTable(
  'search_frequent_words',
  {
    word: text('word').notNull(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    documents: integer('documents').notNull(),
    /** Refinement counts of the matches: [{ family, key, name, count }]. */
    facets: jsonb('facets').notNull(),
    /** Best candidates: [id, titleHits, inactive, publishedDate, score, boosted] (boosted for the best CITED_RERANK by score). */
    candidates: jsonb('candidates').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.publisherId] })],
);
