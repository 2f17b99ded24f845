/** The console's groups resource: an account admin's view of every group of their account, and deleting one. */
export { default as groupsAdminRoutes } from './groups-admin.routes.js';
