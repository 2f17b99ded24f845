import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { fetchProgressiveProfilingUrl, validateLicense } from './sessionApi.js';
import type { ValidationFailure } from './SessionProvider.js';

/**
 * The license agreement blocks the app while the selected account has not accepted it. Escape and
 * clicks outside do nothing; accepting (or closing) posts the acceptance.
 */
export function LicenseDialog({ onAccept }: { onAccept: () => Promise<void> }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [license, setLicense] = useState<{ content: string } | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    validateLicense(http).then(
      (value) => current && setLicense({ content: value.licenseContent }),
      () => current && setLicense('failed'),
    );
    return () => {
      current = false;
    };
  }, [http]);

  const accept = async () => {
    setBusy(true);
    try {
      await onAccept();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open aria-labelledby="license-title" aria-describedby="license-content" scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle id="license-title">{t('session.license.title')}</DialogTitle>
      {/* Focusable, so keyboard users can scroll a long agreement. */}
      <DialogContent dividers id="license-content" tabIndex={0}>
        {license === null ? (
          <>
            <CircularProgress size={24} aria-hidden />
            <Typography role="status">{t('session.license.loading')}</Typography>
          </>
        ) : license === 'failed' ? (
          <Alert severity="error">{t('session.license.failed')}</Alert>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{license.content}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={busy || license === null || license === 'failed'} onClick={() => void accept()}>
          {t('session.license.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A message the user must read before being signed out: OK (labelled Sign out) is the only way on. */
export function SignOutMessageDialog({ titleKey, contentKey, params, buttonKey = 'session.noEntitlement.ok', onSignOut }: {
  titleKey: string;
  contentKey: string;
  params?: Record<string, string>;
  buttonKey?: string;
  onSignOut: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open aria-labelledby="session-message-title" aria-describedby="session-message-content">
      <DialogTitle id="session-message-title">{t(titleKey)}</DialogTitle>
      <DialogContent>
        <Typography id="session-message-content">{t(contentKey, params)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignOut}>
          {t(buttonKey)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A signed-in user without any entitlement cannot use the library: say so, then sign out. */
export function NoEntitlementDialog({ onSignOut }: { onSignOut: () => void }) {
  return <SignOutMessageDialog titleKey="session.noEntitlement.title" contentKey="session.noEntitlement.content" onSignOut={onSignOut} />;
}

/** A user without roles (not activated) gets the same kind of message. */
export function NoRolesDialog({ onSignOut }: { onSignOut: () => void }) {
  return <SignOutMessageDialog titleKey="session.noRoles.title" contentKey="session.noRoles.content" onSignOut={onSignOut} />;
}

const leavePage = (url: string) => window.location.assign(url);

/**
 * An SSO individual whose profile is unfinished goes to the tenant's progressive-profiling page;
 * a tenant without one (or a failed look-up) gives the sign-out message instead.
 */
export function ProgressiveProfiling({ onSignOut, goTo = leavePage }: { onSignOut: () => void; goTo?: (url: string) => void }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [noPage, setNoPage] = useState(false);

  useEffect(() => {
    let current = true;
    fetchProgressiveProfilingUrl(http).then(
      (url) => {
        if (!current) return;
        if (url) goTo(url);
        else setNoPage(true);
      },
      () => current && setNoPage(true),
    );
    return () => {
      current = false;
    };
  }, [http, goTo]);

  if (noPage) return <SignOutMessageDialog titleKey="session.profile.title" contentKey="session.profile.content" onSignOut={onSignOut} />;
  return (
    <Dialog open aria-labelledby="profile-redirect">
      <DialogContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography id="profile-redirect" role="status">
          {t('session.profile.redirecting')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The session stopped holding: the title and content follow the IP/SSO rules; OK logs out. */
export function SessionValidationDialog({ reason, organisation, onOk }: { reason: ValidationFailure; organisation: string; onOk: () => void }) {
  return (
    <SignOutMessageDialog
      titleKey={`session.validation.${reason}.title`}
      contentKey={`session.validation.${reason}.content`}
      params={{ organisation }}
      buttonKey="session.signOut.ok"
      onSignOut={onOk}
    />
  );
}

/** The account the session acted for was removed: a signed-in user signs out (and in again to choose); a network session starts over. */
export function AccountGoneDialog({ hasSignedIn, onOk }: { hasSignedIn: boolean; onOk: () => void }) {
  return (
    <SignOutMessageDialog
      titleKey="session.accountGone.title"
      contentKey={hasSignedIn ? 'session.accountGone.content' : 'session.accountGone.ipContent'}
      buttonKey={hasSignedIn ? 'session.noEntitlement.ok' : 'session.signOut.ok'}
      onSignOut={onOk}
    />
  );
}

/** SSO and applet users are told what signing out means before it happens (title key SIGNOUT). */
export function SignOutInfoDialog({ contentKey, onConfirm, onCancel }: { contentKey: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="sign-out-title" aria-describedby="sign-out-content">
      <DialogTitle id="sign-out-title">{t('SIGNOUT')}</DialogTitle>
      <DialogContent>
        <Typography id="sign-out-content">{t(contentKey)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('session.signOut.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('session.signOut.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
