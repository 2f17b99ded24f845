import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { deleteGroup } from './groupsApi.js';
import { GROUP_MODAL_Z_INDEX, modalLayer } from './groupRules.js';

/** Asks before a group is deleted; `onDeleted` runs after the call succeeded (the pages lead to /groups). */
export function DeleteGroupDialog({ groupId, groupName, onClose, onDeleted }: { groupId: number; groupName: string; onClose: () => void; onDeleted: () => void }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteGroup(http, groupId);
      notify({ type: 'SUCCESS', message: t('groups.notify.deleted', { name: groupName }) });
      onDeleted();
    } catch {
      setDeleting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="group-delete-title" aria-describedby="group-delete-text" sx={{ zIndex: modalLayer(GROUP_MODAL_Z_INDEX) }}>
      <DialogTitle id="group-delete-title">{t('groups.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="group-delete-text">{t('groups.delete.content', { name: groupName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {t('groups.dialog.close')}
        </Button>
        <Button color="error" variant="contained" disabled={deleting} onClick={() => void remove()}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
