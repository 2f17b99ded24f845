// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { adaAccount, adaSubscriptions, fakeServices, multiAccount, subscription, subscriptionRoutes, tenantConfig } from '../../test/fakeServices.js';

type Options = Parameters<typeof fakeServices>[0];

function renderReader(path: string, options: Options, config?: Partial<TenantUiConfig>) {
  const fake = fakeServices(options);
  if (config) fake.services.tenantConfig = { ...tenantConfig, ...config };
  const router = createMemoryRouter(readerRoutes, { initialEntries: [path] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router };
}

const answering = (account: object) => ({
  'GET /api/account': () => ({ status: 200, data: account }),
  'POST /api/account/logout': () => ({ status: 200, data: { logoutUrl: null } }),
});

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('reader shell', () => {
  it('fetches the subscriptions once the session is known and expands Subscriptions to one search per subscription', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: { ...answering(adaAccount), ...subscriptionRoutes(adaSubscriptions) } });

    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('GET /api/user-subscriptions/current-user/subscriptions'));
    expect(calls.indexOf('GET /api/account')).toBeLessThan(calls.indexOf('GET /api/user-subscriptions/current-user/subscriptions'));
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    const toggle = await within(sidebar).findByRole('button', { name: 'Subscriptions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(sidebar).getByRole('link', { name: 'IETF' }).getAttribute('href')).toBe('/mysubscription-search?subscription=IETF');
    expect(within(sidebar).getByRole('link', { name: 'W3C' }).getAttribute('href')).toBe('/mysubscription-search?subscription=W3C');
  });

  it('does not show Subscriptions with a single subscription', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: { ...answering(adaAccount), ...subscriptionRoutes([subscription(1, 'IETF', 'IETF')]) } });

    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('GET /api/user-subscriptions/current-user/subscriptions'));
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(sidebar).queryByRole('button', { name: 'Subscriptions' })).toBeNull();
  });

  it('does not ask for subscriptions before an account is selected', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: { ...answering(multiAccount), ...subscriptionRoutes(adaSubscriptions) } });
    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeTruthy();
    expect(calls).not.toContain('GET /api/user-subscriptions/current-user/subscriptions');
  });

  it('shows the header with the user name, keeps the sidebar closed and opens it from the hamburger', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) });

    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Groups' })).toBeTruthy();

    fireEvent.keyDown(sidebar, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  });

  it('lists the account menu items the session allows', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) });

    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My account', 'Shared with me', 'Sign out']);
  });

  it('shows the footer links only with a session', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('https://keystone.example/about');
    cleanup();

    renderReader('/', { signedIn: false, routes: { 'GET /api/account': () => ({ status: 401 }) } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });

  it('shows the banner inside its dates and remembers its dismissal for the session', async () => {
    const banner = { text: 'Maintenance on Saturday', 'start-date': '2000-01-01', 'end-date': '2999-12-31' };
    renderReader('/', { signedIn: true, routes: answering(adaAccount) }, { banner });

    expect(await screen.findByText('Maintenance on Saturday')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByText('Maintenance on Saturday')).toBeNull();
    cleanup();

    renderReader('/', { signedIn: true, routes: answering(adaAccount) }, { banner });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.queryByText('Maintenance on Saturday')).toBeNull();
  });

  it('does not show a banner outside its dates', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) }, { banner: { text: 'Old news', 'start-date': '2000-01-01', 'end-date': '2000-01-02' } });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.queryByText('Old news')).toBeNull();
  });
});

