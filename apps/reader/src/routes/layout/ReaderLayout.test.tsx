// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adaAccount, adaSubscriptions, multiAccount, subscription, subscriptionRoutes } from '../../test/fakeServices.js';
import { answering, renderReader } from '../../test/renderReader.js';

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
