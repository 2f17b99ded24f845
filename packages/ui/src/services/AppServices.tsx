import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { createTenantSignIn, type SignIn } from '@codex/auth';
import { createHttpClient, fetchTenantConfig, type TenantUiConfig } from '@codex/data';
import { t as englishTranslate } from '@codex/i18n';
import { createNotificationStore, createRequestCounter, type NotificationStore, type RequestCounter } from '../notifications/notificationStore.js';
import { createHttpErrorNotifier, type HttpErrorHandlers } from '../notifications/httpNotifications.js';
import type { Translate } from '../notifications/NotificationsContext.js';

/** What an app talks to: resolved once at start-up, before anything renders. */
export interface AppServices {
  tenantConfig: TenantUiConfig;
  signIn: SignIn;
  http: AxiosInstance;
  /** Where failed calls report (the error catalogue of spec section 8); absent in some tests. */
  notifications?: NotificationStore;
  /** Calls in flight, for the per-request spinner. */
  requests?: RequestCounter;
  /** The active locale's translate function, so error notifications are written in it. */
  setTranslate?: (translate: Translate) => void;
  /**
   * Installs the dedicated handler the HTTP client runs instead of a notification (e.g. 'account id not exist')
   * while the app runs; returns the function that removes it.
   */
  handleHttpError?: HandleHttpError;
}

export type HandleHttpError = <K extends keyof HttpErrorHandlers>(name: K, run: NonNullable<HttpErrorHandlers[K]>) => () => void;

/** A registry of dedicated handlers, read at failure time. */
export function createHttpErrorHandlers(): { handlers: HttpErrorHandlers; handleHttpError: HandleHttpError } {
  const handlers: HttpErrorHandlers = {};
  return {
    handlers,
    handleHttpError: (name, run) => {
      handlers[name] = run;
      return () => {
        if (handlers[name] === run) delete handlers[name];
      };
    },
  };
}

/**
 * Loads the tenant configuration (it decides the identity provider), then builds the sign-in
 * client and the HTTP client. The reader and the console start the same way.
 */
export async function startAppServices(app: 'reader' | 'console'): Promise<AppServices> {
  const beforeSignIn = createHttpClient({ baseURL: '', getAccessToken: () => null, getAuthMode: () => null });
  const tenantConfig = await fetchTenantConfig(beforeSignIn);
  const signIn = createTenantSignIn(tenantConfig.identityProvider, app);
  const notifications = createNotificationStore();
  const requests = createRequestCounter();
  let translate: Translate = englishTranslate;
  const { handlers: httpErrorHandlers, handleHttpError } = createHttpErrorHandlers();
  const http = createHttpClient({
    baseURL: '',
    getAccessToken: signIn.getAccessToken,
    getAuthMode: signIn.getAuthMode,
    onError: createHttpErrorNotifier({ notify: notifications.notify, translate: (key, params) => translate(key, params), handlers: httpErrorHandlers }),
    onRequestStart: requests.start,
    onRequestEnd: requests.end,
  });
  return { tenantConfig, signIn, http, notifications, requests, handleHttpError, setTranslate: (next) => (translate = next) };
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside AppServicesProvider');
  return services;
}
