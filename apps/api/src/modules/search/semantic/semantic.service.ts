import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { foldIn, termsFromTsvector, unit } from './lsi.js';
import { embedTexts, type EmbeddingsServer } from './embeddings-client.js';
import type { SemanticLog } from './semantic-model.js';
import { byStanding, STANDING_RERANK } from './standing.js';
import { currentIndex, type VectorIndex } from './vector-index.js';
import { nearest, withLexicalScores, SEMANTIC_MAX_RESULTS, SEMANTIC_MIN_SIMILARITY, type NearestOptions, type Neighbour } from './nearest.js';

/** The query's English stems, by the database's own parser so they match the documents' lexemes. */
async function queryTerms(db: Db, keywords: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ v: string }>(db, sql`select to_tsvector('english', ${keywords})::text as v`);
  const counts = termsFromTsvector(rows[0]?.v ?? '');
  // A query's words all count once, whatever label the parser gave them.
  for (const k of counts.keys()) counts.set(k, 1);
  return counts;
}

export interface SemanticQueryOptions {
  keywords: string;
  publisherIds: number[];
  /** How many ranked neighbours the caller needs (the end of the requested page). */
  needed: number;
  embeddings?: EmbeddingsServer | null;
  log?: SemanticLog;
  /** When every vector is scored and how many lists are read (nearest.ts); tests and benchmarks compare both ways. */
  scan?: NearestOptions;
}

/**
 * The documents nearest the query in meaning, best first, with how many are related at all (capped
 * at SEMANTIC_MAX_RESULTS). Uses the external embeddings model when one is configured and built,
 * the catalogue's LSI model otherwise (and when the server does not answer).
 */
export async function semanticNeighbours(db: Db, options: SemanticQueryOptions): Promise<{ neighbours: Neighbour[]; count: number; model: string | null }> {
  const allowed = new Set(options.publisherIds);
  const needed = Math.min(options.needed, SEMANTIC_MAX_RESULTS);
  // At least the neighbours re-ordered by standing, so every page comes from the same order.
  const limit = Math.min(Math.max(needed, STANDING_RERANK), SEMANTIC_MAX_RESULTS);
  const ranked = (index: VectorIndex, found: { neighbours: Neighbour[]; count: number }) => ({
    neighbours: byStanding(found.neighbours, index.documentIds, index.standing).slice(0, needed),
    count: Math.min(found.count, SEMANTIC_MAX_RESULTS),
    model: index.name,
  });
  const empty = { neighbours: [], count: 0, model: null };
  if (allowed.size === 0 || options.keywords === '*') return empty;
  if (options.embeddings) {
    const index = await currentIndex(db, 'external');
    if (index) {
      try {
        const [vector] = await embedTexts(options.embeddings, [options.keywords]);
        const query = unit(vector);
        if (query && query.length === index.dimensions) {
          return ranked(index, nearest(index, query, allowed, limit, SEMANTIC_MIN_SIMILARITY, null, options.scan));
        }
      } catch (error) {
        options.log?.warn(`semantic search: the embeddings server failed (${(error as Error).message}); answering with the catalogue's own model`);
      }
    }
  }
  const index = await currentIndex(db, 'lsi');
  if (!index?.lsi) return empty;
  const terms = await queryTerms(db, options.keywords);
  const query = foldIn(index.lsi, terms, index.lsi.termIndex);
  if (!query) return empty;
  const known = [...terms.keys()].flatMap((t) => index.lsi!.termIndex.get(t) ?? []);
  return ranked(index, withLexicalScores(index, known, (lexical) => nearest(index, query, allowed, limit, SEMANTIC_MIN_SIMILARITY, lexical, options.scan)));
}
