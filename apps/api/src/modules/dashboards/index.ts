/** The console's first page: a panel per call, for the operator (issue 30 item 4). */
export { default as dashboardRoutes } from './dashboards.routes.js';
