import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { t } from '@codex/i18n';
import { statusOf } from '@codex/data';
import { cspNonce } from '../cspNonce.js';
import { InvalidTenantPage } from '../shell/InvalidTenantPage.js';
import { startAppServices, type AppServices } from './AppServices.js';

/**
 * Starts an app's services and renders it into #root. Inside the hidden frame of a silent
 * token renewal it only hands the answer to the parent window and shows nothing.
 */
export function mountApp(app: 'reader' | 'console', renderApp: (services: AppServices) => ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  // Emotion's own default cache, but its style elements carry the page's nonce (docs/adr/0045): what renders outside
  // DirectionProvider (the console, the start-up pages) gets its styles applied under the page's policy.
  const styles = createCache({ key: 'css', nonce: cspNonce() });
  const render = (node: ReactNode) => root.render(<CacheProvider value={styles}>{node}</CacheProvider>);
  startAppServices(app).then(
    async (services) => {
      if (services.signIn.isSilentRenewFrame()) {
        render(null);
        await services.signIn.completeSignIn();
        return;
      }
      render(<StrictMode>{renderApp(services)}</StrictMode>);
    },
    (error: unknown) => {
      console.error(`The ${app} could not start`, error);
      // 404 from the tenant configuration: this host belongs to no tenant (usually a proxy set up wrongly).
      if (statusOf(error) === 404) render(<InvalidTenantPage />);
      else render(<p role="alert">{t('app.startupFailed')}</p>);
    },
  );
}
