import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InternalAxiosRequestConfig } from 'axios';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../ReaderApp.js';
import { readerRoutes } from '../router.js';
import { tenantSettings } from '../features/compassPoints/compassPointFixtures.js';
import { accountRoutes, adaAccount, fakeServices, tenantConfig } from './fakeServices.js';

type Route = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown; headers?: Record<string, string> };

/** Ada with compass points on (an individual of an account with compassPointFlag). */
export const adaWithCompassPoints = { ...adaAccount, compassPointFlag: true };

/** The test tenant with enable_compass_points, its compassPointSettings and content-access-messages. */
export function compassPointTenant(overrides: Partial<TenantUiConfig> = {}): TenantUiConfig {
  return {
    ...tenantConfig,
    features: [...tenantConfig.features, { code: 'enable_compass_points', enabled: true }],
    compassPointSettings: tenantSettings(),
    'content-access-messages': { 'content-no-access-i18n-key': 'content.noAccess.keystone', 'support-phone': '+1 610 555 0100', 'sales-link': 'https://keystone.example/sales' },
    ...overrides,
  } as TenantUiConfig;
}

/** The whole reader at `path`, signed in as `account`, with `routes` answering the compass point calls. */
export function renderReaderAt(path: string, routes: Record<string, Route>, options: { account?: object; tenant?: TenantUiConfig } = {}) {
  const account = options.account ?? adaWithCompassPoints;
  const fake = fakeServices({
    signedIn: true,
    routes: { ...accountRoutes, 'GET /api/account': (config) => (config.headers.get('Authorization') ? { status: 200, data: account } : { status: 401 }), ...routes },
  });
  const services = { ...fake.services, tenantConfig: options.tenant ?? compassPointTenant() };
  const router = createMemoryRouter(readerRoutes, { initialEntries: [path] });
  render(<ReaderApp services={services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router };
}
