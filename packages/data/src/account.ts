import type { AxiosInstance } from 'axios';
import type { AccountSession, TenantConfigForUi } from '@codex/domain';

/** The tenant configuration as the API hands it to the browser apps. */
export type TenantUiConfig = TenantConfigForUi;

/** The tenant resolved from the Host header; needed before sign-in can even be set up. */
export async function fetchTenantConfig(http: AxiosInstance): Promise<TenantUiConfig> {
  const response = await http.post<TenantUiConfig>('/api/tenant/get-tenant-config-for-ui');
  return response.data;
}

/** The current session (GET api/account); rejects with status 401 when there is none. */
export async function fetchAccount(http: AxiosInstance): Promise<AccountSession> {
  const response = await http.get<AccountSession>('/api/account');
  return response.data;
}

export async function logoutAccount(http: AxiosInstance): Promise<void> {
  await http.post('/api/account/logout');
}

/** The HTTP status of a failed call, or 0 when the server was not reached. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'response' in error) {
    const response = (error as { response?: { status?: number } }).response;
    return response?.status ?? 0;
  }
  return 0;
}
