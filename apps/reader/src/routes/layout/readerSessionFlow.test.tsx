// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adaAccount, multiAccount } from '../../test/fakeServices.js';
import { answering, renderReader } from '../../test/renderReader.js';

// The reader's session flows as the layout runs them: choosing an account, the licence agreement, signing out,
// progressive profiling, a session that ended elsewhere, and an account that no longer exists.

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

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
