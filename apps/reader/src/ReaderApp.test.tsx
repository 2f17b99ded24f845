// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { ReaderApp } from './ReaderApp.js';
import { readerRoutes } from './router.js';
import { accountRoutes, fakeServices } from './test/fakeServices.js';

function renderReader(path: string, options: Parameters<typeof fakeServices>[0]) {
  const fake = fakeServices(options);
  render(<ReaderApp services={fake.services} createRouter={() => createMemoryRouter(readerRoutes, { initialEntries: [path] })} />);
  return fake;
}

afterEach(cleanup);

describe('reader home', () => {
  it('greets a signed-in subscriber by name and offers to sign out', async () => {
    renderReader('/', { signedIn: true, routes: accountRoutes });

    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Keystone Standards Library' })).toBeTruthy();
    expect(document.title).toBe('Keystone Standards Library');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('offers an anonymous visitor to sign in and starts the provider sign-in from home', async () => {
    const { calls } = renderReader('/', { signedIn: false, routes: accountRoutes });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(calls).toContain('signIn /');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('signing out closes the API session, then the provider session', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: accountRoutes });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(calls.filter((c) => c === 'POST /api/account/logout' || c === 'signOut')).toEqual(['POST /api/account/logout', 'signOut']));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('reader routes', () => {
  it('shows which document a /document link asks for', async () => {
    renderReader('/document?contentCode=ASTM-D7', { signedIn: true, routes: accountRoutes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Document ASTM-D7' })).toBeTruthy();
  });

  it('answers an unknown path with the fallback page', async () => {
    renderReader('/no/such/page', { signedIn: false, routes: accountRoutes });

    expect(await screen.findByText('The page does not exist.')).toBeTruthy();
  });
});
