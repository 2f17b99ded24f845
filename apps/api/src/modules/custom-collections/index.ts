/** Custom collections: an account's curated documents, curated in the console and read at /custom-collections. */
export { default as customCollectionsRoutes } from './custom-collections.routes.js';
