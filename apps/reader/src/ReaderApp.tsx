import { useMemo, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppNotifications, createTenantTheme, AppServicesProvider, DirectionProvider, type AppServices } from '@codex/ui';
import { I18nProvider } from '@codex/i18n';
import { SessionProvider } from './features/session/SessionProvider.js';
import { createReaderRouter } from './router.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** The reader with its providers; tests hand in a memory router and fake services. */
export function ReaderApp({ services, createRouter = createReaderRouter }: { services: AppServices; createRouter?: () => Router }) {
  const theme = useMemo(() => createTenantTheme(services.tenantConfig.branding), [services.tenantConfig.branding]);
  const [router] = useState(createRouter);
  return (
    <I18nProvider>
      <AppServicesProvider services={services}>
        <ThemeProvider theme={theme}>
          <DirectionProvider>
            <CssBaseline />
            <AppNotifications>
              <SessionProvider>
                <RouterProvider router={router} />
              </SessionProvider>
            </AppNotifications>
          </DirectionProvider>
        </ThemeProvider>
      </AppServicesProvider>
    </I18nProvider>
  );
}
