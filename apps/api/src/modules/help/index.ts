/** Help documents (Markdown in apps/api/help, served as PDF). */
export { default as helpRoutes } from './help.routes.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './meta-data/index.js';
export * from './tutorials/index.js';
