import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';

/** What the e-learning link says instead of opening the platform. */
export type ELearningNotice = 'checking' | 'company' | 'noEntitlement' | 'failed';

/**
 * The e-learning link's dialog: the check in progress, the access modal for company sessions (close, or OK to sign in),
 * the no-entitlement message (code '300') or the retry message (any other failure).
 */
export function ELearningDialog({ notice, onClose, onRetry, onSignIn }: { notice: ELearningNotice; onClose: () => void; onRetry: () => void; onSignIn: () => void }) {
  const { t } = useI18n();
  const titleKey = notice === 'company' ? 'shell.eLearning.companyTitle' : 'shell.eLearning.title';
  return (
    <Dialog open onClose={onClose} aria-labelledby="e-learning-title" aria-describedby="e-learning-content" maxWidth="xs" fullWidth>
      <DialogTitle id="e-learning-title">{t(titleKey)}</DialogTitle>
      <DialogContent id="e-learning-content">
        {notice === 'checking' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography role="status">{t('shell.eLearning.checking')}</Typography>
          </Stack>
        ) : null}
        {notice === 'company' ? <Typography>{t('shell.eLearning.companyContent')}</Typography> : null}
        {notice === 'noEntitlement' ? <Alert severity="info">{t('shell.eLearning.noEntitlement')}</Alert> : null}
        {notice === 'failed' ? <Alert severity="error">{t('shell.eLearning.retry')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.eLearning.close')}</Button>
        {notice === 'company' ? (
          <Button variant="contained" onClick={onSignIn}>
            {t('shell.eLearning.signIn')}
          </Button>
        ) : null}
        {notice === 'failed' ? (
          <Button variant="contained" onClick={onRetry}>
            {t('shell.eLearning.retryButton')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
