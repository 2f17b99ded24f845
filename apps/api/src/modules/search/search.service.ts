import type { Db } from '../../db/client.js';
import { cacheAnswers, type SearchAnswers } from './engines/answers/search-answers.js';
import { countsFromRows } from './engines/facet-rows.js';
import { frequentWordAnswer, frequentWordOf, publisherSelection, type FrequentWordAnswer } from './engines/frequent-words/frequent-words.js';
import { readyKeywordIndex } from './engines/keyword-index/current-index.js';
import { indexFacetRows, searchWithIndex } from './engines/keyword-index/keyword-search.js';
import { documentsHolding, plainWordsQuery } from './engines/keyword-index/query-matching.js';
import { EMPTY_QUERY } from './engines/keyword-index/tsquery.js';
import { mayCorrect, wordsToTryInstead } from './engines/spelling/spelling.js';
import { searchDocumentsByIds } from './engines/sql/search-results.js';
import { withSupplements } from './engines/supplements.js';
import { searchWithSql, sqlFacetRows } from './engines/sql/sql-search.js';
import { suggestionRows, TYPE_AHEAD_PER_PUBLISHER } from './engines/sql/type-ahead-sql.js';
import { currentTitleIndex, matchTitles } from './engines/title-index/title-index.js';
import type { Publisher, SearchPaging, SearchScope } from './search-scope.js';
import type { RefinementCounts, SearchResult, TypeAheadGroup } from './search.schema.js';

// Which engine answers (engines/README.md): a search of one word most documents hold is answered from what the
// import prepared, any other keyword or all-content search by the in-memory keyword index once it is built, the
// rest (designations, phrases' ranking, searches while the index is built) by the database; a search that matches
// nothing is tried once more with its misspellings corrected. Type-ahead takes titles from the title index and
// designations from the database.

export interface SearchOptions {
  /** Set on the second try, with misspelled words corrected. */
  corrected?: boolean;
  /**
   * Also count the refinements of the same matches, in the same statement: the reader asks for a page and
   * its counts together, and each would otherwise find and read the same matches.
   */
  withCounts?: boolean;
  /** Whether a common word may be answered from what the import prepared (engines/frequent-words); tests compare both ways. */
  prepared?: boolean;
  /** Whether the in-memory keyword index may find the matches (engines/keyword-index); tests compare both ways. */
  index?: boolean;
}

/**
 * The import's prepared answer for a search of one common word (any search type but D, no refinement but whole
 * publishers), or null.
 */
async function preparedAnswer(db: Db, scope: SearchScope): Promise<FrequentWordAnswer | null> {
  if (scope.searchField === 'D') return null;
  const word = frequentWordOf(scope.keywords);
  const selection = publisherSelection(scope.refinements);
  if (!word || selection === null) return null;
  return frequentWordAnswer(db, word, scope.publisherIds, selection === 'all' ? null : selection);
}

/** A word in more documents than this is answered from what the import prepared rather than from the index. */
const PREPARED_BEYOND = 50_000;

/**
 * Whether the keyword index answers a search before the import's prepared answer of a common word: always, but for
 * one word that more than PREPARED_BEYOND documents hold (on a million documents, 'internet' is in 620,000), whose
 * prepared answer is read in a few milliseconds while the index would count and order every match.
 */
async function indexFirst(db: Db, scope: SearchScope, options: SearchOptions): Promise<boolean> {
  if (options.index === false) return false;
  const index = await readyKeywordIndex(db);
  if (!index?.places) return false;
  const query = plainWordsQuery(index, scope.keywords);
  if (query === null || query === EMPTY_QUERY || query.kind !== 'lexeme') return true;
  return documentsHolding(index, query.lexeme) <= PREPARED_BEYOND;
}

/**
 * One page of results with the true count: designation match first, then relevance, then active before replaced.
 * withCounts adds the refinement counts of the same search (after the same spelling correction).
 */
