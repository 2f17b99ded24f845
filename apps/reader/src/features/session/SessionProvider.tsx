import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AccountSession, AuthenticationData } from '@codex/domain';
import { displayName } from '@codex/auth';
import { describeHttpError, fetchAccount, logoutAccount, statusOf } from '@codex/data';
import { companySignInUrl, useAppServices, type ShellSession } from '@codex/ui';
import { fetchAuthenticationData, acceptLicense as postLicenseAcceptance, switchAccount as postAccountSwitch } from './sessionApi.js';

export type SessionState =
  | { status: 'loading' }
  /** Nobody signed in and the API does not recognise the network either. */
  | { status: 'anonymous' }
  /** A session from GET api/account: a signed-in user, or a company recognised by its IP address (hasSignedIn false). */
  | { status: 'active'; account: AccountSession; name: string; hasSignedIn: boolean }
  /**
   * The API stopped recognising a session the reader had shown as active (token revoked or signed out elsewhere,
   * or a company's address left its network). The user is told why (title and content by IP/SSO rules), then logged out.
   */
  | { status: 'invalidated'; reason: ValidationFailure; organisation: string }
  /** The account the session acted for no longer exists (500 'account id not exist'). */
  | { status: 'accountGone'; hasSignedIn: boolean }
  | { status: 'failed' };

/** Which title and content the session-validation-failure dialog shows. */
export type ValidationFailure = 'ip' | 'sso' | 'signedIn';

/** IP sessions and SSO sign-ins have their own wording; every other signed-in session the general one. */
export function validationFailureOf(account: AccountSession): ValidationFailure {
  if (account.authType === 'IP') return 'ip';
  if (account.authType === 'SSO') return 'sso';
  return 'signedIn';
}

const ACCOUNT_PATH = /(^|\/)api\/account\/?$/;
const urlOf = (error: unknown): string => ((error as { config?: { url?: string } } | null)?.config?.url ?? '').split('?')[0];

interface SessionContextValue {
  session: SessionState;
  /** How the provider authenticated the signed-in user (GET {login host}/login/api/v1/authenticationData); null until known. */
  authentication: AuthenticationData | null;
  /** Starts the provider's sign-in, coming back to `returnTo`. */
  signIn: (returnTo: string) => Promise<void>;
  /**
   * Asks the provider without showing anything (prompt=none, once per tab) whether this browser is signed in there
   * already, coming back to `returnTo` either way. False when it was asked before: the caller offers Sign in.
   */
  signInSilently: (returnTo: string) => Promise<boolean>;
  /** Closes the API session, then the provider's (which navigates away when someone had signed in). */
  signOut: () => Promise<void>;
  /** Makes the session act for one of the user's accounts (switch-account screen and menu). */
  switchAccount: (accountId: number) => Promise<void>;
  /** Records that the selected account accepted the license agreement. */
  acceptLicense: () => Promise<void>;
  /**
   * A company user who wants to track or favorite signs in first: through the tenant's login URL when
   * one is configured, otherwise through the provider's ordinary sign-in.
   */
  requireSignIn: (returnTo: string) => Promise<void>;
  /** After the validation-failure or account-gone message: drops the local tokens and starts over without them. */
  endInvalidSession: () => Promise<void>;
  /** Asks the API again whether the session still holds. */
  revalidate: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { signIn, http, tenantConfig, handleHttpError } = useAppServices();
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [authentication, setAuthentication] = useState<AuthenticationData | null>(null);
  const latest = useRef(0);
  const issuer = tenantConfig.identityProvider.issuer;
  // Read by load() and the 401 watcher without making them depend on every state change.
  const current = useRef<SessionState>(session);
  // Synchronously with the commit, so a check started right after the page shows the session sees it too.
  useLayoutEffect(() => {
    current.current = session;
  }, [session]);
  // Set while the user ends the session on purpose: the 401 that follows is not a validation failure.
  const ending = useRef(false);

