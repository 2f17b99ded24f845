import axios, { type AxiosInstance } from 'axios';
import { TIMING, type AuthMode } from '@codex/domain';

type MaybePromise<T> = T | Promise<T>;

export interface HttpClientOptions {
  /** The signed-in user's access token, or null when nobody is signed in (IP-recognised company users). */
  getAccessToken: () => MaybePromise<string | null | undefined>;
  /** How the current session was authenticated; sent as the AuthMode header. */
  getAuthMode: () => MaybePromise<AuthMode | null | undefined>;
  /** The address the request originated from, when a proxy or login server told us; sent as originatedIpAddress. */
  getOriginatedIp?: () => MaybePromise<string | null | undefined>;
  /** Usually '' (same origin as the API). */
  baseURL: string;
}

/** Header names every call carries (section 7 of the session specification). */
export const STANDARD_HEADERS = {
  authorization: 'Authorization',
  authMode: 'AuthMode',
  requestId: 'RequestId',
  originatedIp: 'originatedIpAddress',
} as const;

/** An axios instance that sends the bearer token and the standard headers with every request. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL, timeout: TIMING.requestTimeoutMs });

  http.interceptors.request.use(async (config) => {
    const [token, authMode, originatedIp] = await Promise.all([
      options.getAccessToken(),
      options.getAuthMode(),
      options.getOriginatedIp?.(),
    ]);
    if (token) config.headers.set(STANDARD_HEADERS.authorization, `Bearer ${token}`);
    if (authMode) config.headers.set(STANDARD_HEADERS.authMode, authMode);
    // A fresh id per request lets support match a user's report to the server's log line.
    config.headers.set(STANDARD_HEADERS.requestId, crypto.randomUUID());
    if (originatedIp) config.headers.set(STANDARD_HEADERS.originatedIp, originatedIp);
    return config;
  });

  return http;
}
