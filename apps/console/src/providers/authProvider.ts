import type { AuthProvider } from 'react-admin';
import { createAdminAuthProvider } from '@codex/auth';
import { fetchAccount, logoutAccount } from '@codex/data';
import type { AppServices } from '@codex/ui';

export function createAuthProvider({ signIn, http }: Pick<AppServices, 'signIn' | 'http'>): AuthProvider {
  return createAdminAuthProvider({
    signIn,
    loadAccount: () => fetchAccount(http),
    endServerSession: () => logoutAccount(http),
  });
}
