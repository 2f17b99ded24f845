/** Tenant settings in the console (operators). */
export { default as tenantSettingsRoutes } from './tenant-settings.routes.js';
