import { describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import type { AccountSession } from '@codex/domain';
import { createAdminAuthProvider } from './adminAuthProvider.js';
import type { SignIn } from './signIn.js';

function fakeSignIn(signedIn: boolean) {
  let user = signedIn ? ({ access_token: 'tok' } as User) : null;
  return {
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    forgetUser: vi.fn(async () => {
      user = null;
    }),
    getUser: async () => user,
    getAccessToken: async () => user?.access_token ?? null,
  } as unknown as SignIn & { signIn: ReturnType<typeof vi.fn>; signOut: ReturnType<typeof vi.fn>; forgetUser: ReturnType<typeof vi.fn> };
}

const ada = {
  id: 7,
  login: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  cgEntitlements: [],
  selectedAccountId: null,
  authorities: ['ADMIN', 'REPORT_VIEW'],
} as unknown as AccountSession;

function provider(signedIn: boolean) {
  const signIn = fakeSignIn(signedIn);
  const loadAccount = vi.fn(async () => ada);
  const endServerSession = vi.fn(async () => undefined);
  return { signIn, loadAccount, endServerSession, authProvider: createAdminAuthProvider({ signIn, loadAccount, endServerSession }) };
}

describe('createAdminAuthProvider', () => {
  it('lets a signed-in user in and names them from the account session', async () => {
    const { authProvider, loadAccount } = provider(true);

    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(await authProvider.getIdentity()).toEqual({ id: 'ada', fullName: 'Ada Lovelace' });
    expect(await authProvider.getPermissions()).toEqual(['ADMIN', 'REPORT_VIEW']);
    expect(loadAccount).toHaveBeenCalledTimes(1);
  });

  it('sends nobody-signed-in to the login page without an error toast, and asks the API nothing', async () => {
    const { authProvider, loadAccount } = provider(false);

    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    await expect(authProvider.getIdentity()).rejects.toEqual({ message: false });
    expect(await authProvider.getPermissions()).toEqual([]);
    expect(loadAccount).not.toHaveBeenCalled();
  });

  it('logout ends the server session and then the provider session', async () => {
    const { authProvider, signIn, endServerSession } = provider(true);

    await authProvider.logout();

    expect(endServerSession).toHaveBeenCalledTimes(1);
    expect(signIn.signOut).toHaveBeenCalledTimes(1);
  });

  it('logout with nobody signed in (react-admin calls it after a failed checkAuth) goes nowhere', async () => {
    const { authProvider, signIn, endServerSession } = provider(false);

    await authProvider.logout();

    expect(endServerSession).not.toHaveBeenCalled();
    expect(signIn.signOut).not.toHaveBeenCalled();
  });

  it('a 401 from the API drops the local tokens; a 403 does not', async () => {
    const { authProvider, signIn } = provider(true);

    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(signIn.forgetUser).not.toHaveBeenCalled();

    await expect(authProvider.checkError({ response: { status: 401 } })).rejects.toEqual({ message: false });
    expect(signIn.forgetUser).toHaveBeenCalledTimes(1);
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
  });

  it('login sends the user to the provider and back to where they were', async () => {
    const { authProvider, signIn } = provider(false);

    await authProvider.login({ returnTo: '/groups' });

    expect(signIn.signIn).toHaveBeenCalledWith('/groups');
  });
});
