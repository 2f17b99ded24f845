import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the catalogue's titles, abstracts and keywords (unstemmed, lower case) with the
 * number of documents using it: the dictionary a misspelled query word is corrected against by
 * trigram similarity (pg_trgm) when the full-text match finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
