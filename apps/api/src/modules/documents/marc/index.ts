/** MARC records per publisher series. */
export { default as marcRoutes } from './marc.routes.js';
