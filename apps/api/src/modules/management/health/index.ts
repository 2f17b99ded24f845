/** management/health and the checks it runs. */
export { default as healthRoutes } from './health.routes.js';
export { diskSpaceCheck, mailTransportCheck, type HealthCheck, type ReadinessCheck } from './health.service.js';
