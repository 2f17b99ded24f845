// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { adaAccount, fakeServices, subscriptionRoutes, tenantConfig } from '../../test/fakeServices.js';

const keystone = {
  ...tenantConfig,
  eLearningUrl: 'https://learn.keystone.example',
  helpMenu: [{ id: 'help', key: 'help.menu', topics: [{ id: 'start', 'label-i18n-key': 'help.gettingStarted', type: 'DOWNLOAD', title: 'getting-started' }] }],
} as TenantUiConfig;

type Answer = { status: number; data?: unknown };

function renderReader(account: object, elp: Answer[] = []) {
  const answers = [...elp];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/account': () => ({ status: 200, data: account }),
      ...subscriptionRoutes(),
      'GET /api/entitlement/getElpEntitlementStatus': () => answers.shift() ?? { status: 500 },
      'GET /api/documents/getHelpDocument': (config) => ({
        status: 200,
        data: new Blob([`guide ${JSON.stringify(config.params)}`], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="getting-started.pdf"' },
      }),
    },
  });
  fake.services.tenantConfig = keystone;
  const router = createMemoryRouter(readerRoutes, { initialEntries: ['/favorites'] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return fake;
}

async function clickELearning() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
  const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
  fireEvent.click(within(sidebar).getByRole('button', { name: /E-learning/ }));
}

const opened = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  opened.mockReset();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened(String(url));
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the e-learning link', () => {
  it("checks an individual's entitlement and opens the provider's page in a new tab when entitled", async () => {
    const { calls } = renderReader(adaAccount, [{ status: 200, data: { code: '200', entitled: true, url: 'https://learn.keystone.example', courseCount: 3 } }]);
    await clickELearning();
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://learn.keystone.example'));
    expect(calls).toContain('GET /api/entitlement/getElpEntitlementStatus');
    // No message or access modal: the only dialog there may be is the navigation drawer on a narrow window.
    expect(screen.queryAllByRole('dialog').filter((dialog) => !within(dialog).queryByRole('navigation', { name: 'Main navigation' }))).toEqual([]);
  });

  it("says the subscription includes no e-learning on code '300', and opens nothing", async () => {
    renderReader(adaAccount, [{ status: 200, data: { code: '300', entitled: false, url: null, courseCount: 0 } }]);
    await clickELearning();
    const dialog = await screen.findByRole('dialog', { name: 'E-learning' });
    expect(await within(dialog).findByText('Your subscription does not include e-learning courses. Ask your administrator or our sales team to add them.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'E-learning' })).toBeNull());
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks to try again after any other failure, and tries again', async () => {
    renderReader(adaAccount, [{ status: 503 }, { status: 200, data: { code: '200', entitled: true, url: 'https://learn.keystone.example', courseCount: 1 } }]);
    await clickELearning();
    const dialog = await screen.findByRole('dialog', { name: 'E-learning' });
    expect(await within(dialog).findByText('Your e-learning access could not be checked. Please try again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://learn.keystone.example'));
  });

  it('gives a company session the access modal instead of the check; OK signs in as a person', async () => {
    const { calls } = renderReader({ ...adaAccount, userType: 'COMPANY', firstName: null, lastName: null, login: 'acme' });
    await clickELearning();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in for e-learning' });
    expect(within(dialog).getByText('E-learning is for individual users. Sign in with your own account to open it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toContain('signIn /favorites'));
    expect(calls).not.toContain('GET /api/entitlement/getElpEntitlementStatus');
  });
});

describe('the help menu', () => {
  it('downloads a DOWNLOAD help topic as the help document its title names', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const { calls } = renderReader(adaAccount);
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Getting started' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(calls).toContain('GET /api/documents/getHelpDocument');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('guide {"title":"getting-started","format":"pdf"}');
  });
});
