import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/SessionProvider.js';

export function HomePage() {
  const { t } = useI18n();
  const { tenantConfig } = useAppServices();
  const { session, signIn, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);

  const run = (action: () => Promise<void>) => async () => {
    setLeaving(true);
    try {
      await action();
    } finally {
      setLeaving(false);
    }
  };

  const hasSignedIn = session.status === 'active' && session.hasSignedIn;

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {tenantConfig.branding.productName}
      </Typography>

      {session.status === 'loading' ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {session.status === 'failed' ? <Alert severity="error">{t('app.startupFailed')}</Alert> : null}
      {session.status === 'active' ? <Typography>{t('app.auth.signedInAs', { name: session.name })}</Typography> : null}

      {session.status !== 'loading' && !hasSignedIn ? (
        <Button variant="contained" disabled={leaving} onClick={run(() => signIn('/'))}>
          {t('app.auth.signIn')}
        </Button>
      ) : null}
      {hasSignedIn ? (
        <Button variant="outlined" disabled={leaving} onClick={run(signOut)}>
          {t('app.auth.signOut')}
        </Button>
      ) : null}
    </Stack>
  );
}
