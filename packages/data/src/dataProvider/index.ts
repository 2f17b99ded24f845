export { createDataProvider, listQuery, totalFrom, pageInBrowser, type ConsoleDataProvider, type Subscription, type SubscriptionGrant, type CompassPointReportQuery } from './createDataProvider.js';
export { RESOURCE_ENDPOINTS, CONSOLE_ACTIONS, ADMIN_API, type ConsoleResource, type PagingStyle } from './endpoints.js';
export { type UsageDashboardQuery, type UsageCounterReportQuery, type UsageReportCalls } from './usageReports.js';
export { ConsoleHttpError, toFormErrors, fieldMessage, type FormErrors } from './httpError.js';
