import type { AxiosInstance } from 'axios';
import type { AccountSession, LicenseState, LicenseValidateResponse, ProgressiveProfilingUrl, UserSubscription } from '@codex/domain';

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
