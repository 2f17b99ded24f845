import { useMemo, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createTenantTheme } from '@codex/ui';
import { ReaderServicesProvider, type ReaderServices } from './features/session/ReaderServices.js';
import { SessionProvider } from './features/session/SessionProvider.js';
import { createReaderRouter } from './router.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** The reader with its providers; tests hand in a memory router and fake services. */
export function ReaderApp({ services, createRouter = createReaderRouter }: { services: ReaderServices; createRouter?: () => Router }) {
  const theme = useMemo(() => createTenantTheme(services.tenantConfig.branding), [services.tenantConfig.branding]);
  const [router] = useState(createRouter);
  return (
    <ReaderServicesProvider services={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </ReaderServicesProvider>
  );
}
