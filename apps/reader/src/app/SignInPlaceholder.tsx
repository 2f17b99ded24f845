import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';
import { useSession } from '../features/session/index.js';

/**
 * A private route opened without a session (a link from a share or group mail, a bookmark): the spec's '...'
 * while the provider is asked silently whether this browser is signed in there already (another tab); if it is,
 * the page opens without a form. Otherwise Sign in, which comes back to this very page with its query string
 * (docs/adr/0052).
 */
export function SignInPlaceholder() {
  const { t } = useI18n();
  const { session, signIn, signInSilently } = useSession();
  // A session that just ended (revoked, account gone) has its own message to read first: nothing navigates away then.
  const signedOut = session.status === 'anonymous';
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const [asking, setAsking] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !signedOut) return;
    asked.current = true;
    signInSilently(returnTo).then(
      (navigating) => setAsking(navigating),
      () => setAsking(false),
    );
  }, [signInSilently, returnTo, signedOut]);

  if (asking || !signedOut) return <Typography role="status">{t('session.placeholder')}</Typography>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
      <PageHeading variant="h5" text={t('session.signInPrompt')} />
      <Button
        variant="contained"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          signIn(returnTo).catch(() => setLeaving(false));
        }}
      >
        {t('app.auth.signIn')}
      </Button>
    </Stack>
  );
}
