import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { telHref } from '@codex/ui';
import { contactMessageParams, type TenantContacts } from '../../app/tenantContacts.js';

interface NoAccessDialogProps {
  /** noAccess: not entitled or the file came back empty; noPdf: entitled, but there is no PDF to download. */
  reason: 'noAccess' | 'noPdf';
  contacts: TenantContacts;
  onClose: () => void;
}

/** The tenant's no-access (or no-PDF) message with its support contacts (spec section 8). */
export function NoAccessDialog({ reason, contacts, onClose }: NoAccessDialogProps) {
  const { t } = useI18n();
  const params = contactMessageParams(contacts);
  const tenantMessage = reason === 'noAccess' && contacts.noAccessKey ? t(contacts.noAccessKey, params) : null;
  // A tenant key the catalogue lacks comes back as the key itself; the generic message is better than that.
  const message = tenantMessage && tenantMessage !== contacts.noAccessKey ? tenantMessage : t(reason === 'noAccess' ? 'search.download.noAccess' : 'search.download.noPdf', params);
  return (
    <Dialog open onClose={onClose} aria-labelledby="search-no-access-title" aria-describedby="search-no-access-text">
      <DialogTitle id="search-no-access-title">{t(reason === 'noAccess' ? 'search.download.noAccessTitle' : 'search.download.noPdfTitle')}</DialogTitle>
      <DialogContent>
        <Typography id="search-no-access-text">{message}</Typography>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="body2">
            {t('search.download.email')}: <Link href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</Link>
          </Typography>
          {contacts.supportPhone ? (
            <Typography variant="body2">
              {t('search.download.phone')}: <Link href={telHref(contacts.supportPhone)} dir="ltr">
                {contacts.supportPhone}
              </Link>
            </Typography>
          ) : null}
          {contacts.salesLink ? (
            <Typography variant="body2">
              <Link href={contacts.salesLink} target="_blank" rel="noopener noreferrer">
                {t('search.download.contactSales')}
              </Link>
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {t('search.download.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
