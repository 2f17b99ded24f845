import type { AxiosInstance } from 'axios';
import { AUTHENTICATION_DATA_PATH } from '@codex/domain';
import type { AccountSession, AuthenticationData, LicenseState, LicenseValidateResponse, ProgressiveProfilingUrl, UserSubscription } from '@codex/domain';

/** POST api/account/switch: the session now acts for `accountId`; answers the new account session. */
export async function switchAccount(http: AxiosInstance, accountId: number): Promise<AccountSession> {
  const response = await http.post<AccountSession>('/api/account/switch', { accountId });
  return response.data;
}

/** GET api/v1/lca/validate: the license agreement text and whether the selected account accepted it. */
export async function validateLicense(http: AxiosInstance): Promise<LicenseState> {
  const response = await http.get<LicenseValidateResponse>('/api/v1/lca/validate');
  return response.data.responseData.value;
}

/** POST api/v1/lca/create: the selected account accepts the license agreement. */
export async function acceptLicense(http: AxiosInstance): Promise<void> {
  await http.post('/api/v1/lca/create');
}

/** GET /api/user-subscriptions/current-user/subscriptions: the selected account's current subscriptions. */
export async function fetchSubscriptions(http: AxiosInstance): Promise<UserSubscription[]> {
  const response = await http.get<UserSubscription[]>('/api/user-subscriptions/current-user/subscriptions');
  return response.data;
}

/** GET api/tenant/getProgressiveProfilingUrl: where SSO individuals complete their profile, or null when the tenant has none. */
export async function fetchProgressiveProfilingUrl(http: AxiosInstance): Promise<string | null> {
  const response = await http.get<ProgressiveProfilingUrl>('/api/tenant/getProgressiveProfilingUrl');
  return response.data.progressiveProfilingUrl || null;
}

/**
 * GET {login host}/login/api/v1/authenticationData: how the provider authenticated the session. The login host is the
 * issuer's origin (this server for the embedded provider). Null when the host does not answer it: the session flow goes
 * on without it, so its failure is not the user's concern.
 */
export async function fetchAuthenticationData(http: AxiosInstance, issuer: string | undefined): Promise<AuthenticationData | null> {
  const url = issuer ? new URL(AUTHENTICATION_DATA_PATH, new URL(issuer).origin).toString() : AUTHENTICATION_DATA_PATH;
  const response = await http.get<AuthenticationData>(url, { validateStatus: () => true });
  return response.status === 200 && response.data && typeof response.data === 'object' ? response.data : null;
}
