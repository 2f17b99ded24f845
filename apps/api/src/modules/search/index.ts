/** Search: keyword, designation and all-content search, counts, refinements and type-ahead. See engines/README.md. */
export { default as searchRoutes } from './search.routes.js';
export { canSearch, canSemanticSearch, searchTypeEnabled } from './search.policy.js';
export { Keywords, SearchResult } from './search.schema.js';
export { tenantPublishers } from './search-scope.js';
export { createSearchAnswers } from './search.service.js';
export { searchDocumentsByIds } from './engines/sql/search-results.js';
export { type SearchAnswers } from './engines/answers/search-answers.js';
export { stopCachingQueries } from './engines/answers/search-caches.js';
export { shareSearchBuilds } from './engines/shared-builds.js';
export { expireSearchIndexChecks, searchIndexesLoaded, warmSearchIndexes } from './engines/warm-indexes.js';
export { buildSearchWords } from './engines/spelling/search-words.js';
export { reloadSpellingDictionary } from './engines/spelling/spelling.js';
export { buildFrequentWords } from './engines/frequent-words/frequent-words.js';
export { citationCounts, citationsChanged, FREQUENT_WORDS_DELTA_LIMIT, type FrequentWordsDelta } from './engines/frequent-words/frequent-words-delta.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './semantic/index.js';
