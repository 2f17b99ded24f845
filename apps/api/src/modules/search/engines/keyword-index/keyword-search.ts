import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, type Db } from '../../../../db/client.js';
import type { SearchPaging, SearchScope } from '../../search-scope.js';
import type { SearchDocument } from '../../search.schema.js';
import { cachesQueries } from '../answers/search-caches.js';
import { countsFromRows, type FacetRow } from '../facet-rows.js';
import { designationCandidateSql, designationQuery, designationScoreSql } from '../sql/designation-sql.js';
import { MATCH_CAP, queryScope } from '../sql/match-sql.js';
import { RANK_CANDIDATES, tsQuerySql } from '../sql/ranking-sql.js';
import { searchDocumentsByIds, type Found } from '../sql/search-results.js';
import { readyKeywordIndex } from './current-index.js';
import { facetRows } from './facet-counts.js';
import { rankCandidates } from './index-ranking.js';
import { catalogueOrder, cheapestFirst, titleOrder } from './index-order.js';
import { knownFacts, positionOf, versionsAt, type KeywordIndex } from './keyword-index.js';
import { matchQuery, plainWordsQuery } from './query-matching.js';
import { allPositions, filterScope } from './scope-filter.js';
import { union } from './sorted-sets.js';
import { EMPTY_QUERY, parseTsQuery, phraseUnderNot, type TsQuery } from './tsquery.js';

interface IndexMatches {
  index: KeywordIndex;
  /** Positions of the documents the search returns, ascending. */
  positions: Int32Array;
  /** Designation scores above 0 of matching positions. */
  designationScores: Map<number, number>;
  /** Whether there are words to rank by ('*' lists the catalogue). */
  ranked: boolean;
  /** The words as a tsquery. */
  query: TsQuery | typeof EMPTY_QUERY;
}

const readTsQuery = async (db: Db, keywords: string) =>
  (await queryRows<{ q: string }>(db, sql`select websearch_to_tsquery('english', ${keywords})::text as q`))[0]?.q ?? '';

/** Typed words read as tsqueries lately: the reading depends on the words alone, and a page's calls share it. */
const tsQueries = new LRUCache<string, string, Db>({ max: 2_000, fetchMethod: (keywords, _stale, { context: db }) => readTsQuery(db, keywords) });

/** Readings under way, shared by the calls of one page that arrive together (kept only while they run). */
const readingNow = new Map<string, Promise<string>>();

/** Typed words as PostgreSQL's websearch_to_tsquery reads them, printed. */
async function tsQueryText(db: Db, keywords: string): Promise<string> {
  if (cachesQueries(db)) return (await tsQueries.fetch(keywords, { context: db }))!;
  let reading = readingNow.get(keywords);
  if (!reading) {
    reading = readTsQuery(db, keywords).finally(() => readingNow.delete(keywords));
    readingNow.set(keywords, reading);
  }
  return reading;
}

/**
 * The matches of a keyword or all-content search from the in-memory keyword index, or null when the index is not
 * built yet or the query needs positions it does not hold (a quoted phrase): the database answers those.
 * The same documents as matchSql finds, without its cap: designation matches are still asked of the database.
 */
