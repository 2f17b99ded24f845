/** Operator endpoints under /management. */
export { default as managementRoutes } from './management.routes.js';
