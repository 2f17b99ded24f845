import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppServices } from '@codex/ui';
import { CONSOLE_BASENAME } from '../providers/basename.js';

/** Where to go after sign-in: the page that asked for it when it belongs to the console, else the dashboard. */
function consolePath(returnTo: string): string {
  return returnTo === CONSOLE_BASENAME || returnTo.startsWith(`${CONSOLE_BASENAME}/`) ? returnTo : `${CONSOLE_BASENAME}/`;
}

/** /admin/callback: the provider sends the browser here after sign-in (or after a silent attempt). */
export function CallbackPage() {
  const { signIn } = useAppServices();
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    signIn.completeSignIn().then(
      (returnTo) => {
        // A fresh page load rather than navigate(): react-admin has cached "not authenticated" from before the
        // callback, and with that stale answer it would log the brand-new session straight out again.
        if (current && returnTo) window.location.replace(consolePath(returnTo));
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [signIn]);

  return (
    <Box component="main" sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {failed ? (
        <>
          <Alert severity="error">{translate('app.auth.signInFailed')}</Alert>
          <Link component={RouterLink} to={`${CONSOLE_BASENAME}/login`}>
            {translate('app.auth.signIn')}
          </Link>
        </>
      ) : (
        <>
          <CircularProgress aria-hidden />
          <Typography role="status">{translate('app.auth.completingSignIn')}</Typography>
        </>
      )}
    </Box>
  );
}
