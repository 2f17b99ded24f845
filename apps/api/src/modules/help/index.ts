/** Help documents (Markdown in apps/api/help, served as PDF). */
export { default as helpRoutes } from './help.routes.js';
