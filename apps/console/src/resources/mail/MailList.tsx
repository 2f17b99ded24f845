import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { LocalDateField } from '../../common/LocalDateField.js';
import type { MailMessageSummary } from '@codex/domain';
import { ListLoadError } from '../../common/ListLoadError.js';
import { SearchFilter } from '../../common/SearchFilter.js';
import { MAIL_KIND_CHOICES, MAIL_STATE_CHOICES, MailStateChip } from './MailStateChip.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

const stateChoices = MAIL_STATE_CHOICES.map((state) => ({ id: state, name: `console.mail.states.${state}` }));
const kindChoices = MAIL_KIND_CHOICES.map((kind) => ({ id: kind, name: `console.mail.kinds.${kind}` }));

const filters = [
  <SearchFilter key="q" source="q" alwaysOn hint="console.mail.search" />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn emptyText="console.mail.allStates" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn emptyText="console.mail.allKinds" />,
];

/** The outbox, newest first: every message the server wrote, whether it went out, is waiting, retrying or gave up. */
export default function MailList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const noMessage = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('console.mail.empty')}
    </Typography>
  );
  const kindOf = (record: MailMessageSummary) => translate(`console.mail.kinds.${record.kind}`, { _: record.kind });
  return (
    <List error={<ListLoadError />} filters={filters} actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      {narrow ? (
        <SimpleList<MailMessageSummary>
          linkType="show"
          empty={noMessage}
          primaryText={(record) => <bdi>{record.subject}</bdi>}
          secondaryText={(record) => `${record.toAddress} · ${kindOf(record)}`}
          tertiaryText={(record) => translate(`console.mail.states.${record.state}`, { _: record.state })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={noMessage}>
          <TextField source="toAddress" sortable={false} />
          <WrittenTextField<MailMessageSummary> source="subject" sortable={false} link="show" />
          <FunctionField<MailMessageSummary> source="kind" sortable={false} render={kindOf} />
          <FunctionField<MailMessageSummary> source="state" sortable={false} render={(record) => <MailStateChip message={record} />} />
          <LocalDateField source="createdAt" showTime />
          <LocalDateField source="sentAt" showTime sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
