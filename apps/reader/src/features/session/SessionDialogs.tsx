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
import { validateLicense } from './sessionApi.js';

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
      <DialogContent dividers id="license-content">
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

/** A signed-in user without any entitlement cannot use the library: say so, then sign out. */
export function NoEntitlementDialog({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open aria-labelledby="no-entitlement-title" aria-describedby="no-entitlement-content">
      <DialogTitle id="no-entitlement-title">{t('session.noEntitlement.title')}</DialogTitle>
      <DialogContent>
        <Typography id="no-entitlement-content">{t('session.noEntitlement.content')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignOut}>
          {t('session.noEntitlement.ok')}
        </Button>
      </DialogActions>
    </Dialog>
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
