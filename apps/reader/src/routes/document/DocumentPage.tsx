import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

/** Placeholder until the viewer arrives: shows which document the link asked for. */
export function DocumentPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const contentCode = searchParams.get('contentCode') ?? '';
  return (
    <Typography variant="h4" component="h1">
      {t('app.document.title', { contentCode })}
    </Typography>
  );
}
