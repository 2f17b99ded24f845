import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../../common/LocalDateField.js';
import { CompassPointTransactionType, type AccountChangeHistoryEntry } from '@codex/domain';
import { ListLoadError } from '../../../common/ListLoadError.js';
import { CHANGE_LABELS } from '../ChangeHistory.js';
import { ChangeHistoryComparison } from './ChangeHistoryComparison.js';

type Entry = AccountChangeHistoryEntry & { id: number };

const typeChoices = CompassPointTransactionType.options.map((type) => ({ id: type, name: CHANGE_LABELS[type] }));

const filters = [
  <SelectInput key="dbTransactionType" source="dbTransactionType" choices={typeChoices} alwaysOn emptyText="console.changeHistory.allChanges" />,
  <TextInput key="contentCode" source="contentCode" alwaysOn resettable helperText={false} />,
  <TextInput key="user" source="user" alwaysOn resettable helperText={false} />,
  <DateInput key="from" source="from" alwaysOn helperText={false} />,
  <DateInput key="to" source="to" alwaysOn helperText={false} />,
];

function Comparison() {
  const record = useRecordContext<Entry>();
  return record ? <ChangeHistoryComparison record={record} /> : null;
}

/**
 * Every change of the account's compass points, newest first: what changed, on which compass point and document, who
 * and when. A row opens its previous and current values side by side.
 */
export default function ChangeHistoryList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = (record: Entry) => translate(CHANGE_LABELS[record.dbTransactionType] ?? record.dbTransactionType);
  const empty = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('console.changeHistory.empty')}
    </Typography>
  );
  return (
    <List error={<ListLoadError />} filters={filters} actions={false} sort={{ field: 'createdDate', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      <Datagrid rowClick="expand" expand={<Comparison />} bulkActionButtons={false} empty={empty}>
        <LocalDateField source="createdDate" showTime={!narrow} />
        {narrow ? (
          // On a phone one column says what changed, on which compass point and document.
          <FunctionField<Entry>
            source="dbTransactionType"
            sortable={false}
            render={(record) => (
              <>
                {label(record)}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
                  <bdi>{record.name}</bdi> · {record.designation}
                </Typography>
              </>
            )}
          />
        ) : (
          <FunctionField<Entry> source="dbTransactionType" sortable={false} render={label} />
        )}
        {!narrow && <TextField source="name" sortable={false} />}
        {!narrow && <TextField source="designation" sortable={false} />}
        {!narrow && <FunctionField<Entry> source="transactionUserName" sortable={false} render={(record) => record.transactionUserName || record.transactionUserEmail} />}
      </Datagrid>
    </List>
  );
}
