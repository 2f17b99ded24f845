export { createHttpClient, STANDARD_HEADERS, type HttpClientOptions } from './httpClient.js';
export { fetchTenantConfig, fetchAccount, logoutAccount, statusOf, type TenantUiConfig } from './account.js';
