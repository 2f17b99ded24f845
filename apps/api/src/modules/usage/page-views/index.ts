/** Reader page views by page type, for the tenant's operator. */
export { default as pageViewRoutes } from './page-views.routes.js';
