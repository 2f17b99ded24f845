import { useMemo, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createTenantTheme, AppServicesProvider, type AppServices } from '@codex/ui';
import { SessionProvider } from './features/session/SessionProvider.js';
import { createReaderRouter } from './router.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** The reader with its providers; tests hand in a memory router and fake services. */
export function ReaderApp({ services, createRouter = createReaderRouter }: { services: AppServices; createRouter?: () => Router }) {
  const theme = useMemo(() => createTenantTheme(services.tenantConfig.branding), [services.tenantConfig.branding]);
  const [router] = useState(createRouter);
  return (
    <AppServicesProvider services={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </AppServicesProvider>
  );
}
