/** Account administration in the console: an account admin's own account, its users, authorities, subscriptions and IP ranges. */
export { default as accountAdminRoutes } from './account-admin.routes.js';
export { default as accountSeatsRoutes } from './account-seats.routes.js';
