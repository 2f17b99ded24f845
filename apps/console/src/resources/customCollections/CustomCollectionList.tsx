import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, List, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { LocalDateField, useLocalDates } from '../../common/LocalDateField.js';
import type { AdminCustomCollection } from '@codex/domain';
import { ListLoadError } from '../../common/ListLoadError.js';
import { AccountListActions } from '../../common/AccountFilter.js';
import { EmptyListWithCreate } from '../../common/EmptyList.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

/** The collections of the admin's account (the operator's: every account of the tenant), paged and sorted by the server. */
export default function CustomCollectionList() {
  const dates = useLocalDates();
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List error={<ListLoadError />} actions={<AccountListActions create />} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false} empty={<EmptyListWithCreate messages="console.customCollections" />}>
      {narrow ? (
        <SimpleList<AdminCustomCollection>
          linkType="edit"
          primaryText={(record) => <bdi>{record.name}</bdi>}
          secondaryText={(record) => translate('console.customCollections.summary', { account: record.accountName, smart_count: record.itemCount })}
          tertiaryText={(record) => dates.date(record.updatedAt)}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <WrittenTextField<AdminCustomCollection> source="name" link="edit" />
          <TextField source="accountName" />
          <NumberField source="itemCount" />
          <TextField source="createdBy" sortable={false} emptyText="—" />
          <LocalDateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
