import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { t } from '@codex/i18n';
import { createNotificationStore, type NotificationStore, type NotifyInput } from './notificationStore.js';

/** Translates a dotted key with %{name} parameters; a missing key comes back unchanged. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The tenant's support contact, shown on ERROR notifications when any part is provided. */
export interface SupportContact {
  phone?: string;
  email?: string;
  contactUrl?: string;
  /** Text of the contact link; defaults to the 'notifications.contactLink' translation. */
  contactText?: string;
}

export interface NotificationsContextValue {
  store: NotificationStore;
  translate: Translate;
  supportContact?: SupportContact;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

export interface NotificationsProviderProps {
  /** Pass a store created at start-up (the HTTP client reports into it); otherwise one is created here. */
  store?: NotificationStore;
  /** Defaults to the English catalogue; pass the active locale's translate function. */
  translate?: Translate;
  supportContact?: SupportContact;
  children: ReactNode;
}

export function NotificationsProvider({ store, translate = t, supportContact, children }: NotificationsProviderProps) {
  const [ownStore] = useState(() => store ?? createNotificationStore());
  const active = store ?? ownStore;
  const value = useMemo(() => ({ store: active, translate, supportContact }), [active, translate, supportContact]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotificationsContext(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('Notifications hooks must be used inside NotificationsProvider');
  return value;
}

/** `notify({ type: 'SUCCESS', message: translate('…') })` from any component under NotificationsProvider. */
export function useNotify(): (input: NotifyInput) => string {
  return useNotificationsContext().store.notify;
}
