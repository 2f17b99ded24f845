import { useMemo, useState, type FormEvent } from 'react';
import { isAxiosError } from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useI18n } from '@codex/i18n';
import { ExpandableText } from './ExpandableText.js';
import { fieldRules, missingRequired, takeFocus, TRUNCATION, type CompassPointField, type FieldRule } from './compassPointRules.js';
import type { CompassPointSettingsAnswer, CompassPointValues } from './compassPointTypes.js';

export interface CompassPointDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  selectionText: string;
  settings: CompassPointSettingsAnswer | null;
  initial?: CompassPointValues;
  onSave(values: CompassPointValues): Promise<void>;
  onClose(): void;
}

const EMPTY: CompassPointValues = { name: '', description: '', overlayDetails: '' };
const DEFAULT_LABEL: Record<CompassPointField, string> = { name: 'compassPoint.name', description: 'compassPoint.description', overlayDetails: 'compassPoint.overlay' };

/** The server's field errors of a failed save (400 with fieldErrors), keyed by the dialog's fields. */
function fieldErrorsOf(error: unknown): Partial<Record<CompassPointField, string>> {
  if (!isAxiosError(error)) return {};
  const list = (error.response?.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!Array.isArray(list)) return {};
  const errors: Partial<Record<CompassPointField, string>> = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (item.field === 'name' || item.field === 'description' || item.field === 'overlayDetails') {
      errors[item.field] = typeof item.message === 'string' ? item.message : 'Invalid';
    }
  }
  return errors;
}

/**
 * The compass point dialog (groups-sharing-session-shell.md section 5): name 255, description 1300, overlay details
 * 500, each saying so when the limit is reached; fields shown, required and labelled as the tenant's
 * compassPointSettings say; Save waits until every required field has more than blanks, and Enter does not submit
 * while it waits; highlighted text past 255 characters shows cut with Show more / Show less.
 */
export function CompassPointDialog(props: CompassPointDialogProps) {
  // A fresh form each time the dialog opens, with what it was opened with.
  return props.open ? <CompassPointForm {...props} /> : null;
}

function CompassPointForm({ mode, selectionText, settings, initial, onSave, onClose }: CompassPointDialogProps) {
  const { t } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const rules = useMemo(() => fieldRules(settings), [settings]);
  const [values, setValues] = useState<CompassPointValues>(initial ?? EMPTY);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CompassPointField, string>>>({});
  const [failed, setFailed] = useState(false);
  const blocked = missingRequired(rules, values).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || saving) return;
    setSaving(true);
    setFailed(false);
    setServerErrors({});
    try {
      const shown = (field: CompassPointField) => (rules.find((r) => r.field === field)?.show ? values[field].trim() : '');
      await onSave({ name: shown('name'), description: shown('description'), overlayDetails: shown('overlayDetails') });
    } catch (error) {
      // The error catalogue has told the user; the dialog keeps what they typed and marks the fields the server refused.
      const fieldErrors = fieldErrorsOf(error);
      setServerErrors(fieldErrors);
      setFailed(Object.keys(fieldErrors).length === 0);
    } finally {
      setSaving(false);
    }
  };

  const label = (rule: FieldRule) => {
    const own = rule.labelKey ? t(rule.labelKey) : '';
    // A tenant key the catalogue lacks comes back as the key itself: the product's label reads better.
    return own && own !== rule.labelKey ? own : t(DEFAULT_LABEL[rule.field]);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="compass-point-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id="compass-point-dialog-title">{t(mode === 'create' ? 'compassPoint.dialog.createTitle' : 'compassPoint.dialog.editTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {selectionText ? (
              <Box component="section" aria-label={t('compassPoint.highlightedText')} sx={{ borderLeft: 4, borderColor: 'warning.main', pl: 1.5 }}>
                <Typography variant="overline" component="h3">
                  {t('compassPoint.highlightedText')}
                </Typography>
                <ExpandableText text={selectionText} max={TRUNCATION.highlightedText} quoted />
              </Box>
            ) : null}
            {rules
              .filter((rule) => rule.show)
              .map((rule, index) => {
                const value = values[rule.field];
                const atLimit = value.length >= rule.max;
                const serverError = serverErrors[rule.field];
                return (
                  <TextField
                    key={rule.field}
                    name={rule.field}
                    label={label(rule)}
                    required={rule.required}
                    inputRef={index === 0 ? takeFocus : undefined}
                    fullWidth
                    multiline={rule.multiline}
                    minRows={rule.multiline ? 3 : undefined}
                    value={value}
                    error={Boolean(serverError)}
                    onChange={(event) => {
                      setValues((current) => ({ ...current, [rule.field]: event.target.value.slice(0, rule.max) }));
                      setServerErrors((current) => ({ ...current, [rule.field]: undefined }));
                    }}
                    helperText={
                      serverError
                        ? t(`error.${serverError}`)
                        : atLimit
                          ? t('compassPoint.dialog.limitReached', { max: rule.max })
                          : t('compassPoint.dialog.count', { count: value.length, max: rule.max })
                    }
                    slotProps={{ htmlInput: { maxLength: rule.max }, formHelperText: atLimit && !serverError ? { sx: { color: 'text.primary', fontWeight: 600 } } : undefined }}
                  />
                );
              })}
            {failed ? <Alert severity="error">{t('compassPoint.dialog.failed')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={blocked || saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
