export { createHttpClient, isBlockingCall, STANDARD_HEADERS, type HttpClient, type HttpClientOptions, type RequestKind } from './httpClient.js';
export { fetchTenantConfig, fetchAccount, logoutAccount, statusOf, type TenantUiConfig } from './account.js';
export {
  describeHttpError,
  rateLimitedNotice,
  isCancelledRequest,
  ERROR_KEYS,
  type NotificationDescriptor,
  type NotificationType,
  type FieldErrorDescriptor,
  type HttpErrorHandler,
} from './errorCatalogue.js';
export * from './document.js';
