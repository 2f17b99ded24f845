import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageHeading variant="h5" text={t('errors.notFound')} />
      <Link component={RouterLink} to="/">
        {t('app.home')}
      </Link>
    </Stack>
  );
}
