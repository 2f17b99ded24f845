/** The tenant directory, the seeded tenants and the tenant configuration for the apps. */
export { default as tenantRoutes } from './tenants.routes.js';
export { normalizeHost, seedTenants, TenantDirectory, type Tenant } from './tenants.service.js';
