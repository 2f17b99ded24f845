import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { RouteGuard } from '../../features/shell/RouteGuard.js';

/** The protected-content viewer: its own shell without the layout, loaded only when visited. */
export function DocumentViewPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const contentCode = searchParams.get('contentCode') ?? searchParams.get('contentcode') ?? '';
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 } }}>
      <RouteGuard route="documentView">
        <Typography variant="h4" component="h1">
          {t('routes.documentView')}
        </Typography>
        <Typography>{contentCode}</Typography>
      </RouteGuard>
    </Box>
  );
}
