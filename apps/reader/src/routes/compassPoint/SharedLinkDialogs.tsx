import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TenantUiConfig } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { telHref } from '@codex/ui';
import { contactMessageParams, tenantContacts } from '../../app/tenantContacts.js';

export type SharedLinkRefusal = 'notEligible' | 'notEntitled' | 'notEnabled' | 'notFound';

/**
 * The shared link's refusals (reading-experience.md section 8): 401 not eligible for the user type (viewable only when
 * logged in), 403 not entitled to the document (the tenant's no-access message), 403 compass points not enabled for
 * the account (the feature message with the tenant's name, support e-mail, phone and sales link); OK or close goes home.
 */
export function SharedLinkRefusalDialog({ refusal, tenant, onClose }: { refusal: SharedLinkRefusal; tenant: TenantUiConfig; onClose(): void }) {
  const { t } = useI18n();
  const contacts = tenantContacts(tenant);
  const params = contactMessageParams(contacts);
  const tenantMessage = contacts.noAccessKey ? t(contacts.noAccessKey, params) : '';
  const titleKey = refusal === 'notEntitled' ? 'document.noAccess.title' : `compassPoint.shared.${refusal}Title`;
  const message =
    refusal === 'notEntitled'
      ? // A tenant key the catalogue lacks comes back as the key itself: the product's own wording reads better.
        tenantMessage && tenantMessage !== contacts.noAccessKey
        ? tenantMessage
        : t('document.noAccess.message', params)
      : t(`compassPoint.shared.${refusal}Message`, params);
  const showContacts = refusal === 'notEnabled' || refusal === 'notEntitled';
  return (
    <Dialog open onClose={onClose} aria-labelledby="shared-compass-point-title" aria-describedby="shared-compass-point-text">
      <DialogTitle id="shared-compass-point-title">{t(titleKey)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="shared-compass-point-text">{message}</DialogContentText>
        {showContacts ? (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <DialogContentText>
              {t('compassPoint.shared.email')}: <Link href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</Link>
            </DialogContentText>
            {contacts.supportPhone ? (
              <DialogContentText>
                {t('compassPoint.shared.phone')}: <Link href={telHref(contacts.supportPhone)} dir="ltr">
                  {contacts.supportPhone}
                </Link>
              </DialogContentText>
            ) : null}
            {contacts.salesLink ? (
              <DialogContentText>
                <Link href={contacts.salesLink} target="_blank" rel="noopener noreferrer">
                  {t('document.noAccess.salesLink')}
                </Link>
              </DialogContentText>
            ) : null}
          </Stack>
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
