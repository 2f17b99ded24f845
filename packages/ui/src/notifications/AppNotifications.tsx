import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '../services/AppServices.js';
import { NotificationsProvider, useNotificationsContext } from './NotificationsContext.js';
import { RequestSpinner } from './RequestSpinner.js';

// Most visits never see a notification: the snackbar's code loads with the first one.
const NotificationsHost = lazy(async () => ({ default: (await import('./NotificationsHost.js')).NotificationsHost }));

function NotificationsOnFirstUse() {
  const { store } = useNotificationsContext();
  const any = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0, () => false);
  return any ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/**
 * Shows what the app's HTTP client reports: a notification per failed call (in the active
 * language, with the tenant's support contacts on errors) and a spinner while calls are in flight.
 */
export function AppNotifications({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const { t } = useI18n();
  useEffect(() => services.setTranslate?.(t), [services, t]);
  const config = services.tenantConfig;
  const supportContact = useMemo(
    () => ({ phone: config.supportPhone, email: config.supportEmail, contactUrl: config['content-access-messages']?.['sales-link'] }),
    [config],
  );
  return (
    <NotificationsProvider store={services.notifications} translate={t} supportContact={supportContact}>
      {services.requests && <RequestSpinner counter={services.requests} />}
      <NotificationsOnFirstUse />
      {children}
    </NotificationsProvider>
  );
}
