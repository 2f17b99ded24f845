import { createTenantSignIn } from '@codex/auth';
import { createHttpClient, fetchTenantConfig } from '@codex/data';
import type { ConsoleServices } from './ConsoleServices.js';

/** Loads the tenant configuration (it decides the identity provider) and builds the sign-in client and HTTP client. */
export async function startConsole(): Promise<ConsoleServices> {
  const beforeSignIn = createHttpClient({ baseURL: '', getAccessToken: () => null, getAuthMode: () => null });
  const tenantConfig = await fetchTenantConfig(beforeSignIn);
  const signIn = createTenantSignIn(tenantConfig.identityProvider, 'console');
  const http = createHttpClient({ baseURL: '', getAccessToken: signIn.getAccessToken, getAuthMode: signIn.getAuthMode });
  return { tenantConfig, signIn, http };
}
