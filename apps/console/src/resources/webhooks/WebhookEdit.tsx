import Typography from '@mui/material/Typography';
import { BooleanInput, CheckboxGroupInput, DeleteButton, Edit, ListButton, required, SaveButton, SimpleForm, TextInput, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { WEBHOOK_URL_MAX, type AdminWebhook } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { httpAddress } from './WebhookCreate.js';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.js';
import { WebhookSecret } from './WebhookSecret.js';
import { EVENT_CHOICES } from './webhookEvents.js';

function WebhookTitle() {
  const record = useRecordContext<AdminWebhook>();
  const translate = useTranslate();
  return <span>{translate('console.webhooks.title', { url: record?.url ?? '' })}</span>;
}

function EditActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

function WebhookToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle="resources.webhooks.message.delete_title" confirmContent="resources.webhooks.message.delete_content" />
    </Toolbar>
  );
}

function WebhookOwner() {
  const record = useRecordContext<AdminWebhook>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography color="text.secondary" variant="body2">
      {translate('console.webhooks.owner', { account: record.accountName })}
    </Typography>
  );
}

const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'console.webhooks.noEvent');

/** One webhook: its address, events and active flag, its secret, the test delivery button and the delivery log. */
export default function WebhookEdit() {
  return (
    <Edit title={<WebhookTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <SimpleForm toolbar={<WebhookToolbar />}>
        <FormErrorSummary />
        <WebhookOwner />
        <TextInput source="url" type="url" validate={[required(), httpAddress]} helperText="console.webhooks.urlHelp" slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, dir: 'ltr' } }} sx={{ width: '100%', maxWidth: 640 }} />
        <CheckboxGroupInput source="events" choices={EVENT_CHOICES} validate={atLeastOne} row={false} />
        <BooleanInput source="active" />
        <WebhookSecret />
        <BooleanInput source="rotateSecret" helperText="console.webhooks.rotateHelp" />
      </SimpleForm>
      <WebhookDeliveryLog />
    </Edit>
  );
}