async function indexMatches(db: Db, scope: SearchScope): Promise<IndexMatches | null> {
  if (scope.searchField === 'D') return null;
  const index = await readyKeywordIndex(db);
  if (!index) return null;
  if (scope.keywords === '*') return { index, positions: filterScope(index, allPositions(index), scope), designationScores: new Map(), ranked: false, query: EMPTY_QUERY };
  const query = plainWordsQuery(index, scope.keywords) ?? parseTsQuery(await tsQueryText(db, scope.keywords));
  if (query === null || (query !== EMPTY_QUERY && !index.places && phraseUnderNot(query))) return null;
  const matched = matchQuery(index, query);
  let positions = matched.positions;
  if (!matched.exact) {
    // Documents with the phrase's words: the database says which hold them as a phrase, while they are few.
    if (positions.length > MATCH_CAP) return null;
    const ids = `{${[...positions].map((p) => index.documentIds[p]).join(',')}}`;
    const rows = await queryRows<{ id: number }>(db, sql`select d.id from documents d where d.id = any(${ids}::int[]) and d.search_vector @@ ${tsQuerySql(scope.keywords)}`);
    positions = Int32Array.from(rows, (r) => positionOf(index.documentIds, r.id)).sort();
  }
  const designationScores = new Map<number, number>();
  const designation = /\d/.test(scope.keywords) ? designationQuery(scope.keywords) : null;
  if (designation) {
    const rows = await queryScope<{ id: number; dscore: number }>(
      db,
      scope,
      sql`select d.id, ${designationScoreSql(designation)} as dscore from documents d where ${designationCandidateSql(designation)}`,
    );
    const extra: number[] = [];
    for (const row of rows) {
      const p = positionOf(index.documentIds, row.id);
      if (p < 0 || row.dscore <= 0) continue;
      designationScores.set(p, row.dscore);
      extra.push(p);
    }
    if (extra.length > 0) positions = union(positions, Int32Array.from(extra).sort());
  }
  return { index, positions: filterScope(index, positions, scope), designationScores, ranked: true, query };
}

/** Search results of index positions, in order: from the index when it keeps them, else read by id. */
async function resultsOf(db: Db, index: KeywordIndex, positions: number[]): Promise<SearchDocument[]> {
  if (!index.results) return searchDocumentsByIds(db, positions.map((p) => index.documentIds[p]), knownFacts(index));
  return positions.map((p) => {
    const publisher = index.publishers[index.publisher[p]];
    return { ...index.results![p], publisherName: publisher.name, publisherCode: publisher.code, translations: [], connections: { versions: versionsAt(index, p) ?? [] }, supplements: [] };
  });
}

/**
 * A page of a search whose matches the keyword index finds and counts; the database scores the candidates and
 * reads the page. Past MATCH_CAP ranked results, pages continue in the cheap order.
 */
export async function searchWithIndex(db: Db, scope: SearchScope, paging: SearchPaging, withCounts: boolean): Promise<Found | null> {
  const found = await indexMatches(db, scope);
  if (!found) return null;
  const { index, positions, designationScores } = found;
  const offset = paging.page * paging.size;
  const count = positions.length;
  const end = Math.min(offset + paging.size, count);
  let documents: SearchDocument[] = [];
  if (offset < count) {
    if (paging.sortType === 'OVERRIDE_SORT' || !found.ranked) {
      const order =
        paging.sortType === 'OVERRIDE_SORT' ? titleOrder(index, positions, end, /,desc$/i.test(paging.sort ?? '')) : catalogueOrder(index, positions, end);
      documents = await resultsOf(db, index, [...order.subarray(offset, end)]);
    } else {
      const ranked = Math.min(Math.max(RANK_CANDIDATES, end), MATCH_CAP);
      const cheap = cheapestFirst(index, positions, scope.keywords, designationScores, Math.max(ranked, end));
      const candidates = cheap.subarray(0, ranked);
      if (offset < ranked) {
        const order = await rankCandidates(db, index, scope.keywords, found.query, candidates, designationScores, Math.min(end, ranked));
        documents = await resultsOf(db, index, order.slice(offset, Math.min(end, ranked)));
      }
      if (end > ranked) {
        documents = [...documents, ...(await resultsOf(db, index, [...cheap.subarray(Math.max(offset, ranked), end)]))];
      }
    }
  }
  const result = { count, nextPageFlag: offset + documents.length < count, documents };
  return withCounts ? { ...result, counts: countsFromRows(scope, facetRows(index, positions)) } : result;
}

/** The refinement counts of a keyword or all-content search, counted in the index; null when the database must answer (as indexMatches). */
export async function indexFacetRows(db: Db, scope: SearchScope): Promise<FacetRow[] | null> {
  const found = await indexMatches(db, scope);
  return found ? facetRows(found.index, found.positions) : null;
}
