import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { createTenantSignIn, type SignIn } from '@codex/auth';
import { createHttpClient, fetchTenantConfig, type TenantUiConfig } from '@codex/data';

/** What an app talks to: resolved once at start-up, before anything renders. */
export interface AppServices {
  tenantConfig: TenantUiConfig;
  signIn: SignIn;
  http: AxiosInstance;
}

/**
 * Loads the tenant configuration (it decides the identity provider), then builds the sign-in
 * client and the HTTP client. The reader and the console start the same way.
 */
export async function startAppServices(app: 'reader' | 'console'): Promise<AppServices> {
  const beforeSignIn = createHttpClient({ baseURL: '', getAccessToken: () => null, getAuthMode: () => null });
  const tenantConfig = await fetchTenantConfig(beforeSignIn);
  const signIn = createTenantSignIn(tenantConfig.identityProvider, app);
  const http = createHttpClient({ baseURL: '', getAccessToken: signIn.getAccessToken, getAuthMode: signIn.getAuthMode });
  return { tenantConfig, signIn, http };
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside AppServicesProvider');
  return services;
}
