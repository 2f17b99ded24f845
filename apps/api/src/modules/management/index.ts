/** Operator endpoints under /management. */
export { default as managementRoutes } from './management.routes.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './health/index.js';
export * from './prometheus/index.js';
