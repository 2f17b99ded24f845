import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppNotifications, createTenantTheme, AppServicesProvider, DirectionProvider, useReducedMotion, type AppServices } from '@codex/ui';
import { I18nProvider } from '@codex/i18n';
import { SessionProvider } from './features/session/index.js';
import { ReaderRoutes } from './router.js';

const browserRouting = (
  <BrowserRouter>
    <ReaderRoutes />
  </BrowserRouter>
);

/** The reader with its providers; tests hand in their own routing (a memory router over readerRoutes) and fake services. */
export function ReaderApp({ services, routing = browserRouting }: { services: AppServices; routing?: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createTenantTheme(services.tenantConfig.branding, { reducedMotion }), [services.tenantConfig.branding, reducedMotion]);
  return (
    <I18nProvider>
      <AppServicesProvider services={services}>
        <ThemeProvider theme={theme}>
          <DirectionProvider>
            <CssBaseline />
            <AppNotifications>
              <SessionProvider>
                {routing}
              </SessionProvider>
            </AppNotifications>
          </DirectionProvider>
        </ThemeProvider>
      </AppServicesProvider>
    </I18nProvider>
  );
}
