/** The home page's lists: recently accessed, recently updated, shared standards and publications. */
export { default as homeRoutes } from './home.routes.js';
