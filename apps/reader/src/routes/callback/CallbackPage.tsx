import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/index.js';
import { AuthenticationVerified } from './AuthenticationVerified.js';

/**
 * /implicit/callback: the provider sends the browser here after sign-in; we finish it, show that the authentication was
 * verified while the session flow opens the account session, then go back where the user was.
 */
export function CallbackPage() {
  const { t } = useI18n();
  const { signIn } = useAppServices();
  const { session, authentication } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A silent sign-in (prompt=none) the provider answered "no session here" (login_required): nobody was authenticated,
  // so the page the user asked for opens at once and offers Sign in (app/SignInPlaceholder.tsx).
  const [noSignIn] = useState(() => new URLSearchParams(location.search).has('error'));
  const [failed, setFailed] = useState(false);
  const [verified, setVerified] = useState<{ returnTo: string } | null>(null);
  const sessionOpened = (session.status === 'active' && session.hasSignedIn) || session.status === 'failed' || session.status === 'accountGone';

  useEffect(() => {
    if (verified && sessionOpened) navigate(verified.returnTo, { replace: true });
  }, [verified, sessionOpened, navigate]);

  useEffect(() => {
    let current = true;
    signIn.completeSignIn().then(
      (returnTo) => {
        if (!current || !returnTo) return;
        if (noSignIn) navigate(returnTo, { replace: true });
        else setVerified({ returnTo });
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [signIn, navigate, noSignIn]);

  return (
    <Box component="main" sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {verified ? (
        <AuthenticationVerified name={session.status === 'active' ? session.name || null : null} authentication={authentication} returnTo={verified.returnTo} />
      ) : failed ? (
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
