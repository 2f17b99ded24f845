import { Datagrid, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { SecretAwareValue } from '../../common/SecretAwareValue.js';
import { ListLoadError } from '../../common/ListLoadError.js';

/** management/env: the server's environment variables; secrets arrive masked and are shown as masked. */
export default function EnvList() {
  const translate = useTranslate();
  return (
    <List
      error={<ListLoadError />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.search')} />]}
      perPage={100}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      actions={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <SecretAwareValue source="value" />
        <TextField source="source" />
      </Datagrid>
    </List>
  );
}
