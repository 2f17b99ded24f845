/** Content look-up for the legacy resolver links. */
export { default as resolverRoutes } from './resolver.routes.js';
