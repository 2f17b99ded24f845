import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { LocalDateField } from '../../common/LocalDateField.js';
import { ListLoadError } from '../../common/ListLoadError.js';
import { WrittenTextField } from '../../common/WrittenTextField.js';

interface TenantRow {
  id: string;
  code: string;
  tenantName: string;
  hosts: string[];
  updatedAt: string;
}

/** Every tenant of the platform (operator only); a row opens the tenant's settings. */
export default function TenantList() {
  return (
    <List error={<ListLoadError />} sort={{ field: 'tenantName', order: 'ASC' }} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <WrittenTextField<TenantRow> source="tenantName" link="edit" />
        <TextField source="code" />
        <FunctionField<TenantRow> source="hosts" sortable={false} render={(record) => record.hosts.join(', ')} />
        <LocalDateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
