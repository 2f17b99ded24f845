import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import type { SignIn } from '@codex/auth';
import type { TenantUiConfig } from '@codex/data';

/** What the reader talks to: resolved once at start-up, before anything renders. */
export interface ReaderServices {
  tenantConfig: TenantUiConfig;
  signIn: SignIn;
  http: AxiosInstance;
}

const ReaderServicesContext = createContext<ReaderServices | null>(null);

export function ReaderServicesProvider({ services, children }: { services: ReaderServices; children: ReactNode }) {
  return <ReaderServicesContext.Provider value={services}>{children}</ReaderServicesContext.Provider>;
}

export function useReaderServices(): ReaderServices {
  const services = useContext(ReaderServicesContext);
  if (!services) throw new Error('useReaderServices must be used inside ReaderServicesProvider');
  return services;
}
