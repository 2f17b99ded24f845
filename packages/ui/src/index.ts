export { REDUCED_MOTION_QUERY, reducedMotionOptions, useReducedMotion } from './motion.js';
export { createTenantTheme, FOCUS_CONTRAST_MINIMUM, focusOutlineColor, focusVisibleOptions, tenantThemeOptions, type Branding, type TenantThemeSettings } from './theme.js';
export { DirectionProvider, directionCache } from './DirectionProvider.js';
export { cspNonce } from './cspNonce.js';
export { AppFrame, type AppFrameProps } from './AppFrame.js';
export { truncateUserName } from './userName.js';
export { saveBlob, DOWNLOAD_CLEANUP_MS } from './saveBlob.js';
export { visuallyHidden } from './visuallyHidden.js';
export { telHref } from './telHref.js';
export { ExpandableText, cutText, type ExpandableTextProps } from './ExpandableText.js';
export { InlineArrow, type InlineArrowProps } from './InlineArrow.js';
export {
  AppServicesProvider,
  startAppServices,
  useAppServices,
  createHttpErrorHandlers,
  type AppServices,
  type HandleHttpError,
} from './services/AppServices.js';
export { mountApp } from './services/mountApp.js';
export {
  createNotificationStore,
  createRequestCounter,
  NotificationsProvider,
  useNotify,
  useNotificationsContext,
  NotificationsHost,
  RequestSpinner,
  AppNotifications,
  createHttpErrorNotifier,
  notificationFromDescriptor,
  useHttpNotifications,
  type Notification,
  type NotificationStore,
  type NotificationType,
  type NotifyInput,
  type RequestCounter,
  type NotificationsProviderProps,
  type SupportContact,
  type Translate,
  type NotificationsHostProps,
  type RequestSpinnerProps,
  type HttpErrorHandlers,
  type HttpErrorNotifierOptions,
} from './notifications/index.js';
export { ShellLayout, type ShellLayoutProps } from './shell/ShellLayout.js';
export { Header, type HeaderProps } from './shell/Header.js';
export { Sidebar } from './shell/Sidebar.js';
export { Banner } from './shell/Banner.js';
export { Footer } from './shell/Footer.js';
export { Spinner } from './shell/Spinner.js';
export { ErrorBoundary } from './shell/ErrorBoundary.js';
export { OldBrowserWarning, isOldInternetExplorer } from './shell/OldBrowserWarning.js';
export { InvalidTenantPage } from './shell/InvalidTenantPage.js';
export { HeaderSearch } from './shell/HeaderSearch.js';
export { PageHeading, pageTitle, usePageTitle } from './shell/PageHeading.js';
export { SkipLink, type SkipLinkProps } from './shell/SkipLink.js';
export { FOCUS_FOLLOWS_NAVIGATION, FOCUS_ON_UPDATE_ATTRIBUTE, useRouteFocus } from './shell/useRouteFocus.js';
export { typeAheadFetcher, type FetchSuggestions, type TypeAheadGroup, type TypeAheadResult } from './shell/typeAhead.js';
export * from './shell/rules.js';
