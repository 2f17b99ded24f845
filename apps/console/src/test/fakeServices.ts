import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { User } from 'oidc-client-ts';
import type { SignIn } from '@codex/auth';
import { createHttpClient, type TenantUiConfig } from '@codex/data';
import type { AppServices } from '@codex/ui';

export const tenantConfig = {
  code: 'keystone',
  branding: { productName: 'Keystone Standards Library', logoUrl: '/logo.svg', primaryColor: '#0b3d91', secondaryColor: '#f2a900' },
  identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
} as unknown as TenantUiConfig;

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** Answers keyed `METHOD url`; a function answers from the request body (and may change what later calls see). */
export type Answers = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/**
 * The console's services over a fake network: a signed-in user with the given authorities, and a table of answers
 * keyed `METHOD url`. The real HTTP client and the real data provider run on top; every request is recorded.
 */
export function signedInServices(authorities: string[], answers: Answers = {}) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const user = { access_token: 'token-1' } as User;
  const signIn = {
    getUser: async () => user,
    getAccessToken: async () => user.access_token,
    getAuthMode: async () => 'PWD',
    signIn: async () => undefined,
    trySilentSignIn: async () => false,
    signOut: async () => undefined,
    forgetUser: async () => undefined,
    completeSignIn: async () => '/',
    isSilentRenewFrame: () => false,
    onUserChanged: () => () => undefined,
  } as unknown as SignIn;
  const account = { id: 9, login: 'margaret', firstName: 'Margaret', lastName: 'Hamilton', cgEntitlements: [], selectedAccountId: 1, authorities };
  const http = createHttpClient({ baseURL: '', getAccessToken: signIn.getAccessToken, getAuthMode: signIn.getAuthMode });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    requests.push({ method, url, body });
    const entry = url === '/api/account' ? { data: account } : answers[`${method} ${url}`];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    const status = answer?.status ?? (answer ? 200 : 404);
    let data = answer?.data ?? '';
    if (config.responseType === 'text' && typeof data !== 'string') data = JSON.stringify(data);
    const response = { data, status, statusText: String(status), headers: answer?.headers ?? {}, config };
    if (status < 300 || config.validateStatus?.(status)) return response;
    throw new axios.AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  const services: AppServices = { tenantConfig, signIn, http };
  return { services, requests };
}
