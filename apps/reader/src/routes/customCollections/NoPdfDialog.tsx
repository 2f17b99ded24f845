import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { contactMessageParams, tenantContacts } from '../../app/tenantContacts.js';

/** The no-PDF message (spec section 8) with the tenant's name, support e-mail, phone and contact link. */
export function NoPdfDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { tenantConfig } = useAppServices();
  const { salesLink, ...contacts } = tenantContacts(tenantConfig);
  const params = contactMessageParams(contacts);
  return (
    <Dialog open onClose={onClose} aria-labelledby="custom-collection-no-pdf-title" aria-describedby="custom-collection-no-pdf-text">
      <DialogTitle id="custom-collection-no-pdf-title">{t('document.noPdf.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="custom-collection-no-pdf-text">{t('document.noPdf.message', params)}</DialogContentText>
        {salesLink ? (
          <Link href={salesLink} target="_blank" rel="noopener noreferrer">
            {t('document.noAccess.salesLink')}
          </Link>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('document.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
