import axios, { type AxiosInstance } from 'axios';
import { TIMING, type AuthMode } from '@codex/domain';
import { describeHttpError, type NotificationDescriptor } from './errorCatalogue.js';

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
  /**
   * Called for every failed call the user should hear about, with the error catalogue's descriptor.
   * Silent failures (cancelled calls, 401 on the account path, …) never reach it. The call still rejects.
   */
  onError?: (descriptor: NotificationDescriptor, error: unknown) => void;
  /** Called when a call starts (drives the per-request spinner together with onRequestEnd). */
  onRequestStart?: (call: RequestKind) => void;
  /** Called exactly once per started call when it settles: success, failure or cancellation, with the kind it started with. */
  onRequestEnd?: (call: RequestKind) => void;
}

/**
 * What the spinner needs to know of a call: a blocking one (a write the user made: save, delete, send, switch) masks
 * the page until it settles; a read shows the thin per-request bar only (docs/adr/0049).
 */
export interface RequestKind {
  blocking: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call that is not a blocking action although it is sent as a write: a read sent as POST (searches, their
     * counts, type-ahead and member searches) or work that runs while the user goes on (recording a page view or a
     * video play, asking for a redline): it never masks the page.
     */
    background?: boolean;
  }
}

const READ_METHODS = new Set(['get', 'head', 'options']);

/** A call masks the page when it is a write (POST, PUT, PATCH, DELETE) not marked as background work. */
export function isBlockingCall(config: { method?: string; background?: boolean }): boolean {
  return !READ_METHODS.has((config.method ?? 'get').toLowerCase()) && config.background !== true;
}

/** The shared axios client every call goes through (the standard headers, timeout and error reporting below). */
export type HttpClient = AxiosInstance;

/** Header names every call carries (section 7 of the session specification). */
export const STANDARD_HEADERS = {
  authorization: 'Authorization',
  authMode: 'AuthMode',
  requestId: 'RequestId',
  originatedIp: 'originatedIpAddress',
} as const;

/**
 * An axios instance that sends the bearer token and the standard headers with every request,
 * reports failures through `onError` and counts running calls through `onRequestStart`/`onRequestEnd`.
 *
 * Cancelling: the caller passes an AbortSignal, e.g.
 * `const controller = new AbortController(); http.get(url, { signal: controller.signal }); controller.abort('cancelSearch');`
 * The call then rejects with axios' CanceledError (test it with `isCancelledRequest`) and `onError` is not called.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL, timeout: TIMING.requestTimeoutMs });
  // Configs whose start was counted, with their kind; ending removes them, so each call ends once at most.
  const running = new WeakMap<object, RequestKind>();

  const settle = (config: object | undefined) => {
    const kind = config ? running.get(config) : undefined;
    if (config && kind) {
      running.delete(config);
      options.onRequestEnd?.(kind);
    }
  };

  http.interceptors.request.use(async (config) => {
    const kind = { blocking: isBlockingCall(config) };
    running.set(config, kind);
    options.onRequestStart?.(kind);
    let token, authMode, originatedIp;
    try {
      [token, authMode, originatedIp] = await Promise.all([
        options.getAccessToken(),
        options.getAuthMode(),
        options.getOriginatedIp?.(),
      ]);
    } catch (error) {
      // The error below carries no config, so the response side could not end this call.
      settle(config);
      throw error;
    }
    if (token) config.headers.set(STANDARD_HEADERS.authorization, `Bearer ${token}`);
    if (authMode) config.headers.set(STANDARD_HEADERS.authMode, authMode);
    // A fresh id per request lets support match a user's report to the server's log line.
    config.headers.set(STANDARD_HEADERS.requestId, crypto.randomUUID());
    if (originatedIp) config.headers.set(STANDARD_HEADERS.originatedIp, originatedIp);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      settle(response.config);
      return response;
    },
    (error: unknown) => {
      settle((error as { config?: object } | null)?.config);
      const descriptor = describeHttpError(error);
      if (descriptor) options.onError?.(descriptor, error);
      return Promise.reject(error);
    },
  );

  return http;
}
