import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BooleanField, Datagrid, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { LocalDateField, useLocalDates } from '../../common/LocalDateField.js';
import type { AdminWebhook } from '@codex/domain';
import { ListLoadError } from '../../common/ListLoadError.js';
import { AccountListActions } from '../../common/AccountFilter.js';
import { EmptyListWithCreate } from '../../common/EmptyList.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

/** What the last try answered: its status code, or that nothing was sent yet. */
export function LastDelivery({ record }: { record: AdminWebhook }) {
  const dates = useLocalDates();
  const translate = useTranslate();
  if (!record.lastDeliveryAt) return <>{translate('console.webhooks.neverDelivered')}</>;
  return <>{translate('console.webhooks.lastDelivery', { status: record.lastStatusCode ?? translate('console.webhooks.noAnswer'), date: dates.dateTime(record.lastDeliveryAt) })}</>;
}

/** The webhooks of the admin's account (the operator's: every account of the tenant). */
export default function WebhookList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List error={<ListLoadError />} actions={<AccountListActions create />} perPage={25} exporter={false} empty={<EmptyListWithCreate messages="console.webhooks" />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {narrow ? (
        <SimpleList<AdminWebhook>
          linkType="edit"
          primaryText={(record) => record.url}
          secondaryText={(record) => translate('console.webhooks.summary', { account: record.accountName, smart_count: record.events.length })}
          tertiaryText={(record) => translate(record.active ? 'console.webhooks.active' : 'console.webhooks.inactive')}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <WrittenTextField<AdminWebhook> source="url" sortable={false} link="edit" sx={{ wordBreak: 'break-all' }} />
          <TextField source="accountName" sortable={false} />
          <FunctionField<AdminWebhook> source="events" sortable={false} render={(record) => record.events.map((e) => translate(`console.webhooks.events.${e}`)).join(', ')} />
          <BooleanField source="active" sortable={false} />
          <FunctionField<AdminWebhook> source="lastDeliveryAt" sortable={false} render={(record) => <LastDelivery record={record} />} />
          <LocalDateField source="createdAt" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
