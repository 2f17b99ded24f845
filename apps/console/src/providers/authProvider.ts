import type { AuthProvider } from 'react-admin';
import type { AccountSession } from '@codex/domain';
import { createAdminAuthProvider } from '@codex/auth';
import { fetchAccount, logoutAccount } from '@codex/data';
import type { AppServices } from '@codex/ui';

/** react-admin's identity of the signed-in user, with the account they act for (an account admin's own account). */
export interface ConsoleIdentity {
  id: string;
  fullName: string;
  /** The session's selected account; null when the session has none (an operator may have none). */
  accountId: number | null;
}

export interface AuthProviderOptions {
  /** Told each session the provider loads (once per access token), before react-admin renders for it. */
  onSession?: (session: AccountSession) => void;
}

export function createAuthProvider({ signIn, http }: Pick<AppServices, 'signIn' | 'http'>, { onSession }: AuthProviderOptions = {}): AuthProvider {
  // The session the shared provider loaded last (it asks once per access token): the identity names its account.
  let session: AccountSession | undefined;
  const provider = createAdminAuthProvider({
    signIn,
    loadAccount: async () => {
      session = await fetchAccount(http);
      onSession?.(session);
      return session;
    },
    endServerSession: () => logoutAccount(http),
  });
  return {
    ...provider,
    async getIdentity(): Promise<ConsoleIdentity> {
      const identity = await provider.getIdentity();
      return { ...identity, accountId: session?.selectedAccountId ?? null };
    },
  };
}
