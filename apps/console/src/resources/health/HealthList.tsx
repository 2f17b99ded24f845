import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, List, RefreshButton, TopToolbar, useListContext, useLocale, useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip.js';
import { formatValue } from '../../common/formatValue.js';
import { ListLoadError } from '../../common/ListLoadError.js';

interface HealthRecord {
  id: string;
  name: string;
  status: string;
  details: Record<string, unknown>;
}

/** The whole is UP only when no part is DOWN (a part not set up here, UNKNOWN, does not count against it). */
function OverallStatus() {
  const { data, isPending, error } = useListContext<HealthRecord>();
  const translate = useTranslate();
  // After a failed refresh the rows are the last answer's: they say nothing about now.
  if (isPending || !data || error) return null;
  const status = data.some((c) => c.status === 'DOWN') ? 'DOWN' : 'UP';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }} role="status">
      <Typography component="span">{translate('console.health.overall')}</Typography>
      <StatusChip status={status} />
    </Box>
  );
}

function HealthActions() {
  return (
    <TopToolbar sx={{ width: '100%' }}>
      <OverallStatus />
      <RefreshButton />
    </TopToolbar>
  );
}

function Details({ record }: { record: HealthRecord }) {
  const locale = useLocale();
  const entries = Object.entries(record.details ?? {});
  if (entries.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {key}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {formatValue(key, value, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** management/health: each part of the server (database, file store, mail, OpenID provider, disk) UP or DOWN, refreshed. */
export default function HealthList() {
  const translate = useTranslate();
  return (
    <List error={<ListLoadError />} actions={<HealthActions />} pagination={false} perPage={100} sort={{ field: 'name', order: 'ASC' }} queryOptions={{ refetchInterval: 10_000 }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <FunctionField<HealthRecord>
          source="name"
          render={(record) => translate(`console.health.components.${record.name}`, { _: record.name })}
        />
        <FunctionField<HealthRecord> source="status" render={(record) => <StatusChip status={record.status} />} />
        <FunctionField<HealthRecord> source="details" sortable={false} render={(record) => <Details record={record} />} />
      </Datagrid>
    </List>
  );
}
