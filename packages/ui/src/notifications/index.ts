export {
  createNotificationStore,
  createRequestCounter,
  type Notification,
  type NotificationStore,
  type NotificationType,
  type NotifyInput,
  type RequestCounter,
} from './notificationStore.js';
export {
  NotificationsProvider,
  useNotify,
  useNotificationsContext,
  type NotificationsProviderProps,
  type SupportContact,
  type Translate,
} from './NotificationsContext.js';
export { NotificationsHost, type NotificationsHostProps } from './NotificationsHost.js';
export { RequestSpinner, type RequestSpinnerProps } from './RequestSpinner.js';
export {
  createHttpErrorNotifier,
  notificationFromDescriptor,
  useHttpNotifications,
  type HttpErrorHandlers,
  type HttpErrorNotifierOptions,
} from './httpNotifications.js';
export { AppNotifications } from './AppNotifications.js';
