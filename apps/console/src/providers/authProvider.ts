import type { AuthProvider } from 'react-admin';
import { createAdminAuthProvider } from '@codex/auth';
import { fetchAccount, logoutAccount } from '@codex/data';
import type { ConsoleServices } from './ConsoleServices.js';

export function createAuthProvider({ signIn, http }: Pick<ConsoleServices, 'signIn' | 'http'>): AuthProvider {
  return createAdminAuthProvider({
    signIn,
    loadAccount: () => fetchAccount(http),
    endServerSession: () => logoutAccount(http),
  });
}
