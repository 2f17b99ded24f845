import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        {t('errors.notFound')}
      </Typography>
      <Link component={RouterLink} to="/">
        {t('app.home')}
      </Link>
    </Stack>
  );
}
