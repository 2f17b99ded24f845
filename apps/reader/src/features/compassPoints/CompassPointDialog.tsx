import { useMemo, useState, type FormEvent } from 'react';
import { isAxiosError } from 'axios';
import { useI18n } from '@codex/i18n';
import { AnnotationDialog, CountedTextField } from './AnnotationDialog.js';
import { fieldRules, missingRequired, takeFocus, type CompassPointField, type FieldRule } from './compassPointRules.js';
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
    <AnnotationDialog
      id="compass-point-dialog"
      title={t(mode === 'create' ? 'compassPoint.dialog.createTitle' : 'compassPoint.dialog.editTitle')}
      selectionText={selectionText}
      accent="warning.main"
      busy={saving}
      saveDisabled={blocked}
      failed={failed ? t('compassPoint.dialog.failed') : null}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {rules
        .filter((rule) => rule.show)
        .map((rule, index) => {
          const serverError = serverErrors[rule.field];
          return (
            <CountedTextField
              key={rule.field}
              name={rule.field}
              label={label(rule)}
              required={rule.required}
              inputRef={index === 0 ? takeFocus : undefined}
              fullWidth
              multiline={rule.multiline}
              minRows={rule.multiline ? 3 : undefined}
              value={values[rule.field]}
              max={rule.max}
              error={serverError ? t(`error.${serverError}`) : undefined}
              onText={(text) => {
                setValues((current) => ({ ...current, [rule.field]: text }));
                setServerErrors((current) => ({ ...current, [rule.field]: undefined }));
              }}
            />
          );
        })}
    </AnnotationDialog>
  );
}
