import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { AuthenticationData } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';

/**
 * The "authentication verified" screen: the provider has signed the user in; while the library opens their session it
 * says who was verified, how, when, from which address and by whom (the login host's authentication data).
 */
export function AuthenticationVerified({ name, authentication, returnTo }: { name: string | null; authentication: AuthenticationData | null; returnTo: string }) {
  const { t, locale } = useI18n();
  const facts: { key: string; label: string; value: string }[] = [];
  if (authentication) {
    facts.push({ key: 'method', label: t('session.verified.method'), value: t(`session.verified.methods.${authentication.authType}`) });
    if (authentication.authenticatedAt) {
      facts.push({ key: 'at', label: t('session.verified.at'), value: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(authentication.authenticatedAt)) });
    }
    facts.push({ key: 'from', label: t('session.verified.from'), value: authentication.ipAddress });
    facts.push({ key: 'issuer', label: t('session.verified.issuer'), value: authentication.issuer });
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <VerifiedUser color="success" aria-hidden />
        <PageHeading variant="h5" text={t('session.verified.title')} />
      </Stack>
      {name ? <Typography>{t('app.auth.signedInAs', { name })}</Typography> : null}
      {facts.length > 0 ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {facts.map((fact) => (
            <Box key={fact.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} dir={fact.key === 'from' || fact.key === 'issuer' ? 'ltr' : undefined}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography role="status">{t('session.verified.continuing')}</Typography>
      </Stack>
      <Button component={RouterLink} to={returnTo} replace variant="outlined">
        {t('session.verified.continue')}
      </Button>
    </Stack>
  );
}
