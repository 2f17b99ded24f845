// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { adaAccount, fakeServices, subscriptionRoutes } from '../../test/fakeServices.js';

const authenticationData = {
  authenticated: true,
  authType: 'PWD',
  methods: ['pwd'],
  userId: 7,
  login: 'ada',
  userType: 'INDIVIDUAL',
  authenticatedAt: '2026-11-28T09:30:00.000Z',
  expiresAt: '2026-11-28T10:30:00.000Z',
  ipAddress: '203.0.113.7',
  issuer: 'http://localhost:8080/oidc',
  tenant: { code: 'keystone', name: 'Keystone Standards Institute' },
};

function renderCallback(callback = '/implicit/callback?code=abc&state=xyz') {
  let openSession: () => void = () => undefined;
  const accountHeld = new Promise<void>((resolve) => (openSession = resolve));
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/account': async () => {
        await accountHeld;
        return { status: 200, data: adaAccount };
      },
      ...subscriptionRoutes(),
      'GET /login/api/v1/authenticationData': () => ({ status: 200, data: authenticationData }),
    },
  });
  fake.services.signIn.completeSignIn = async () => '/favorites';
  const router = createMemoryRouter(readerRoutes, { initialEntries: [callback] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router, openSession };
}

afterEach(cleanup);

describe('the sign-in callback', () => {
  it('says the authentication was verified, how, when and from where, while the account session opens, then goes back', async () => {
    const { router, openSession, calls } = renderCallback();
    expect(await screen.findByRole('heading', { name: 'Authentication verified' })).toBeTruthy();
    const facts = await screen.findByText('Username and password');
    const list = facts.closest('dl') as HTMLElement;
    expect(within(list).getByText('203.0.113.7')).toBeTruthy();
    expect(within(list).getByText('http://localhost:8080/oidc')).toBeTruthy();
    expect(within(list).getByText('Signed in at')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Opening your library…');
    expect(calls).toContain('GET /login/api/v1/authenticationData');
    expect(router.state.location.pathname).toBe('/implicit/callback');

    openSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('after a silent sign-in the provider answered with login_required, goes straight back: nobody was authenticated', async () => {
    const { router } = renderCallback('/implicit/callback?error=login_required&error_description=End-User+authentication+is+required&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(screen.queryByRole('heading', { name: 'Authentication verified' })).toBeNull();
  });

  it('lets the user go on before the account session has opened', async () => {
    const { router } = renderCallback();
    fireEvent.click(await screen.findByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });
});
