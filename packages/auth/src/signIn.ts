import type * as Oidc from 'oidc-client-ts';
import type { UserManager } from 'oidc-client-ts';
import { TOKEN_SCOPES, type AuthMode } from '@codex/domain';

/**
 * oidc-client-ts (about 16 kB gzip) is loaded only when it has work to do: signing in, finishing a sign-in,
 * renewing tokens, signing out. Reading the signed-in user does not need it: the tokens are read from the
 * same storage entry the library writes.
 */
let oidcModule: Promise<typeof Oidc> | null = null;
const loadOidc = () => (oidcModule ??= import('oidc-client-ts'));

/** The signed-in user as oidc-client-ts stores it (its User.toStorageString()). */
export interface SignedInUser {
  access_token: string;
  id_token?: string;
  session_state: string | null;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  profile: { sub: string; name?: string; [claim: string]: unknown };
  expires_at?: number;
}

/** Renewal starts this long before the access token expires (oidc-client-ts then renews within its 60 s window). */
const RENEW_AHEAD_MS = 120_000;

/**
 * Both apps use these storage keys (and the same authority and client id), so a user who signed in
 * in the reader is already signed in when the console opens in the same tab, and the other way round.
 */
export const STORAGE_PREFIX = 'codex.oidc.';
/**
 * Pending sign-in requests live under their own prefix: oidc-client-ts sweeps every key under the state store's
 * prefix and deletes whatever does not parse as a request, so nothing else may share it.
 */
const STATE_PREFIX = 'codex.oidc-state.';
const SILENT_TRIED_KEY = 'codex.signin.silentTried';

/** OpenID errors that only mean "the provider has no session for this browser" after a prompt=none request. */
const NO_PROVIDER_SESSION = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

export interface SignInOptions {
  authority: string;
  clientId: string;
  /** Path on this origin the provider sends the browser back to, e.g. '/implicit/callback'. */
  redirectPath: string;
  /** Path on this origin the provider sends the browser to after signing out, e.g. '/'. */
  postLogoutPath: string;
  scopes?: readonly string[];
  /** Auth mode reported to the API while a user is signed in (PWD for the embedded provider, SSO for an external one). */
  signedInAuthMode?: AuthMode;
  /** Defaults to window.location.origin. */
  origin?: string;
  /** Defaults to window.sessionStorage. */
  storage?: Storage;
}

export interface SignIn {
  /** Sends the browser to the provider's sign-in page; after the callback the app returns to `returnTo`. */
  signIn(returnTo?: string): Promise<void>;
  /**
   * Asks the provider, without showing anything, whether the browser already has a session there
   * (a prompt=none redirect), once per tab. Returns false without navigating when it was tried before.
   */
  trySilentSignIn(returnTo?: string): Promise<boolean>;
  /**
   * Handles the provider's answer on the callback URL and returns where the app should go next,
   * or null when this page is a silent-renew frame that only passed the answer to its parent.
   */
  completeSignIn(url?: string): Promise<string | null>;
  /** True inside the hidden frame that silent renewal loads: the app should hand over the answer and render nothing. */
  isSilentRenewFrame(): boolean;
  /** The signed-in user, or null when nobody is signed in or the tokens have expired. */
  getUser(): Promise<SignedInUser | null>;
  getAccessToken(): Promise<string | null>;
  getAuthMode(): Promise<AuthMode>;
  /** Ends the session at the provider (end-session redirect) after dropping the local tokens. */
  signOut(): Promise<void>;
  /** Drops the local tokens only, e.g. when the API has answered 401 to them. */
  forgetUser(): Promise<void>;
  /** Called whenever a user is stored or removed (sign-in, renewal, sign-out). */
  onUserChanged(listener: () => void): () => void;
  /** The oidc-client-ts manager, loaded (once) on first use. */
  loadUserManager(): Promise<UserManager>;
}

/** Keeps navigation after sign-in on this app: only absolute paths of this origin are accepted. */
export function safeReturnTo(value: unknown): string {
  if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return '/';
}

function returnToOf(state: unknown): string {
  return safeReturnTo(typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined);
}

