import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import { helpDocumentFormat } from '@codex/domain';
import { ErrorBoundary, sessionStep, ShellLayout, signOutNeedsConfirmation, typeAheadFetcher, useAppServices, type NavItem, type Subscription } from '@codex/ui';
import { fetchSubscriptions } from '../../features/session/index.js';
import { toShellSession, useSession } from '../../features/session/index.js';
import { useELearning } from '../../features/eLearning/index.js';
import { saveDownload } from '../../features/files/index.js';
import { useSearchConfigurationNotice } from './useSearchConfigurationNotice.js';
import { usePageViewRecording } from './usePageViewRecording.js';

// The session's dialogs and the switch-account screen show for few visits; their code loads when one is needed.
const dialogs = () => import('../../features/session/SessionDialogs.js');
const AccountGoneDialog = lazy(async () => ({ default: (await dialogs()).AccountGoneDialog }));
const LicenseDialog = lazy(async () => ({ default: (await dialogs()).LicenseDialog }));
const NoEntitlementDialog = lazy(async () => ({ default: (await dialogs()).NoEntitlementDialog }));
const NoRolesDialog = lazy(async () => ({ default: (await dialogs()).NoRolesDialog }));
const ProgressiveProfiling = lazy(async () => ({ default: (await dialogs()).ProgressiveProfiling }));
const SessionValidationDialog = lazy(async () => ({ default: (await dialogs()).SessionValidationDialog }));
const SignOutInfoDialog = lazy(async () => ({ default: (await dialogs()).SignOutInfoDialog }));
const SwitchAccountScreen = lazy(async () => ({ default: (await import('../../features/session/SwitchAccountScreen.js')).SwitchAccountScreen }));

/** The selected account's subscriptions for the sidebar; asked again after an account switch, empty until one is selected. */
function useSubscriptions(http: AxiosInstance, accountId: number | null): Subscription[] {
  // Kept with the account they belong to, so a switch shows nothing stale while the new list loads.
  const [loaded, setLoaded] = useState<{ accountId: number; subscriptions: Subscription[] } | null>(null);
  useEffect(() => {
    if (accountId === null) return;
    let current = true;
    fetchSubscriptions(http).then(
      (list) => {
        const subscriptions = list.map((s) => ({ code: s.subscriptionInfo.publisherSearchKey, name: s.subscriptionInfo.subscriptionAbbrName }));
        if (current) setLoaded({ accountId, subscriptions });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [http, accountId]);
  return loaded && loaded.accountId === accountId ? loaded.subscriptions : NO_SUBSCRIPTIONS;
}

const NO_SUBSCRIPTIONS: Subscription[] = [];

/** Every page but the callback and the protected viewer lives in this frame. */
export function ReaderLayout() {
  const { tenantConfig, http } = useAppServices();
  const { session, signIn, signOut, switchAccount, acceptLicense, endInvalidSession } = useSession();
  const location = useLocation();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [choosingAccount, setChoosingAccount] = useState(false);
  const account = session.status === 'active' ? session.account : null;
  const step = account ? sessionStep(account) : null;
  const signedIn = session.status === 'active' && session.hasSignedIn;
  const shellSession = useMemo(() => toShellSession(session), [session]);
  const subscriptions = useSubscriptions(http, account?.selectedAccountId ?? null);
  const fetchSuggestions = useMemo(() => typeAheadFetcher(http), [http]);
  useSearchConfigurationNotice(tenantConfig, session.status === 'active');
  usePageViewRecording(http, location.pathname, session.status === 'active');
  const isHome = location.pathname === '/' || location.pathname === '/home' || location.pathname.startsWith('/home/');
  const eLearning = useELearning();
  const productName = tenantConfig.branding.productName;

  // The library's name until a page names itself (index.html's title is the build's, not the tenant's). A layout
  // effect, so it runs before the pages' own (usePageTitle), which then replace it.
  useLayoutEffect(() => {
    document.title = productName;
  }, [productName]);

  const logoutConfig = tenantConfig['authentication-methods']?.sso?.['logout-config'];
  const finishSignOut = async () => {
    await signOut();
    if (account?.authType === 'SSO' && logoutConfig?.['redirect-url']) window.location.assign(logoutConfig['redirect-url']);
  };

  const onAccountAction = (id: string) => {
    if (id === 'signIn' || id === 'register') void signIn(`${location.pathname}${location.search}`);
    else if (id === 'signOut') {
      if (signOutNeedsConfirmation(account)) setConfirmingSignOut(true);
      else void finishSignOut();
    } else if (id === 'switchAccount') setChoosingAccount(true);
  };

  // The sidebar's e-learning entry and the help menu's DOWNLOAD topics.
  const onNavAction = (id: string, item: NavItem) => {
    if (id === 'eLearning') eLearning.open();
    else if (item.helpDocument) {
      const format = helpDocumentFormat(item.helpDocument);
      // A failed call is told by the HTTP client's notification.
      saveDownload(http, '/api/documents/getHelpDocument', `${item.helpDocument}.${format}`, { title: item.helpDocument, format }).catch(() => undefined);
    }
  };

  const showSwitchScreen = account !== null && (step === 'switchAccount' || choosingAccount);
  const ipAddress = account && 'ipAddress' in account ? String((account as { ipAddress?: unknown }).ipAddress ?? '') : '';

  return (
    <ShellLayout
      config={tenantConfig}
      session={shellSession}
      userName={session.status === 'active' ? session.name || null : null}
      onAccountAction={onAccountAction}
      onNavAction={onNavAction}
      isHome={isHome}
      subscriptions={subscriptions}
      fetchSuggestions={fetchSuggestions}
    >
      <ErrorBoundary key={location.pathname}>
        {showSwitchScreen && account ? (
          <Suspense fallback={null}>
            <SwitchAccountScreen
              entitlements={account.cgEntitlements}
            ipAddress={ipAddress}
            supportEmail={tenantConfig.supportEmail}
              onSelect={async (accountId) => {
                await switchAccount(accountId);
                setChoosingAccount(false);
              }}
            />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </ErrorBoundary>
      <Suspense fallback={null}>
      {signedIn && step === 'progressiveProfiling' ? <ProgressiveProfiling onSignOut={() => void signOut()} /> : null}
      {signedIn && step === 'noRoles' ? <NoRolesDialog onSignOut={() => void signOut()} /> : null}
      {signedIn && step === 'noEntitlement' ? <NoEntitlementDialog onSignOut={() => void signOut()} /> : null}
      {session.status === 'invalidated' ? (
        <SessionValidationDialog reason={session.reason} organisation={session.organisation} onOk={() => void endInvalidSession()} />
      ) : null}
      {session.status === 'accountGone' ? (
        <AccountGoneDialog hasSignedIn={session.hasSignedIn} onOk={() => void (session.hasSignedIn ? signOut() : endInvalidSession())} />
      ) : null}
      {step === 'ready' && account?.lcaAgreementFlag === false ? <LicenseDialog onAccept={acceptLicense} /> : null}
      {confirmingSignOut ? (
        <SignOutInfoDialog
          contentKey={account?.authType === 'APPLET' ? 'signout.applet.content' : (logoutConfig?.['alert-config']?.['content-i18n-key'] ?? 'signout.sso.content')}
          onCancel={() => setConfirmingSignOut(false)}
          onConfirm={() => {
            setConfirmingSignOut(false);
            void finishSignOut();
          }}
        />
      ) : null}
      </Suspense>
      {eLearning.dialog}
    </ShellLayout>
  );
}
