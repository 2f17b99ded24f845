import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useI18n } from '@codex/i18n';

/** A centred busy indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label ?? t('shell.spinner')} />
    </Box>
  );
}
