/** The tenant directory, the seeded tenants and the tenant configuration for the apps. */
export { default as tenantRoutes } from './tenants.routes.js';
export { normalizeHost, seedTenants, TenantDirectory, type Tenant } from './tenants.service.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './settings/index.js';
