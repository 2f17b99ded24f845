/**
 * Usage statistics by the COUNTER 5.1 rules (docs/adr/0032): usage events recorded from a response hook in
 * batches, COUNTER processing into daily counts (a recurring job), the COUNTER reports and the COUNTER API.
 */
export { default as usagePlugin } from './usage.plugin.js';
export { default as counterApiRoutes } from './counter/counter-api.routes.js';
export { default as usageApiKeyRoutes } from './counter/api-keys.routes.js';
export { default as usageDashboardRoutes } from './dashboard/usage-dashboard.routes.js';
export { default as usageProcessingRoutes } from './counter/usage-processing.routes.js';
export { processUsage, restateUsageDay, restateUsageMonth, type ProcessUsageResult } from './counter/usage-processing.service.js';
export { isRobot } from './recording/robots.js';
export { classifyRequest } from './recording/usage-classify.js';
export { createUsageRecorder, type UsageRecorder } from './recording/usage-recorder.js';
export { createApiKey } from './counter/api-keys.service.js';
export { pageViewRoutes } from './page-views/index.js';
