/** Citations of a document: text styles and RIS. */
export { default as citationRoutes } from './citations.routes.js';
