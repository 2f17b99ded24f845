/** Semantic search: the catalogue's LSI model (or an external embeddings server), searched in memory. */
export { default as semanticRoutes } from './semantic.routes.js';
export { buildSemanticModel, hasSemanticModel, type SemanticSettings } from './semantic-model.js';
export { refreshSemanticModel } from './semantic-fold.js';
export { warmSemanticIndex } from './vector-index.js';
