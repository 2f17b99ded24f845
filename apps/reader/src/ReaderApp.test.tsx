// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ReaderApp } from './ReaderApp.js';
import { ReaderRoutes } from './router.js';
import { accountRoutes, fakeServices } from './test/fakeServices.js';

function renderReader(path: string, options: Parameters<typeof fakeServices>[0]) {
  const fake = fakeServices(options);
  // The declarative routing the product uses (a memory router in place of the browser's).
  render(
    <ReaderApp
      services={fake.services}
      routing={
        <MemoryRouter initialEntries={[path]}>
          <ReaderRoutes />
        </MemoryRouter>
      }
    />,
  );
  return fake;
}

afterEach(cleanup);

describe('reader home', () => {
  it('greets a signed-in subscriber by name on home and offers sign-out in the account menu', async () => {
    renderReader('/', { signedIn: true, routes: accountRoutes });

    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Ada Lovelace/ })).toBeTruthy();
    expect(document.title).toBe('Keystone Standards Library');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('offers an anonymous visitor to sign in and starts the provider sign-in from home', async () => {
    const { calls } = renderReader('/', { signedIn: false, routes: accountRoutes });

    fireEvent.click((await screen.findAllByRole('button', { name: 'Sign in' }))[0]!);

    expect(calls).toContain('signIn /');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('signing out closes the API session, then the provider session', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: accountRoutes });

    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(calls.filter((c) => c === 'POST /api/account/logout' || c === 'signOut')).toEqual(['POST /api/account/logout', 'signOut']));
    expect((await screen.findAllByRole('button', { name: 'Sign in' })).length).toBeGreaterThan(0);
  });
});

describe('reader routes', () => {
  it('opens the document page a /document link asks for, headed by its designation and title', async () => {
    const metadata = { contentId: 1, contentCode: 'IETF-RFC9110', displayDesignation: 'RFC 9110', title: 'HTTP Semantics', tabs: [], versions: [], pdfVersions: [], htmlVersions: [], authors: [], replacedByChain: [], documentType: 'RFC', publisherCode: 'IETF', status: 'Active', contentFavorite: null };
    renderReader('/document?contentCode=IETF-RFC9110', {
      signedIn: true,
      routes: {
        ...accountRoutes,
        'GET /api/documents/metadata': () => ({ status: 200, data: metadata }),
        'GET /api/documents/verification/contentCode': () => ({ status: 403 }),
      },
    });

    // The account does not subscribe: the tenant's no-access dialog, over the page headed by the document.
    expect(await screen.findByRole('dialog', { name: 'No access to this document' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'RFC 9110: HTTP Semantics', hidden: true })).toBeTruthy();
    // The tab names the page too, as a screen reader announces it after a move inside the app.
    expect(document.title).toBe('RFC 9110: HTTP Semantics — Keystone Standards Library');
  });

  it("keeps the library's name in the tab, not the build's, on a page that cannot name itself", async () => {
    document.title = 'Codex library';
    renderReader('/document?contentCode=IETF-RFC0000', {
      signedIn: true,
      routes: { ...accountRoutes, 'GET /api/documents/metadata': () => ({ status: 404 }) },
    });

    expect(await screen.findByRole('dialog', { name: 'Document not available' })).toBeTruthy();
    expect(document.title).toBe('Keystone Standards Library');
  });

  it('answers an unknown path with the fallback page', async () => {
    renderReader('/no/such/page', { signedIn: false, routes: accountRoutes });

    expect(await screen.findByText('The page does not exist.')).toBeTruthy();
    expect(document.title).toBe('The page does not exist — Keystone Standards Library');
  });
});
