/** The account's compass point change history and report (console: changeHistory and /compass-points-report). */
export { default as compassPointReportRoutes } from './compass-point-reports.routes.js';
