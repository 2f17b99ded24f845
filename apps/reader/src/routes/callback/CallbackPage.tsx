import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';

/** /implicit/callback: the provider sends the browser here after sign-in; we finish it and go back. */
export function CallbackPage() {
  const { t } = useI18n();
  const { signIn } = useAppServices();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    signIn.completeSignIn().then(
      (returnTo) => {
        if (current && returnTo) navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [signIn, navigate]);

  return (
    <Box component="main" sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {failed ? (
        <>
          <Alert severity="error">{t('app.auth.signInFailed')}</Alert>
          <Link component={RouterLink} to="/">
            {t('app.home')}
          </Link>
        </>
      ) : (
        <>
          <CircularProgress aria-hidden />
          <Typography role="status">{t('app.auth.completingSignIn')}</Typography>
        </>
      )}
    </Box>
  );
}
