import { useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { createConsoleI18nProvider } from '@codex/i18n';
import { AppServicesProvider, type AppServices } from '@codex/ui';
import { createAuthProvider } from './providers/authProvider.js';
import { createConsoleTheme } from './providers/theme.js';
import { CONSOLE_BASENAME } from './providers/basename.js';
import { LoginPage } from './auth/LoginPage.js';
import { CallbackPage } from './auth/CallbackPage.js';
import { Dashboard } from './dashboard/Dashboard.js';

export function ConsoleApp({ services }: { services: AppServices }) {
  const authProvider = useMemo(() => createAuthProvider(services), [services]);
  const i18nProvider = useMemo(() => createConsoleI18nProvider(), []);
  const theme = useMemo(() => createConsoleTheme(services.tenantConfig.branding), [services.tenantConfig.branding]);

  const productName = services.tenantConfig.branding.productName;
  useEffect(() => {
    document.title = productName;
  }, [productName]);

  const admin = (
    <Admin
      basename={CONSOLE_BASENAME}
      disableTelemetry
      requireAuth
      title={productName}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      dashboard={Dashboard}
      loginPage={LoginPage}
    >
      <CustomRoutes noLayout>
        <Route path="/callback" element={<CallbackPage />} />
      </CustomRoutes>
    </Admin>
  );

  return (
    <AppServicesProvider services={services}>
      {/*
        On its own react-admin would use a hash router; inside ours it gets real /admin/... URLs (the callback needs
        one). Without transitions, like react-admin's own router: its redirect to the login page clears its query cache,
        and with transitions that urgent update kept interrupting the navigation, looping thousands of times.
      */}
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path={`${CONSOLE_BASENAME}/*`} element={admin} />
        </Routes>
      </BrowserRouter>
    </AppServicesProvider>
  );
}
