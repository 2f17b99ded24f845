import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@codex/i18n';
import { statusOf } from '@codex/data';
import { InvalidTenantPage } from '../shell/InvalidTenantPage.js';
import { startAppServices, type AppServices } from './AppServices.js';

/**
 * Starts an app's services and renders it into #root. Inside the hidden frame of a silent
 * token renewal it only hands the answer to the parent window and shows nothing.
 */
export function mountApp(app: 'reader' | 'console', render: (services: AppServices) => ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  startAppServices(app).then(
    async (services) => {
      if (services.signIn.isSilentRenewFrame()) {
        root.render(null);
        await services.signIn.completeSignIn();
        return;
      }
      root.render(<StrictMode>{render(services)}</StrictMode>);
    },
    (error: unknown) => {
      console.error(`The ${app} could not start`, error);
      // 404 from the tenant configuration: this host belongs to no tenant (usually a proxy set up wrongly).
      if (statusOf(error) === 404) root.render(<InvalidTenantPage />);
      else root.render(<p role="alert">{t('app.startupFailed')}</p>);
    },
  );
}
