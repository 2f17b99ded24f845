import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, NumberField, SimpleList, usePermissions, useTranslate } from 'react-admin';
import { LocalDateField, useLocalDates } from '../../common/LocalDateField.js';
import type { AdminGroupRow } from '@codex/domain';
import { AccountListActions } from '../../common/AccountFilter.js';
import { ListLoadError } from '../../common/ListLoadError.js';
import { SearchFilter } from '../../common/SearchFilter.js';
import { GroupDeleteButton } from './GroupDeleteButton.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

const filters = [<SearchFilter key="q" source="q" alwaysOn hint="console.groups.search" />];

/** What the list says before the account has any group: where groups come from. */
function GroupsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('console.groups.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('console.groups.emptyHelp')}</Typography>
    </Box>
  );
}

function Owner({ record }: { record: AdminGroupRow }) {
  return (
    <>
      <Typography variant="body2">{record.ownerName}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {record.ownerEmail}
      </Typography>
    </>
  );
}

/** Every group of the admin's account (the operator picks any account of the tenant), whoever made it, paged, sorted and searched by the server. */
export default function GroupList() {
  const translate = useTranslate();
  const dates = useLocalDates();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions();
  // The operator keeps the account picker when their own account has no group (react-admin's empty page has none).
  const operator = Array.isArray(permissions) && permissions.includes('OPERATOR');
  return (
    <List
      error={<ListLoadError />}
      filters={filters}
      actions={<AccountListActions unpicked="own" />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={operator ? false : <GroupsEmpty />}
    >
      {narrow ? (
        <SimpleList<AdminGroupRow>
          empty={<GroupsEmpty />}
          linkType="show"
          primaryText={(record) => <bdi>{record.name}</bdi>}
          secondaryText={(record) => translate('console.groups.summary', { owner: record.ownerName, members: record.memberCount, documents: record.contentCount })}
          tertiaryText={(record) => dates.date(record.updatedAt)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<GroupsEmpty />}>
          <WrittenTextField<AdminGroupRow> source="name" link="show" />
          <FunctionField<AdminGroupRow> source="ownerName" render={(record) => <Owner record={record} />} />
          <NumberField source="memberCount" />
          <NumberField source="contentCount" />
          <LocalDateField source="updatedAt" showTime />
          <GroupDeleteButton />
        </Datagrid>
      )}
    </List>
  );
}
