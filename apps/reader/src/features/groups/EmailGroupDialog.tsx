import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { focusWhenShown } from './focusWhenShown.js';
import { sendMailToGroup } from './groupsApi.js';
import { GROUP_MODAL_Z_INDEX, modalLayer } from './groupRules.js';

/** The e-mail dialog: subject, message and copy me; Send stays disabled while subject or message is blank. */
export function EmailGroupDialog({ groupId, groupName, onClose }: { groupId: number; groupName: string; onClose: () => void }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [emailSubject, setEmailSubject] = useState('');
  const [emailMessage, setEmailMessage] = useState('');
  const [emailCopy, setEmailCopy] = useState(false);
  const [sending, setSending] = useState(false);
  const complete = emailSubject.trim() !== '' && emailMessage.trim() !== '';

  const send = async () => {
    setSending(true);
    try {
      await sendMailToGroup(http, { subject: emailSubject.trim(), message: emailMessage.trim(), groupId, copyMeFlag: emailCopy });
      notify({ type: 'SUCCESS', message: t('groups.notify.emailed', { name: groupName }) });
      onClose();
    } catch {
      // The error catalogue has already told the user; what they wrote stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open disableAutoFocus onClose={onClose} aria-labelledby="group-email-title" fullWidth maxWidth="sm" sx={{ zIndex: modalLayer(GROUP_MODAL_Z_INDEX) }}>
      <DialogTitle id="group-email-title">{t('groups.email.title', { name: groupName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            inputRef={focusWhenShown}
            required
            fullWidth
            label={t('groups.email.subject')}
            value={emailSubject}
            onChange={(event) => setEmailSubject(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            slotProps={{ htmlInput: { maxLength: LIMITS.groupName, dir: emailSubject ? 'auto' : undefined } }}
          />
          <TextField
            required
            fullWidth
            multiline
            minRows={5}
            label={t('groups.email.message')}
            value={emailMessage}
            onChange={(event) => setEmailMessage(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.emailMessage, dir: emailMessage ? 'auto' : undefined } }}
          />
          <FormControlLabel control={<Checkbox checked={emailCopy} onChange={(event) => setEmailCopy(event.target.checked)} />} label={t('groups.email.copyMe')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('groups.dialog.close')}</Button>
        <Button variant="contained" disabled={!complete || sending} onClick={() => void send()}>
          {t('groups.email.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