/** Authorization code flow with PKCE (oidc-client-ts's default) and tokens kept in session storage. */
export function createSignIn(options: SignInOptions): SignIn {
  const origin = options.origin ?? window.location.origin;
  const storage = options.storage ?? window.sessionStorage;
  const signedInAuthMode = options.signedInAuthMode ?? 'PWD';
  const redirectUri = origin + options.redirectPath;

  const authority = options.authority;
  const clientId = options.clientId;
  const listeners = new Set<() => void>();
  let manager: Promise<UserManager> | null = null;

  function loadUserManager(): Promise<UserManager> {
    manager ??= loadOidc().then(({ UserManager, WebStorageStateStore }) => {
      const userManager = new UserManager({
        authority,
        client_id: clientId,
        redirect_uri: redirectUri,
        silent_redirect_uri: redirectUri,
        post_logout_redirect_uri: origin + options.postLogoutPath,
        response_type: 'code',
        scope: (options.scopes ?? TOKEN_SCOPES).join(' '),
        userStore: new WebStorageStateStore({ store: storage, prefix: STORAGE_PREFIX }),
        stateStore: new WebStorageStateStore({ store: storage, prefix: STATE_PREFIX }),
        automaticSilentRenew: true,
      });
      userManager.events.addUserLoaded(() => listeners.forEach((listener) => listener()));
      userManager.events.addUserUnloaded(() => listeners.forEach((listener) => listener()));
      return userManager;
    });
    return manager;
  }

  /** oidc-client-ts keeps the user under `user:{authority}:{client_id}` in its user store. */
  const userKey = `${STORAGE_PREFIX}user:${authority}:${clientId}`;

  function storedUser(): SignedInUser | null {
    const text = storage.getItem(userKey);
    if (!text) return null;
    try {
      const user = JSON.parse(text) as SignedInUser;
      return typeof user?.access_token === 'string' ? user : null;
    } catch {
      return null;
    }
  }

  const isExpired = (user: SignedInUser) => user.expires_at !== undefined && user.expires_at * 1000 <= Date.now();

  /**
   * With tokens in storage, the manager is loaded shortly before they expire; reading the user then arms
   * oidc-client-ts's own silent renewal, which keeps renewing from there on.
   */
  function scheduleRenewal() {
    const user = storedUser();
    if (!user || user.expires_at === undefined || typeof window === 'undefined') return;
    const delay = Math.max(0, user.expires_at * 1000 - Date.now() - RENEW_AHEAD_MS);
    window.setTimeout(() => void loadUserManager().then((userManager) => userManager.getUser()), delay);
  }
  if (!isSilentRenewFrameAt()) scheduleRenewal();

  function isSilentRenewFrameAt(): boolean {
    return typeof window !== 'undefined' && window.self !== window.top && window.location.pathname === options.redirectPath;
  }

  // React's strict mode runs effects twice; the second run must not consume the same callback again.
  const callbacks = new Map<string, Promise<string | null>>();

  const isSilentRenewFrame = isSilentRenewFrameAt;

  async function getUser(): Promise<SignedInUser | null> {
    const user = storedUser();
    return user && !isExpired(user) ? user : null;
  }

  async function handleCallback(url: string): Promise<string | null> {
    const params = new URL(url).searchParams;
    if (!params.has('state')) return '/';
    const [{ ErrorResponse }, userManager] = await Promise.all([loadOidc(), loadUserManager()]);
    if (isSilentRenewFrame()) {
      await userManager.signinSilentCallback(url);
      return null;
    }
    try {
      const user = await userManager.signinCallback(url);
      if (user) storage.removeItem(SILENT_TRIED_KEY);
      return returnToOf(user?.state);
    } catch (error) {
      if (error instanceof ErrorResponse && error.error && NO_PROVIDER_SESSION.has(error.error)) {
        return returnToOf(error.state);
      }
      throw error;
    }
  }

  return {
    loadUserManager,

    async signIn(returnTo = '/') {
      const userManager = await loadUserManager();
      await userManager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo) } });
    },

    async trySilentSignIn(returnTo = '/') {
      if (storage.getItem(SILENT_TRIED_KEY)) return false;
      storage.setItem(SILENT_TRIED_KEY, new Date().toISOString());
      const userManager = await loadUserManager();
      await userManager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo) }, prompt: 'none' });
      return true;
    },

    completeSignIn(url = window.location.href) {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = handleCallback(url);
        callbacks.set(url, pending);
      }
      return pending;
    },

    isSilentRenewFrame,

    getUser,

    async getAccessToken() {
      return (await getUser())?.access_token ?? null;
    },

    async getAuthMode() {
      return (await getUser()) ? signedInAuthMode : 'IP';
    },

    async signOut() {
      const user = storedUser();
      if (!user) return;
      const userManager = await loadUserManager();
      await userManager.signoutRedirect({ id_token_hint: user.id_token });
    },

    async forgetUser() {
      const userManager = await loadUserManager();
      await userManager.removeUser();
    },

    onUserChanged(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
