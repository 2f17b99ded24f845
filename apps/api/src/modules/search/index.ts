/** Search: keyword, designation and all-content search, counts, refinements and type-ahead. See engines/README.md. */
export { default as searchRoutes } from './search.routes.js';
export { canSearch, canSemanticSearch, searchTypeEnabled } from './search.policy.js';
export { Keywords, SearchResult } from './search.schema.js';
export { searchDocumentsByIds, tenantPublishers } from './search.service.js';
export { createSearchAnswers, type SearchAnswers } from './search-answers.js';
export { stopCachingQueries } from './search-caches.js';
export { warmSearchIndexes } from './warm-indexes.js';
export { buildSearchWords } from './search-words.js';
export { buildFrequentWords } from './frequent-words.js';
