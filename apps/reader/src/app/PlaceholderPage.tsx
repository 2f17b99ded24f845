import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

/** A page of the route table whose own issue has not landed yet: its title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useI18n();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('routes.comingSoon')}</Typography>
    </Stack>
  );
}
