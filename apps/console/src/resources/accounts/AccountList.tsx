import { Datagrid, FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { ListLoadError } from '../../common/ListLoadError.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

/** Accounts of the tenant (an operator sees all, an account's ADMIN their own), paged by the server with x-total-count. */
export default function AccountList() {
  const translate = useTranslate();
  return (
    <List error={<ListLoadError />} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <WrittenTextField source="name" link="edit" />
        <TextField source="accountNumber" />
        <TextField source="acronym" />
        <FunctionField<{ userType: string }>
          source="userType"
          render={(record) => translate(`console.accounts.userTypes.${record.userType}`, { _: record.userType })}
        />
        <NumberField source="userCount" sortable={false} />
        <NumberField source="subscriptionCount" sortable={false} />
      </Datagrid>
    </List>
  );
}
