/** Redlines between two versions of a document, as HTML and PDF. */
export { default as compareRoutes } from './compare.routes.js';
