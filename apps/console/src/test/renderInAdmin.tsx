import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { createConsoleI18nProvider } from '@codex/i18n';
import { AppServicesProvider } from '@codex/ui';
import { createAuthProvider } from '../providers/authProvider.js';
import { createConsoleDataProvider, type ConsoleDataProvider } from '../providers/dataProvider.js';
import { signedInServices, type Answers } from './fakeServices.js';

export type { Answers };

/** One call the page made on the data provider: its method and the arguments react-admin passed. */
export interface ProviderCall {
  method: string;
  args: unknown[];
}

export interface RenderInAdminOptions {
  /** The fake network's answers, keyed `METHOD url` as in fakeServices. */
  answers?: Answers;
  /** The signed-in user's authorities (react-admin's permissions). */
  authorities?: string[];
  /** The resource the page belongs to. */
  resource?: string;
  /** The route the page is mounted on (`/accounts/:id` for an edit view) and the location to open. */
  route?: string;
  at?: string;
  /** Other pages by route, where the page under test may lead (a list row to its edit view). */
  elsewhere?: Record<string, ReactElement>;
  /** The console's messages in another language (English by default). */
  i18nProvider?: I18nProvider;
}

/** Records every call on the data provider before handing it on, so a test can state what the page asked for. */
function recording(provider: ConsoleDataProvider, calls: ProviderCall[]): ConsoleDataProvider {
  const methods = Object.entries(provider).map(([method, run]) => [
    method,
    (...args: unknown[]) => {
      calls.push({ method, args });
      return (run as (...a: unknown[]) => unknown)(...args);
    },
  ]);
  return Object.fromEntries(methods) as ConsoleDataProvider;
}

/**
 * Renders one console page as react-admin's demo tests do: inside AdminContext with the console's own providers
 * (auth provider, English messages) and the notification area the layout would show. The data provider is the real
 * one over fakeServices' network, so the page gets exactly the answers, totals and errors (field errors included)
 * that the real provider's contract gives it, and a test can check both the provider call and the HTTP request.
 * Every render gets its own store, so a list's filter and sort do not leak from one test to the next.
 */
export function renderInAdmin(
  page: ReactElement,
  { answers = {}, authorities = ['OPERATOR'], resource, route = '*', at = '/', elsewhere = {}, i18nProvider }: RenderInAdminOptions = {},
) {
  const { services, requests } = signedInServices(authorities, answers);
  const calls: ProviderCall[] = [];
  const dataProvider = recording(createConsoleDataProvider(services.http), calls);
  const routes = (
    <Routes>
      <Route path={route} element={page} />
      {Object.entries(elsewhere).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
  render(
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={[at]}>
        <AdminContext
          dataProvider={dataProvider as DataProvider}
          authProvider={createAuthProvider(services)}
          i18nProvider={i18nProvider ?? createConsoleI18nProvider()}
          store={memoryStore()}
        >
          {resource ? <ResourceContextProvider value={resource}>{routes}</ResourceContextProvider> : routes}
          <Notification />
        </AdminContext>
      </MemoryRouter>
    </AppServicesProvider>,
  );
  /** The calls of one data provider method, e.g. `callsOf('update')`. */
  const callsOf = (method: string) => calls.filter((call) => call.method === method).map((call) => call.args);
  return { requests, calls, callsOf };
}
