import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

/** The 403 text of the specification. */
export function ForbiddenPage() {
  const { t } = useI18n();
  return (
    <Typography variant="h5" component="h1" role="alert">
      {t('errors.forbidden')}
    </Typography>
  );
}
