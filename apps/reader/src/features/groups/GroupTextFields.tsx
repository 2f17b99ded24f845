import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LIMITS } from '@codex/domain';
import { useI18n } from '@codex/i18n';

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** A group text of at most 255 characters that says so when the limit is reached. */
function LimitedField({ value, onChange, helperText, slotProps, ...rest }: FieldProps) {
  const { t } = useI18n();
  const atLimit = value.length === LIMITS.groupName;
  return (
    <TextField
      fullWidth
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={atLimit ? t('groups.fields.limitReached', { max: LIMITS.groupName }) : helperText}
      // What is typed takes its own direction (an English name in an Arabic form); empty, the form's direction.
      slotProps={{ ...slotProps, htmlInput: { maxLength: LIMITS.groupName, dir: value ? 'auto' : undefined } }}
    />
  );
}

/** The group name: Enter does nothing here (it must not submit or advance). */
export function GroupNameField(props: Omit<FieldProps, 'label'>) {
  const { t } = useI18n();
  return (
    <LimitedField
      label={t('groups.fields.name')}
      required
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      {...props}
    />
  );
}

export function GroupDescriptionField(props: Omit<FieldProps, 'label'>) {
  const { t } = useI18n();
  return <LimitedField label={t('groups.fields.description')} required multiline minRows={3} {...props} />;
}
