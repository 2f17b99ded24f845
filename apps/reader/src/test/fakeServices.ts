import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { User } from 'oidc-client-ts';
import type { SignIn } from '@codex/auth';
import { createHttpClient, type TenantUiConfig } from '@codex/data';
import { createHttpErrorHandlers, type AppServices } from '@codex/ui';

export const tenantConfig = {
  code: 'keystone',
  tenantName: 'Keystone Standards Institute',
  kind: 'standards-body',
  supportEmail: 'support@keystone.example',
  supportPhone: '+1 555 0100',
  branding: { productName: 'Keystone Standards Library', logoUrl: '/logo.svg', primaryColor: '#0b3d91', secondaryColor: '#f2a900' },
  identityProvider: { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] },
  features: [
    { code: 'groups', enabled: true },
    { code: 'content-share', enabled: true },
    { code: 'show-tracker', enabled: false },
  ],
  menu: [],
  helpMenu: [],
  footer: [
    { key: 'about', 'label-i18n-key': 'footer.about', url: 'https://keystone.example/about' },
    { key: 'privacy', 'label-i18n-key': 'footer.privacy', url: 'https://keystone.example/privacy' },
  ],
  externalLinks: [],
  'search-types-configuration': [
    { code: 'ALL', enabled: true, 'label-i18n-key': 'search.type.all' },
    { code: 'MYSUBSCRIPTION', enabled: true, 'label-i18n-key': 'search.type.mysubscription' },
  ],
  userManagement: { enable: false },
  'authentication-methods': { sso: { 'logout-config': { 'alert-config': { show: true, 'content-i18n-key': 'signout.sso.content' } } } },
} as unknown as TenantUiConfig;

const entitlement = (accountId: number, accountName: string, accountNumber: string) => ({ accountId, accountName, accountNumber, accountSetting: { acronym: null } });

/** A complete GET /api/account answer for Ada, an individual with one account who accepted the license. */
export const adaAccount = {
  activated: true,
  id: 7,
  login: 'ada',
  email: 'ada.lovelace@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userAccounts: [],
  cgEntitlements: [entitlement(100, 'Analytical Engines Ltd', '100100')],
  selectedAccountId: 100,
  authorities: [],
  userType: 'INDIVIDUAL',
  authType: 'PWD',
  customCollection: false,
  compassPointFlag: false,
  semanticSearchFlag: false,
  lcaAgreementFlag: true,
  langKey: 'en',
  contentSecurity: { 'drm-view': 'N' },
  refinementSections: [],
  billboard: null,
  profileManagementUrl: null,
  userMenuList: [],
  tenant: { code: 'keystone', name: 'Keystone Standards Institute' },
};

/** Claude: two accounts and none chosen yet. */
export const multiAccount = {
  ...adaAccount,
  id: 8,
  login: 'multi',
  firstName: 'Claude',
  lastName: 'Shannon',
  cgEntitlements: [entitlement(200, 'Bell Research Labs', '100200'), entitlement(300, 'Information Theory Society', '100300')],
  selectedAccountId: null,
};

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };
/** Answers a call; a promise holds the answer back until the test lets it go. */
type Route = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

/** Services with a fake network: `routes` answers by "METHOD /path"; anything else is a 404. */
export function fakeServices({ signedIn, routes = {}, providerSession = false }: { signedIn: boolean; routes?: Record<string, Route>; providerSession?: boolean }) {
  let user: User | null = signedIn ? ({ access_token: 'token-ada', expired: false } as unknown as User) : null;
  const listeners = new Set<() => void>();
  const calls: string[] = [];

  const signIn = {
    signIn: async (returnTo = '/') => {
      calls.push(`signIn ${returnTo}`);
    },
    signOut: async () => {
      calls.push('signOut');
      user = null;
      listeners.forEach((l) => l());
    },
    forgetUser: async () => {
      user = null;
      listeners.forEach((l) => l());
    },
    // Like the real one: asks the provider once per tab; with a session there, the browser leaves (true).
    trySilentSignIn: async (returnTo = '/') => {
      if (calls.some((call) => call.startsWith('trySilentSignIn'))) return false;
      calls.push(`trySilentSignIn ${returnTo}`);
      return providerSession;
    },
    completeSignIn: async () => '/',
    isSilentRenewFrame: () => false,
    getUser: async () => user,
    getAccessToken: async () => user?.access_token ?? null,
    getAuthMode: async () => (user ? 'PWD' : 'IP'),
    onUserChanged: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SignIn;

  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(key);
    const answer = (await routes[key]?.(config)) ?? { status: 404 };
    const response = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: answer.headers ?? {}, config };
    // Like axios: a status the call's validateStatus accepts resolves (some pages explain a 401 or 403 themselves).
    const accepted = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 400;
    if (!accepted) throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { response, config, isAxiosError: true });
    return response;
  };
  // Like startAppServices: dedicated handlers run from the client's onError (notifications are left out here).
  const { handlers: httpErrorHandlers, handleHttpError } = createHttpErrorHandlers();
  const http = createHttpClient({
    baseURL: '',
    getAccessToken: signIn.getAccessToken,
    getAuthMode: signIn.getAuthMode,
    onError: (descriptor, error) => {
      if (descriptor.handler) httpErrorHandlers[descriptor.handler]?.(descriptor, error);
    },
  });
  http.defaults.adapter = adapter;

  const services: AppServices = { tenantConfig, signIn, http, handleHttpError };
  return { services, calls };
}

/** An entry of GET /api/user-subscriptions/current-user/subscriptions. */
export const subscription = (id: number, publisherSearchKey: string, subscriptionName: string) => ({
  id,
  subscriptionInfo: { publisherSearchKey, subscriptionAbbrName: publisherSearchKey, subscriptionImagePath: null, subscriptionName },
});

/** Ada's two subscriptions, IETF and W3C. */
export const adaSubscriptions = [subscription(1, 'IETF', 'IETF'), subscription(2, 'W3C', 'W3C')];

/** GET /api/user-subscriptions/current-user/subscriptions answers `list` with a token and 401 without one, like the API. */
export const subscriptionRoutes = (list: unknown[] = adaSubscriptions): Record<string, Route> => ({
  'GET /api/user-subscriptions/current-user/subscriptions': (config) => (config.headers.get('Authorization') ? { status: 200, data: list } : { status: 401 }),
});

/** GET /api/account answers Ada with a token and 401 without one, like the API. */
export const accountRoutes: Record<string, Route> = {
  'GET /api/account': (config) => (config.headers.get('Authorization') ? { status: 200, data: adaAccount } : { status: 401 }),
  ...subscriptionRoutes(),
  'POST /api/account/logout': () => ({ status: 200 }),
};
