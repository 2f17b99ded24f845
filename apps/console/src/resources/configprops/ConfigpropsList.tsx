import { Datagrid, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { SecretAwareValue } from '../../common/SecretAwareValue.js';
import { ListLoadError } from '../../common/ListLoadError.js';

/** management/configprops: the parsed configuration of the server, one row per setting, secrets masked by the server. */
export default function ConfigpropsList() {
  const translate = useTranslate();
  return (
    <List
      error={<ListLoadError />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.search')} />]}
      perPage={100}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
      actions={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <SecretAwareValue source="value" />
      </Datagrid>
    </List>
  );
}