  const load = useCallback(async () => {
    const attempt = ++latest.current;
    const before = current.current;
    const user = await signIn.getUser();
    // The session flow: with a signed-in user, the authentication data alongside the account session.
    const authenticationData = user ? fetchAuthenticationData(http, issuer).catch(() => null) : Promise.resolve(null);
    void authenticationData.then((data) => attempt === latest.current && setAuthentication(data));
    let next: SessionState;
    try {
      const account = await fetchAccount(http);
      next = { status: 'active', account, name: displayName(account), hasSignedIn: Boolean(user) };
    } catch (error) {
      const status = statusOf(error);
      if (describeHttpError(error)?.handler === 'account-id-not-exist') {
        next = { status: 'accountGone', hasSignedIn: Boolean(user) };
      } else if (status === 401 && before.status === 'active' && !ending.current) {
        // The tokens are kept until the user has read why the session ended (endInvalidSession drops them).
        next = { status: 'invalidated', reason: validationFailureOf(before.account), organisation: organisationOf(before.account) };
      } else {
        next = status === 401 ? { status: 'anonymous' } : { status: 'failed' };
        // The API refused the tokens we hold on arrival: forget them (this reloads the session once more, without them).
        if (status === 401 && user) await signIn.forgetUser();
      }
    }
    // A sign-in or sign-out may have started a newer load meanwhile; only the newest one counts.
    if (attempt === latest.current) {
      ending.current = false;
      setSession(next);
    }
  }, [signIn, http, issuer]);

  useEffect(() => {
    void load();
    return signIn.onUserChanged(() => void load());
  }, [signIn, load]);

  // The session is checked again whenever the tab comes back into view, and when another call is refused with 401.
  useEffect(() => {
    const revalidateIfActive = () => {
      if (current.current.status === 'active') void load();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') revalidateIfActive();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const watcher = http.interceptors.response.use(undefined, (error: unknown) => {
      if (statusOf(error) === 401 && !ACCOUNT_PATH.test(urlOf(error))) revalidateIfActive();
      return Promise.reject(error);
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      http.interceptors.response.eject(watcher);
    };
  }, [http, load]);

  // Any call may learn that the selected account vanished; the HTTP client hands that case to us instead of a toast.
  useEffect(
    () =>
      handleHttpError?.('account-id-not-exist', (_descriptor, error) => {
        // GET api/account is load()'s own call: it knows whether someone had signed in.
        if (ACCOUNT_PATH.test(urlOf(error))) return;
        latest.current++;
        setSession((now) => ({ status: 'accountGone', hasSignedIn: now.status === 'active' ? now.hasSignedIn : now.status === 'accountGone' && now.hasSignedIn }));
      }),
    [handleHttpError],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      authentication,
      signIn: (returnTo) => signIn.signIn(returnTo),
      signInSilently: (returnTo) => signIn.trySilentSignIn(returnTo),
      signOut: async () => {
        ending.current = true;
        await logoutAccount(http).catch(() => undefined);
        if (await signIn.getUser()) await signIn.signOut();
        else await load();
      },
      switchAccount: async (accountId) => {
        const account = await postAccountSwitch(http, accountId);
        latest.current++;
        setSession((current) => (current.status === 'active' ? { ...current, account, name: displayName(account) } : current));
      },
      requireSignIn: async (returnTo) => {
        const loginUrl = tenantConfig.identityProvider.loginUrl;
        if (!loginUrl) return signIn.signIn(returnTo);
        const user = await signIn.getUser();
        window.location.assign(
          companySignInUrl({
            loginUrl,
            redirectUrl: new URL(returnTo, window.location.origin).toString(),
            iamServerVersion: tenantConfig['iam-server-version'],
            sessionId: user?.session_state ?? null,
            idToken: user?.id_token ?? null,
            sso: session.status === 'active' && session.account.authType === 'SSO',
          }),
        );
      },
      endInvalidSession: async () => {
        ending.current = true;
        if (await signIn.getUser()) await signIn.forgetUser();
        else await load();
      },
      revalidate: () => void load(),
      acceptLicense: async () => {
        await postLicenseAcceptance(http);
        setSession((current) => (current.status === 'active' ? { ...current, account: { ...current.account, lcaAgreementFlag: true } } : current));
      },
    }),
    [session, authentication, signIn, http, load, tenantConfig],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The organisation an IP session belongs to, for the validation-failure message. */
function organisationOf(account: AccountSession): string {
  return account.userAccounts[0]?.companyName ?? account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId)?.accountName ?? '';
}

/** The session as the shell's rules read it; a session that just ended shows the signed-out shell behind its message. */
export function toShellSession(session: SessionState): ShellSession {
  if (session.status === 'active') return { status: 'active', account: session.account, hasSignedIn: session.hasSignedIn };
  if (session.status === 'invalidated' || session.status === 'accountGone') return { status: 'anonymous' };
  return { status: session.status };
}
