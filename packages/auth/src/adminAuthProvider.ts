import type { AccountSession } from '@codex/domain';
import { displayName } from './displayName.js';
import type { SignIn } from './signIn.js';

export interface AdminAuthProviderOptions {
  signIn: SignIn;
  /** GET api/account with the current token. */
  loadAccount: () => Promise<AccountSession>;
  /** POST api/account/logout, so the server can close its side of the session. */
  endServerSession: () => Promise<void>;
}

/** What react-admin's checkAuth rejects with: no toast, just the login page. */
const NOT_SIGNED_IN = { message: false } as const;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A react-admin auth provider over the shared sign-in client. It is typed structurally, so this package
 * does not depend on react-admin; the console checks it against react-admin's AuthProvider type.
 */
export function createAdminAuthProvider({ signIn, loadAccount, endServerSession }: AdminAuthProviderOptions) {
  // getIdentity and getPermissions both need the session; ask the API once per access token.
  let cached: { token: string; account: Promise<AccountSession> } | undefined;
  async function account(): Promise<AccountSession> {
    const token = (await signIn.getAccessToken()) ?? '';
    if (!cached || cached.token !== token) {
      const pending = loadAccount();
      cached = { token, account: pending };
      pending.catch(() => {
        if (cached?.account === pending) cached = undefined;
      });
    }
    return cached.account;
  }

  return {
    async login(params?: { returnTo?: string }): Promise<void> {
      await signIn.signIn(params?.returnTo ?? '/');
    },

    /** react-admin also calls this when checkAuth fails; with nobody signed in there is nothing to end. */
    async logout(): Promise<void> {
      cached = undefined;
      if (!(await signIn.getUser())) return;
      await endServerSession().catch(() => undefined);
      await signIn.signOut();
    },

    async checkAuth(): Promise<void> {
      if (!(await signIn.getUser())) throw NOT_SIGNED_IN;
    },

    async checkError(error: unknown): Promise<void> {
      if (statusOf(error) === 401) {
        // The API no longer accepts these tokens: drop them so logout does not try to end a dead session.
        cached = undefined;
        await signIn.forgetUser();
        throw NOT_SIGNED_IN;
      }
    },

    async getIdentity(): Promise<{ id: string; fullName: string }> {
      if (!(await signIn.getUser())) throw NOT_SIGNED_IN;
      const session = await account();
      return { id: session.login ?? String(session.id ?? ''), fullName: displayName(session) };
    },

    async getPermissions(): Promise<AccountSession['authorities']> {
      // react-admin asks before anyone has signed in; there is nothing to ask the API then.
      if (!(await signIn.getUser())) return [];
      return (await account()).authorities;
    },
  };
}
