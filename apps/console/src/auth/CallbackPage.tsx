import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useConsoleServices } from '../providers/ConsoleServices.js';

/** /admin/callback: the provider sends the browser here after sign-in (or after a silent attempt). */
export function CallbackPage() {
  const { signIn } = useConsoleServices();
  const navigate = useNavigate();
  const translate = useTranslate();
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
          <Alert severity="error">{translate('app.auth.signInFailed')}</Alert>
          <Link component={RouterLink} to="/login">
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
