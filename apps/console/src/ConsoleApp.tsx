import { useEffect, useMemo, type ComponentProps } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, CustomRoutes, Resource, useBasename } from 'react-admin';
import type { AccountSession } from '@codex/domain';
import { createConsoleI18nProvider } from '@codex/i18n';
import { AppServicesProvider, useReducedMotion, type AppServices } from '@codex/ui';
import { createAuthProvider } from './providers/authProvider.js';
import { createConsoleTheme } from './providers/theme.js';
import { createConsoleDataProvider } from './providers/dataProvider.js';
import { ConsoleDirection, createConsoleStore } from './providers/direction.js';
import { mayUse, resourceProps } from './providers/access.js';
import health from './resources/health/index.js';
import metrics from './resources/metrics/index.js';
import threaddump from './resources/threaddump/index.js';
import loggers from './resources/loggers/index.js';
import configprops from './resources/configprops/index.js';
import env from './resources/env/index.js';
import audits from './resources/audits/index.js';
import tenants from './resources/tenants/index.js';
import accounts from './resources/accounts/index.js';
import groups from './resources/groups/index.js';
import mail from './resources/mail/index.js';
import customCollections from './resources/customCollections/index.js';
import webhooks from './resources/webhooks/index.js';
import compassPoints, { changeHistory, compassPointsReport } from './resources/compassPoints/index.js';
import usageReports, { askForChartAhead } from './resources/usageReports/index.js';
import pageViews from './resources/pageViews/index.js';
import { ConsoleLayout } from './layout/ConsoleLayout.js';
import { CONSOLE_BASENAME } from './providers/basename.js';
import { LoginPage } from './auth/LoginPage.js';
import { CallbackPage } from './auth/CallbackPage.js';
import { Dashboard } from './dashboard/Dashboard.js';
import { NotForYourRole } from './common/NotForYourRole.js';
import { LoadPagesAhead, loadOpenedPage, openedAt } from './common/pageLoader.js';

/** Every resource of the console, for the pages a role does not open (a link to one says so, not "bad link"). */
const RESOURCES = [health, metrics, threaddump, loggers, configprops, env, audits, tenants, accounts, groups, customCollections, webhooks, mail, compassPoints, changeHistory];

/** The pages whose code (and the chart library) loads apart from the first bundle: opened at, or ahead when idle. */
const PAGES_AHEAD = [usageReports, compassPointsReport, pageViews];
loadOpenedPage(PAGES_AHEAD, CONSOLE_BASENAME);

let chartAsked = false;
/** The console opened at the usage report by someone who may read it: its chart is asked for with the first session. */
function openedAtUsageReport(session: AccountSession, dataProvider: ReturnType<typeof createConsoleDataProvider>) {
  if (chartAsked || !openedAt(usageReports, CONSOLE_BASENAME) || !mayUse(session.authorities, usageReports.access)) return;
  chartAsked = true;
  askForChartAhead(dataProvider, window.location.search);
}

/** The console's layout (signed in only), which loads the report pages' code once the browser is idle. */
function LayoutLoadingPagesAhead(props: ComponentProps<typeof ConsoleLayout>) {
  return (
    <>
      <LoadPagesAhead pages={PAGES_AHEAD} />
      <ConsoleLayout {...props} />
    </>
  );
}

/** A redirect to a console path (react-admin's routes sit under the console's basename). */
function RedirectInConsole({ to }: { to: string }) {
  const basename = useBasename();
  return <Navigate to={`${basename}${to}`} replace />;
}

export function ConsoleApp({ services }: { services: AppServices }) {
  const dataProvider = useMemo(() => createConsoleDataProvider(services.http), [services.http]);
  const authProvider = useMemo(() => createAuthProvider(services, { onSession: (session) => openedAtUsageReport(session, dataProvider) }), [services, dataProvider]);
  const i18nProvider = useMemo(() => createConsoleI18nProvider(), []);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createConsoleTheme(services.tenantConfig.branding, { reducedMotion }), [services.tenantConfig.branding, reducedMotion]);
  const store = useMemo(() => createConsoleStore(), []);

  const productName = services.tenantConfig.branding.productName;
  useEffect(() => {
    document.title = productName;
  }, [productName]);

  // react-admin's <Admin> is AdminContext around AdminUI; split, so the direction of the locale AdminContext holds
  // reaches everything AdminUI renders (pages, menus, dialogs).
  const admin = (
    <AdminContext basename={CONSOLE_BASENAME} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} theme={theme} store={store}>
      <ConsoleDirection>
        <AdminUI disableTelemetry requireAuth title={productName} dashboard={Dashboard} loginPage={LoginPage} layout={LayoutLoadingPagesAhead}>
          {(permissions: unknown) => (
            <>
              <CustomRoutes noLayout>
                <Route path="/callback" element={<CallbackPage />} />
              </CustomRoutes>
              {/* A resource (and its menu entry) exists only for those whose authorities allow it. */}
              {mayUse(permissions, health.access) && <Resource {...resourceProps(health)} />}
              {mayUse(permissions, metrics.access) && <Resource {...resourceProps(metrics)} />}
              {mayUse(permissions, threaddump.access) && <Resource {...resourceProps(threaddump)} />}
              {mayUse(permissions, loggers.access) && <Resource {...resourceProps(loggers)} />}
              {mayUse(permissions, configprops.access) && <Resource {...resourceProps(configprops)} />}
              {mayUse(permissions, env.access) && <Resource {...resourceProps(env)} />}
              {mayUse(permissions, audits.access) && <Resource {...resourceProps(audits)} />}
              {mayUse(permissions, tenants.access) && <Resource {...resourceProps(tenants)} />}
              {mayUse(permissions, accounts.access) && <Resource {...resourceProps(accounts)} />}
              {mayUse(permissions, groups.access) && <Resource {...resourceProps(groups)} />}
              {mayUse(permissions, customCollections.access) && <Resource {...resourceProps(customCollections)} />}
              {mayUse(permissions, webhooks.access) && <Resource {...resourceProps(webhooks)} />}
              {mayUse(permissions, mail.access) && <Resource {...resourceProps(mail)} />}
              {mayUse(permissions, compassPoints.access) && <Resource {...resourceProps(compassPoints)} />}
              {mayUse(permissions, changeHistory.access) && <Resource {...resourceProps(changeHistory)} />}
              <CustomRoutes>
                {RESOURCES.filter((resource) => !mayUse(permissions, resource.access)).map((resource) => (
                  <Route key={resource.name} path={`/${resource.name}/*`} element={<NotForYourRole resource={resource.name} />} />
                ))}
              </CustomRoutes>
              {mayUse(permissions, usageReports.access) && (
                <CustomRoutes>
                  {/* The reader and the usage-report embed URL open /admin/usage-report?accountId=&from=&to=. */}
                  <Route path={usageReports.path} element={<usageReports.page />} />
                </CustomRoutes>
              )}
              {mayUse(permissions, pageViews.access) && (
                <CustomRoutes>
                  <Route path={pageViews.path} element={<pageViews.page />} />
                </CustomRoutes>
              )}
              {mayUse(permissions, compassPointsReport.access) && (
                <CustomRoutes>
                  <Route path={compassPointsReport.path} element={<compassPointsReport.page />} />
                  {/* The reader hands the admin list over to /admin/compass-points (CONSOLE_TARGETS). */}
                  <Route path="/compass-points" element={<RedirectInConsole to="/compassPoints" />} />
                </CustomRoutes>
              )}
            </>
          )}
        </AdminUI>
      </ConsoleDirection>
    </AdminContext>
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
