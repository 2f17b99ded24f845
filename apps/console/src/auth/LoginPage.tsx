import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppServices, usePageTitle } from '@codex/ui';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * The console's login page. Someone already signed in at the provider (for instance in the reader, in another
 * tab) is signed in without a click: the first visit per tab asks the provider silently (prompt=none).
 */
export function LoginPage() {
  const { signIn, tenantConfig } = useAppServices();
  const login = useLogin();
  const translate = useTranslate();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const returnTo = `${state.nextPathname ?? '/'}${state.nextSearch ?? ''}`;
  const [askingProvider, setAskingProvider] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const asked = useRef(false);
  // The tab says what the page is for ("Sign in — Keystone Compass"), as the reader's sign-in placeholder does.
  usePageTitle(translate('app.auth.signIn'));

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    signIn.trySilentSignIn(returnTo).then(
      (navigating) => setAskingProvider(navigating),
      () => setAskingProvider(false),
    );
  }, [signIn, returnTo]);

  const startSignIn = () => {
    setLeaving(true);
    login({ returnTo }).catch(() => setLeaving(false));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ minWidth: 320, maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1">
            {tenantConfig.branding.productName}
          </Typography>
          {askingProvider ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography role="status">{translate('app.auth.checkingSession')}</Typography>
            </Box>
          ) : (
            <>
              <Typography>{translate('app.auth.consolePrompt')}</Typography>
              <Button variant="contained" onClick={startSignIn} disabled={leaving}>
                {translate('app.auth.signIn')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