export async function searchDocuments(
  db: Db,
  scope: SearchScope,
  paging: SearchPaging,
  options: SearchOptions = {},
): Promise<SearchResult & { correctedKeywords?: string; counts?: RefinementCounts }> {
  const offset = paging.page * paging.size;
  const prepared = options.prepared === false || (await indexFirst(db, scope, options)) ? null : await preparedAnswer(db, scope);
  const preparedIds = prepared && paging.sortType === 'BEST_MATCH' ? await prepared.page(offset, paging.size) : null;
  if (prepared && preparedIds) {
    const documents = await searchDocumentsByIds(db, preparedIds);
    const result = { count: prepared.count, nextPageFlag: offset + documents.length < prepared.count, documents };
    return options.withCounts ? { ...result, counts: countsFromRows(scope, prepared.facets) } : result;
  }
  // Sorted by title, or a page past the prepared candidates: the matches are read, but the count stays exact.
  if (prepared) {
    const result = await searchDocuments(db, scope, paging, { ...options, withCounts: false, prepared: false });
    return { ...result, count: prepared.count, ...(options.withCounts ? { counts: countsFromRows(scope, prepared.facets) } : {}) };
  }
  const withCounts = options.withCounts ?? false;
  const found = (options.index === false ? null : await searchWithIndex(db, scope, paging, withCounts)) ?? (await searchWithSql(db, scope, paging, withCounts));
  if (found.count > 0 || options.corrected || !mayCorrect(scope)) return found;
  // Nothing matched as typed: try once more with misspelled words corrected from the catalogue's own words, then
  // with fewer words, the commonest left out first.
  let answer: typeof found & { correctedKeywords?: string } = found;
  for await (const keywords of wordsToTryInstead(db, scope.keywords)) {
    answer = { ...(await searchDocuments(db, { ...scope, keywords }, paging, { ...options, corrected: true })), correctedKeywords: keywords };
    if (answer.count > 0) return answer;
  }
  return answer;
}

/**
 * Refinement nodes with counts over exactly the documents the search returns (same query, same
 * selections), so the publisher counts add up to the result count.
 */
export async function refinementCounts(db: Db, scope: SearchScope, corrected = false, options: Pick<SearchOptions, 'prepared' | 'index'> = {}): Promise<RefinementCounts> {
  // The keyword index counts any match set in memory; the prepared answer of a word most documents hold is cheaper.
  const prepared = options.prepared === false || (await indexFirst(db, scope, options)) ? null : await preparedAnswer(db, scope);
  const fromIndex = prepared || options.index === false ? null : await indexFacetRows(db, scope);
  const rows = prepared?.facets ?? fromIndex ?? (await sqlFacetRows(db, scope));
  if (corrected || !mayCorrect(scope) || rows.some((r) => r.family === 'total' && r.count > 0)) return countsFromRows(scope, rows);
  // The same correction and the same fewer words as the search itself, so the counts agree with the results shown.
  let answer: RefinementCounts | null = null;
  for await (const keywords of wordsToTryInstead(db, scope.keywords)) {
    answer = await refinementCounts(db, { ...scope, keywords }, true, options);
    if (answer.count > 0) return answer;
  }
  return answer ?? countsFromRows(scope, rows);
}

/** Title matches the in-memory index looks at before it stops (a three-letter prefix of a common word, a publisher with few). */
const TITLE_SCAN_LIMIT = 50_000;

/**
 * Suggestions grouped by publisher, up to ten each: designation prefixes first, then titles holding the
 * typed words (the last as a prefix) from the in-memory title index, most cited, active, shortest and newest
 * first; only when titles give fewer than ten and the words are no designation, any field matching the words as
 * prefixes (abstract, keywords).
 * flag says whether the session's account subscribes to the publisher.
 */
export async function typeAhead(
  db: Db,
  input: { keywords: string; publishers: Publisher[]; entitledPublisherIds: number[]; designationOnly: boolean },
): Promise<TypeAheadGroup[]> {
  const keywords = input.keywords === '*' ? '' : input.keywords.trim();
  if (keywords.length <= 2 || input.publishers.length === 0) return [];
  const publisherIds = input.publishers.map((p) => p.id);
  const titled = input.designationOnly
    ? []
    : matchTitles(await currentTitleIndex(db), keywords, { publisherIds, perPublisher: TYPE_AHEAD_PER_PUBLISHER, scanLimit: TITLE_SCAN_LIMIT });
  const rows = await suggestionRows(db, { keywords, titled, publisherIds, designationOnly: input.designationOnly });
  return input.publishers.flatMap((publisher) => {
    const results = rows.filter((r) => r.publisher_id === publisher.id).map(({ publisher_id: _p, connections, ...r }) => ({ ...r, connections: connections ?? [] }));
    if (results.length === 0) return [];
    return [{ publisher: { code: publisher.code, name: publisher.name }, flag: input.entitledPublisherIds.includes(publisher.id), results }];
  });
}

/** Search and count answers kept in memory until the catalogue changes (engines/answers), in front of this service. */
export function createSearchAnswers(db: Db, options: { maxBytes: number; checkMs?: number }): SearchAnswers {
  return cacheAnswers(db, options, {
    search: async (scope, paging, searchOptions) => withSupplements(db, await searchDocuments(db, scope, paging, searchOptions), scope.publisherIds),
    counts: (scope) => refinementCounts(db, scope),
  });
}
