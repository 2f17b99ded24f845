import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useI18n } from '@codex/i18n';
import { ExpandableText } from './ExpandableText.js';
import { TRUNCATION } from './compassPointRules.js';

/**
 * The form dialog of an annotation on highlighted text (a compass point, a note): full screen on a phone, the
 * highlighted text cut at 255 characters with Show more, the fields, an alert when saving failed, and Cancel and Save
 * (with an optional action at the start, such as Delete). While busy it cannot be closed and its buttons wait.
 */
export function AnnotationDialog({
  id,
  title,
  intro,
  selectionText,
  accent,
  busy,
  saveDisabled,
  failed,
  startAction,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  /** A line above the highlighted text (a note's "only you see it"). */
  intro?: string;
  selectionText: string;
  /** The colour of the bar beside the highlighted text, as the document marks this kind of annotation. */
  accent: 'warning.main' | 'info.main';
  busy: boolean;
  saveDisabled: boolean;
  /** The message of a failed save, shown under the fields; nothing when null. */
  failed: string | null;
  startAction?: ReactNode;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {intro ? (
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
            ) : null}
            {selectionText ? (
              <Box component="section" aria-label={t('compassPoint.highlightedText')} sx={{ borderLeft: 4, borderColor: accent, pl: 1.5 }}>
                <Typography variant="overline" component="h3">
                  {t('compassPoint.highlightedText')}
                </Typography>
                <ExpandableText text={selectionText} max={TRUNCATION.highlightedText} quoted />
              </Box>
            ) : null}
            {children}
            {failed ? <Alert severity="error">{failed}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {startAction}
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saveDisabled || busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * A text field cut at `max` characters that counts what is typed ("12 / 255") and says so, in bold, when the limit is
 * reached; a server's refusal of the field (`error`, already translated) takes the place of the count.
 */
export function CountedTextField({ value, max, error, onText, ...props }: Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & { value: string; max: number; error?: string; onText(text: string): void }) {
  const { t } = useI18n();
  const atLimit = value.length >= max;
  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(error)}
      onChange={(event) => onText(event.target.value.slice(0, max))}
      helperText={error ?? (atLimit ? t('compassPoint.dialog.limitReached', { max }) : t('compassPoint.dialog.count', { count: value.length, max }))}
      // What is typed takes its own direction (an English name in an Arabic form); empty, the form's direction.
      slotProps={{ htmlInput: { maxLength: max, dir: value ? 'auto' : undefined }, formHelperText: atLimit && !error ? { sx: { color: 'text.primary', fontWeight: 600 } } : undefined }}
    />
  );
}