describe('reader route guards', () => {
  it('shows the 403 text when the user lacks the authority', async () => {
    renderReader('/compass-points-admin-list', { signedIn: true, routes: answering(adaAccount) });
    expect(await screen.findByText('You are not authorized to access this page.')).toBeTruthy();
  });

  it('refuses /groups to a company recognised by its network and offers it Sign in / Register', async () => {
    const company = { ...adaAccount, id: null, firstName: null, lastName: null, userType: 'COMPANY', authType: 'IP' };
    renderReader('/groups', { signedIn: false, routes: answering(company) });

    expect(await screen.findByText('You are not authorized to access this page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Analytical Engines Ltd/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign in', 'Register']);
  });

  it("shows '...' on a private route without a session while the provider is asked silently; signed in there, nothing else", async () => {
    const { calls } = renderReader('/favorites', { signedIn: false, providerSession: true, routes: { 'GET /api/account': () => ({ status: 401 }) } });
    expect(await screen.findByText('...')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('trySilentSignIn /favorites'));
    expect(screen.queryByRole('heading', { name: 'Favorites' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('offers Sign in on a link opened signed out, and comes back to it with its query string', async () => {
    const link = '/document?contentCode=IETF-RFC9110';
    const { calls } = renderReader(link, { signedIn: false, routes: { 'GET /api/account': () => ({ status: 401 }) } });
    expect(await screen.findByRole('heading', { name: 'Sign in to open this page. You will come back here afterwards.' })).toBeTruthy();
    expect(calls).toContain(`trySilentSignIn ${link}`);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toContain(`signIn ${link}`));

    // The header's account menu says the same.
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign in']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign in' }));
    await waitFor(() => expect(calls.filter((call) => call === `signIn ${link}`)).toHaveLength(2));
  });

  it('shows a lazily loaded page under its own heading', async () => {
    renderReader('/groups', { signedIn: true, routes: answering(adaAccount) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeTruthy();
  });

  it('leaves focus alone on the first page; "Skip to main content" is the first tab stop and takes focus to the main region', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const firstStop = document.querySelector('a[href], button, input, select, [tabindex="0"]');
    expect(firstStop).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves focus to the new page’s heading when a navigation leaves it nowhere, once the lazily loaded page is there', async () => {
    const { router } = renderReader('/', { signedIn: true, routes: answering(adaAccount) });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    await act(() => router.navigate('/groups'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Groups' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('answers an unknown path with the not-found text', async () => {
    renderReader('/no/such/page', { signedIn: true, routes: answering(adaAccount) });
    expect(await screen.findByText('The page does not exist.')).toBeTruthy();
  });

  it('sends drm-view users from /document to /document-view with the same query', async () => {
    const drm = { ...adaAccount, contentSecurity: { 'drm-view': 'Y' } };
    const { router } = renderReader('/document?contentCode=ASTM-D7', { signedIn: true, routes: answering(drm) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected document' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/document-view');
    expect(router.state.location.search).toBe('?contentCode=ASTM-D7');
  });
});

describe('reader session flow', () => {
  it('leads a user with several accounts to the switch-account screen and selects one', async () => {
    const chosen = { ...multiAccount, selectedAccountId: 300 };
    const { calls } = renderReader('/', {
      signedIn: true,
      routes: { ...answering(multiAccount), 'POST /api/account/switch': (config) => ({ status: JSON.parse(String(config.data)).accountId === 300 ? 200 : 400, data: chosen }) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an account' })).toBeTruthy();
    expect(screen.getByText('Account number 100200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact technical support' }).getAttribute('href')).toBe('mailto:support@keystone.example');

    fireEvent.click(screen.getByRole('button', { name: 'Select Information Theory Society' }));

    expect(await screen.findByText('Signed in as Claude Shannon')).toBeTruthy();
    expect(calls).toContain('POST /api/account/switch');
    expect(screen.queryByRole('heading', { name: 'Choose an account' })).toBeNull();
  });

  it('blocks with the license agreement until it is accepted', async () => {
    const newbie = { ...adaAccount, lcaAgreementFlag: false };
    const { calls } = renderReader('/', {
      signedIn: true,
      routes: {
        ...answering(newbie),
        'GET /api/v1/lca/validate': () => ({ status: 200, data: { responseData: { value: { licenseContent: 'Use the documents fairly.', accepted: false } } } }),
        'POST /api/v1/lca/create': () => ({ status: 200, data: { responseData: { value: { accepted: true } } } }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'License agreement' });
    expect(await within(dialog).findByText('Use the documents fairly.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'License agreement' })).toBeNull());
    expect(calls).toContain('POST /api/v1/lca/create');
  });

  it('tells a user without entitlements that they will be signed out', async () => {
    renderReader('/', { signedIn: true, routes: answering({ ...adaAccount, cgEntitlements: [], selectedAccountId: null }) });
    expect(await screen.findByRole('dialog', { name: 'No subscription' })).toBeTruthy();
  });

  it('asks SSO users to confirm before signing out', async () => {
    const sso = { ...adaAccount, authType: 'SSO' };
    const { calls } = renderReader('/', { signedIn: true, routes: answering(sso) });

    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(calls).not.toContain('POST /api/account/logout');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls).toContain('signOut'));
  });
});

describe('reader session flow: progressive profiling and the sign-out messages', () => {
  const ssoWithoutName = { ...adaAccount, authType: 'SSO', firstName: null, lastName: null };

  it('sends an SSO individual without a name to the tenant\'s progressive-profiling page', async () => {
    const { calls } = renderReader('/', {
      signedIn: true,
      routes: {
        ...answering(ssoWithoutName),
        'GET /api/tenant/getProgressiveProfilingUrl': () => ({ status: 200, data: { progressiveProfilingUrl: 'https://keystone.example/complete-profile' } }),
      },
    });
    expect(await screen.findByText('Taking you to complete your profile…')).toBeTruthy();
    expect(calls).toContain('GET /api/tenant/getProgressiveProfilingUrl');
    expect(screen.queryByRole('dialog', { name: 'License agreement' })).toBeNull();
  });

  it('signs an SSO individual without a matching entitlement out with a message when the tenant has no profiling page', async () => {
    const unmatched = { ...adaAccount, authType: 'SSO', selectedAccountId: null, cgEntitlements: [] };
    const { calls } = renderReader('/', {
      signedIn: true,
      routes: { ...answering(unmatched), 'GET /api/tenant/getProgressiveProfilingUrl': () => ({ status: 200, data: { progressiveProfilingUrl: null } }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your profile is incomplete' });
    expect(screen.queryByRole('dialog', { name: 'No subscription' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls).toContain('signOut'));
    expect(calls).toContain('POST /api/account/logout');
  });

  it('gives a user without roles the sign-out message', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: answering({ ...adaAccount, activated: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'No access rights' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls).toContain('signOut'));
  });
});

describe('reader session flow: validation failure', () => {
  /** GET api/account answers `account` until `end()` is called, then 401 like the API for a revoked token. */
  function endingSession(account: object) {
    let valid = true;
    return {
      end: () => (valid = false),
      routes: {
        'GET /api/account': () => (valid ? { status: 200, data: account } : { status: 401 }),
        'POST /api/account/logout': () => ({ status: 200, data: { logoutUrl: null } }),
      },
    };
  }
  const tabComesBack = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('tells a signed-in user whose session ended elsewhere, then logs out on OK', async () => {
    const session = endingSession(adaAccount);
    renderReader('/', { signedIn: true, routes: session.routes });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();

    session.end();
    tabComesBack();

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(within(dialog).getByText(/signed out in another window/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Ada Lovelace/ })).toBeNull();
  });

  it('uses the SSO title and content for a sign-in through the organisation', async () => {
    const session = endingSession({ ...adaAccount, authType: 'SSO' });
    renderReader('/', { signedIn: true, routes: session.routes });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    session.end();
    tabComesBack();
    const dialog = await screen.findByRole('dialog', { name: "Your organisation's sign-in has ended" });
    expect(within(dialog).getByText(/sign in again through your organisation/)).toBeTruthy();
  });

  it("uses the IP title and names the organisation when a company's address leaves its network", async () => {
    const company = { ...adaAccount, id: null, firstName: null, lastName: null, userType: 'COMPANY', authType: 'IP', userAccounts: [{ companyName: 'Acme Engineering Library' }] };
    const session = endingSession(company);
    renderReader('/', { signedIn: false, routes: session.routes });
    expect(await screen.findByRole('button', { name: /Acme Engineering Library|Analytical Engines Ltd/ })).toBeTruthy();

    session.end();
    tabComesBack();

    const dialog = await screen.findByRole('dialog', { name: 'Network access has ended' });
    expect(within(dialog).getByText(/part of the network of Acme Engineering Library/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the session again when another call is refused with 401', async () => {
    const session = endingSession(adaAccount);
    // The token is revoked just before the subscriptions call: it answers 401, and so does the check it triggers.
    const subscriptions = () => {
      session.end();
      return { status: 401 };
    };
    renderReader('/', { signedIn: true, routes: { ...session.routes, 'GET /api/user-subscriptions/current-user/subscriptions': subscriptions } });
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeTruthy();
  });

  it('keeps the session when another call is refused with 401 but the session still holds', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: { ...answering(adaAccount), 'GET /api/user-subscriptions/current-user/subscriptions': () => ({ status: 401 }) } });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/account')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
  });

  it('does not mistake a sign-out for a validation failure', async () => {
    renderReader('/', { signedIn: true, routes: answering(adaAccount) });
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show the message for tokens the API refuses on arrival: they are dropped silently', async () => {
    renderReader('/', { signedIn: true, routes: { 'GET /api/account': () => ({ status: 401 }) } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("reader session flow: the selected account no longer exists ('account id not exist')", () => {
  const accountGone = { status: 500, data: { message: 'error.http.500', detail: 'account id not exist' } };

  it('tells a signed-in user and signs them out, so they can choose another account when they sign in again', async () => {
    const { calls } = renderReader('/', { signedIn: true, routes: { 'GET /api/account': () => accountGone, 'POST /api/account/logout': () => ({ status: 200 }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Account no longer available' });
    expect(within(dialog).getByText(/you can choose another account/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls).toContain('signOut'));
    expect(calls).toContain('POST /api/account/logout');
  });

  it('starts a network session over without the vanished account', async () => {
    let gone = true;
    renderReader('/', { signedIn: false, routes: { 'GET /api/account': () => (gone ? accountGone : { status: 401 }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Account no longer available' });
    expect(within(dialog).getByText(/start again without it/)).toBeTruthy();
    gone = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reacts the same way when another call learns it, instead of showing a notification', async () => {
    const { calls } = renderReader('/', {
      signedIn: true,
      routes: { ...answering(adaAccount), 'GET /api/user-subscriptions/current-user/subscriptions': () => accountGone },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account no longer available' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls).toContain('signOut'));
  });
});
