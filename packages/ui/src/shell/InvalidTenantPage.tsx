import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

/** Shown when the host name matches no tenant (usually a proxy that does not pass the Host header on). */
export function InvalidTenantPage() {
  const { t } = useI18n();
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('shell.invalidTenant.title')}
      </Typography>
      <Typography>{t('shell.invalidTenant.content')}</Typography>
    </Box>
  );
}
