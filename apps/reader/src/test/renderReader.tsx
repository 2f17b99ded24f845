import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../ReaderApp.js';
import { readerRoutes } from '../router.js';
import { fakeServices, tenantConfig } from './fakeServices.js';

type Options = Parameters<typeof fakeServices>[0];

/** The whole reader (its routes, shell and session) at a path, on fake services; the layout's and session's tests. */
export function renderReader(path: string, options: Options, config?: Partial<TenantUiConfig>) {
  const fake = fakeServices(options);
  if (config) fake.services.tenantConfig = { ...tenantConfig, ...config };
  const router = createMemoryRouter(readerRoutes, { initialEntries: [path] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router };
}

/** GET api/account answering the account, and a sign-out that leaves nothing to visit. */
export const answering = (account: object) => ({
  'GET /api/account': () => ({ status: 200, data: account }),
  'POST /api/account/logout': () => ({ status: 200, data: { logoutUrl: null } }),
});
