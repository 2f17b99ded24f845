import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BooleanField, CreateButton, Datagrid, DateField, FunctionField, List, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { AdminWebhook } from '@codex/domain';
import { ListLoadError } from '../../common/ListLoadError.js';

function WebhooksEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('console.webhooks.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.webhooks.emptyHelp')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** What the last try answered: its status code, or that nothing was sent yet. */
export function LastDelivery({ record }: { record: AdminWebhook }) {
  const translate = useTranslate();
  if (!record.lastDeliveryAt) return <>{translate('console.webhooks.neverDelivered')}</>;
  return <>{translate('console.webhooks.lastDelivery', { status: record.lastStatusCode ?? translate('console.webhooks.noAnswer'), date: new Date(record.lastDeliveryAt).toLocaleString() })}</>;
}

/** The webhooks of the admin's account (the operator's: every account of the tenant). */
export default function WebhookList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List error={<ListLoadError />} actions={<ListActions />} perPage={25} exporter={false} empty={<WebhooksEmpty />} sort={{ field: 'createdAt', order: 'DESC' }}>
      {narrow ? (
        <SimpleList<AdminWebhook>
          linkType="edit"
          primaryText={(record) => record.url}
          secondaryText={(record) => translate('console.webhooks.summary', { account: record.accountName, smart_count: record.events.length })}
          tertiaryText={(record) => translate(record.active ? 'console.webhooks.active' : 'console.webhooks.inactive')}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="url" sortable={false} sx={{ wordBreak: 'break-all' }} />
          <TextField source="accountName" sortable={false} />
          <FunctionField<AdminWebhook> source="events" sortable={false} render={(record) => record.events.map((e) => translate(`console.webhooks.events.${e}`)).join(', ')} />
          <BooleanField source="active" sortable={false} />
          <FunctionField<AdminWebhook> source="lastDeliveryAt" sortable={false} render={(record) => <LastDelivery record={record} />} />
          <DateField source="createdAt" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
