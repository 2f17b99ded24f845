import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AccountSession } from '@codex/domain';
import { displayName } from '@codex/auth';
import { fetchAccount, logoutAccount, statusOf } from '@codex/data';
import { companySignInUrl, useAppServices, type ShellSession } from '@codex/ui';
import { acceptLicense as postLicenseAcceptance, switchAccount as postAccountSwitch } from './sessionApi.js';

export type SessionState =
  | { status: 'loading' }
  /** Nobody signed in and the API does not recognise the network either. */
  | { status: 'anonymous' }
  /** A session from GET api/account: a signed-in user, or a company recognised by its IP address (hasSignedIn false). */
  | { status: 'active'; account: AccountSession; name: string; hasSignedIn: boolean }
  | { status: 'failed' };

interface SessionContextValue {
  session: SessionState;
  /** Starts the provider's sign-in, coming back to `returnTo`. */
  signIn: (returnTo: string) => Promise<void>;
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
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { signIn, http, tenantConfig } = useAppServices();
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const attempt = ++latest.current;
    const user = await signIn.getUser();
    let next: SessionState;
    try {
      const account = await fetchAccount(http);
      next = { status: 'active', account, name: displayName(account), hasSignedIn: Boolean(user) };
    } catch (error) {
      next = statusOf(error) === 401 ? { status: 'anonymous' } : { status: 'failed' };
      // The API refused the tokens we hold: forget them (this reloads the session once more, without them).
      if (statusOf(error) === 401 && user) await signIn.forgetUser();
    }
    // A sign-in or sign-out may have started a newer load meanwhile; only the newest one counts.
    if (attempt === latest.current) setSession(next);
  }, [signIn, http]);

  useEffect(() => {
    void load();
    return signIn.onUserChanged(() => void load());
  }, [signIn, load]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      signIn: (returnTo) => signIn.signIn(returnTo),
      signOut: async () => {
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
      acceptLicense: async () => {
        await postLicenseAcceptance(http);
        setSession((current) => (current.status === 'active' ? { ...current, account: { ...current.account, lcaAgreementFlag: true } } : current));
      },
    }),
    [session, signIn, http, load, tenantConfig],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The session as the shell's rules read it. */
export function toShellSession(session: SessionState): ShellSession {
  if (session.status === 'active') return { status: 'active', account: session.account, hasSignedIn: session.hasSignedIn };
  return { status: session.status };
}
