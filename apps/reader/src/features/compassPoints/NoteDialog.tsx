import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LIMITS } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { AnnotationDialog, CountedTextField } from './AnnotationDialog.js';
import { takeFocus } from './compassPointRules.js';

export interface NoteDialogProps {
  open: boolean;
  selectionText: string;
  initial?: string;
  onSave(note: string): Promise<void>;
  /** Present for an existing note: offers Delete, after a confirmation. */
  onDelete?(): Promise<void>;
  onClose(): void;
}

/** A personal note on highlighted text (private to its author): the note, up to 1300 characters, saved or deleted. */
export function NoteDialog(props: NoteDialogProps) {
  return props.open ? <NoteForm {...props} /> : null;
}

function NoteForm({ selectionText, initial, onSave, onDelete, onClose }: NoteDialogProps) {
  const { t } = useI18n();
  const [note, setNote] = useState(initial ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const max = LIMITS.compassPointDescription;
  const blank = note.trim() === '';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      // The error catalogue has told the user; the note stays as typed.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    void run(() => onSave(note.trim()));
  };

  return (
    <>
      <AnnotationDialog
        id="note-dialog"
        title={t(initial === undefined ? 'compassPoint.note.createTitle' : 'compassPoint.note.editTitle')}
        intro={t('compassPoint.note.private')}
        selectionText={selectionText}
        accent="info.main"
        busy={busy}
        saveDisabled={blank}
        failed={failed ? t('compassPoint.note.failed') : null}
        startAction={
          onDelete ? (
            <Button color="error" onClick={() => setConfirmingDelete(true)} disabled={busy} sx={{ mr: 'auto' }}>
              {t('common.delete')}
            </Button>
          ) : null
        }
        onSubmit={submit}
        onClose={onClose}
      >
        <CountedTextField inputRef={takeFocus} required fullWidth multiline minRows={4} label={t('compassPoint.note.label')} value={note} max={max} onText={setNote} />
      </AnnotationDialog>
      <Dialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)} aria-labelledby="note-delete-title">
        <DialogTitle id="note-delete-title">{t('compassPoint.note.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('compassPoint.note.deleteContent')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              setConfirmingDelete(false);
              if (onDelete) void run(onDelete);
            }}
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
