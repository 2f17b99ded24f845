import { BooleanInput, CheckboxGroupInput, Create, ReferenceInput, required, SelectInput, SimpleForm, TextInput, usePermissions } from 'react-admin';
import { WEBHOOK_URL_MAX } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { EVENT_CHOICES } from './webhookEvents.js';

/** Checked in the browser as the server checks it: an absolute http(s) address without credentials. */
export function httpAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return undefined;
  } catch {
    // falls through to the message
  }
  return 'console.webhooks.badUrl';
}

const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'console.webhooks.noEvent');

/** A new webhook for the admin's own account (the operator chooses the account); saved, it shows its secret. */
export default function WebhookCreate() {
  const { permissions } = usePermissions<string[]>();
  const operator = Array.isArray(permissions) && permissions.includes('OPERATOR');
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ active: true, events: [] }}>
        <FormErrorSummary />
        <TextInput source="url" type="url" validate={[required(), httpAddress]} helperText="console.webhooks.urlHelp" slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, dir: 'ltr' } }} sx={{ width: '100%', maxWidth: 640 }} />
        <CheckboxGroupInput source="events" choices={EVENT_CHOICES} validate={atLeastOne} row={false} />
        <BooleanInput source="active" />
        {operator && (
          <ReferenceInput source="accountId" reference="accounts" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <SelectInput optionText="name" validate={required()} sx={{ width: '100%', maxWidth: 480 }} />
          </ReferenceInput>
        )}
      </SimpleForm>
    </Create>
  );
}
