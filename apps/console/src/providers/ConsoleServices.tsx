import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import type { SignIn } from '@codex/auth';
import type { TenantUiConfig } from '@codex/data';

/** What the console talks to: resolved once at start-up, before react-admin renders. */
export interface ConsoleServices {
  tenantConfig: TenantUiConfig;
  signIn: SignIn;
  http: AxiosInstance;
}

const ConsoleServicesContext = createContext<ConsoleServices | null>(null);

export function ConsoleServicesProvider({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return <ConsoleServicesContext.Provider value={services}>{children}</ConsoleServicesContext.Provider>;
}

export function useConsoleServices(): ConsoleServices {
  const services = useContext(ConsoleServicesContext);
  if (!services) throw new Error('useConsoleServices must be used inside ConsoleServicesProvider');
  return services;
}
