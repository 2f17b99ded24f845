import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { ExpandableText } from './ExpandableText.js';
import { takeFocus, TRUNCATION } from './compassPointRules.js';

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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
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
      <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="note-dialog-title">
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
          <DialogTitle id="note-dialog-title">{t(initial === undefined ? 'compassPoint.note.createTitle' : 'compassPoint.note.editTitle')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('compassPoint.note.private')}
              </Typography>
              {selectionText ? (
                <Box component="section" aria-label={t('compassPoint.highlightedText')} sx={{ borderLeft: 4, borderColor: 'info.main', pl: 1.5 }}>
                  <Typography variant="overline" component="h3">
                    {t('compassPoint.highlightedText')}
                  </Typography>
                  <ExpandableText text={selectionText} max={TRUNCATION.highlightedText} quoted />
                </Box>
              ) : null}
              <TextField
                inputRef={takeFocus}
                required
                fullWidth
                multiline
                minRows={4}
                label={t('compassPoint.note.label')}
                value={note}
                onChange={(event) => setNote(event.target.value.slice(0, max))}
                helperText={note.length >= max ? t('compassPoint.dialog.limitReached', { max }) : t('compassPoint.dialog.count', { count: note.length, max })}
                slotProps={{ htmlInput: { maxLength: max }, formHelperText: note.length >= max ? { sx: { color: 'text.primary', fontWeight: 600 } } : undefined }}
              />
              {failed ? <Alert severity="error">{t('compassPoint.note.failed')}</Alert> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            {onDelete ? (
              <Button color="error" onClick={() => setConfirmingDelete(true)} disabled={busy} sx={{ mr: 'auto' }}>
                {t('common.delete')}
              </Button>
            ) : null}
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={blank || busy}>
              {t('common.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
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
