// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { User } from 'oidc-client-ts';
import type { SignIn } from '@codex/auth';
import { createHttpClient, type TenantUiConfig } from '@codex/data';
import { ConsoleApp } from './ConsoleApp.js';
import type { AppServices } from '@codex/ui';
import { signedInServices } from './test/fakeServices.js';

const tenantConfig = {
  code: 'keystone',
  branding: { productName: 'Keystone Standards Library', logoUrl: '/logo.svg', primaryColor: '#0b3d91', secondaryColor: '#f2a900' },
  identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
} as unknown as TenantUiConfig;

const ada = { id: 7, login: 'ada', firstName: 'Ada', lastName: 'Lovelace', cgEntitlements: [], selectedAccountId: null, authorities: ['ADMIN'] };

function fakeServices({ signedIn, silentAttemptLeft }: { signedIn: boolean; silentAttemptLeft: boolean }) {
  const calls: string[] = [];
  const user = signedIn ? ({ access_token: 'token-ada' } as User) : null;
  const signIn = {
    getUser: async () => user,
    getAccessToken: async () => user?.access_token ?? null,
    getAuthMode: async () => (user ? 'PWD' : 'IP'),
    signIn: async (returnTo = '/') => void calls.push(`signIn ${returnTo}`),
    trySilentSignIn: async (returnTo = '/') => {
      calls.push(`trySilentSignIn ${returnTo}`);
      return silentAttemptLeft;
    },
    signOut: async () => void calls.push('signOut'),
    forgetUser: async () => undefined,
    completeSignIn: async () => '/',
    isSilentRenewFrame: () => false,
    onUserChanged: () => () => undefined,
  } as unknown as SignIn;
  const http = createHttpClient({ baseURL: '', getAccessToken: signIn.getAccessToken, getAuthMode: signIn.getAuthMode });
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    if (config.url === '/api/account' && config.headers.get('Authorization') === 'Bearer token-ada') {
      return { data: ada, status: 200, statusText: 'OK', headers: {}, config };
    }
    throw Object.assign(new Error('Request failed with status code 401'), { response: { status: 401, data: {}, headers: {}, config } });
  };
  http.defaults.adapter = adapter;
  const services: AppServices = { tenantConfig, signIn, http };
  return { services, calls };
}

beforeEach(() => window.history.replaceState(null, '', '/admin/'));
afterEach(cleanup);

describe('console', () => {
  it('shows the signed-in user on the dashboard', async () => {
    const { services } = fakeServices({ signedIn: true, silentAttemptLeft: false });

    render(<ConsoleApp services={services} />);

    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();
  });

  it('asks the provider silently first when nobody is signed in in this tab', async () => {
    const { services, calls } = fakeServices({ signedIn: false, silentAttemptLeft: true });

    render(<ConsoleApp services={services} />);

    expect(await screen.findByText('Checking your session…')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['trySilentSignIn /admin/']));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('goes to the login page once, without looping through logouts', async () => {
    const { services } = fakeServices({ signedIn: false, silentAttemptLeft: true });
    const pushState = vi.spyOn(window.history, 'pushState');

    render(<ConsoleApp services={services} />);
    await screen.findByText('Checking your session…');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(pushState.mock.calls.map((call) => String(call[2]))).toEqual(['/admin/login']);
    pushState.mockRestore();
  });

  it('offers a Sign in button once the silent attempt was made', async () => {
    const { services, calls } = fakeServices({ signedIn: false, silentAttemptLeft: false });

    render(<ConsoleApp services={services} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(calls).toEqual(['trySilentSignIn /admin/', 'signIn /admin/']));
  });
});

const OPERATOR_PAGES = ['Health', 'Metrics', 'Thread dump', 'Loggers', 'Configuration', 'Environment', 'Audits', 'Tenants', 'Accounts', 'Mail'];

describe('console resources by authority', () => {
  it('shows an operator who also administers an account every operations page, the tenants, the accounts, the mail and the groups', async () => {
    render(<ConsoleApp services={signedInServices(['OPERATOR', 'ADMIN']).services} />);
    for (const name of [...OPERATOR_PAGES, 'Groups']) expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
  });

  it('shows an operator without ADMIN no groups: they belong to the accounts', async () => {
    render(<ConsoleApp services={signedInServices(['OPERATOR']).services} />);
    expect(await screen.findByRole('menuitem', { name: 'Mail' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Groups' })).toBeNull();
  });

  it("shows an account's ADMIN the accounts and the groups only", async () => {
    render(<ConsoleApp services={signedInServices(['ADMIN']).services} />);
    expect(await screen.findByRole('menuitem', { name: 'Accounts' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Groups' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Health' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Tenants' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Mail' })).toBeNull();
  });

  it("tells an account's ADMIN who opens the mail that it is not for their role, never a bad link", async () => {
    window.history.replaceState(null, '', '/admin/mail');
    render(<ConsoleApp services={signedInServices(['ADMIN']).services} />);
    expect(await screen.findByRole('heading', { name: 'Mail is not available for your role' })).toBeTruthy();
    expect(screen.getByText(/operator of this library/)).toBeTruthy();
    expect(screen.queryByText(/bad link/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toBeTruthy();
  });

  it('gives the usage page the name of its menu entry', async () => {
    window.history.replaceState(null, '', '/admin/usage-report');
    render(<ConsoleApp services={signedInServices(['ADMIN']).services} />);
    expect(await screen.findByRole('menuitem', { name: 'Subscription usage' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Subscription usage')).toHaveLength(2));
    expect(screen.queryByText('Usage Report')).toBeNull();
  });

  it('shows a subscriber without authorities no page and says why', async () => {
    render(<ConsoleApp services={signedInServices([]).services} />);
    expect(await screen.findByText(/Your account has no console pages/)).toBeTruthy();
    for (const name of [...OPERATOR_PAGES, 'Groups']) expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });
});
