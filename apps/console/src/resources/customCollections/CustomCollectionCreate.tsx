import { Create, ReferenceInput, required, SelectInput, SimpleForm, TextInput, usePermissions } from 'react-admin';
import { CUSTOM_COLLECTION_NAME_MAX } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';

/**
 * A new collection, for the admin's own account; the operator chooses the account. Saved, it opens for adding
 * documents.
 */
export default function CustomCollectionCreate() {
  const { permissions } = usePermissions<string[]>();
  const operator = Array.isArray(permissions) && permissions.includes('OPERATOR');
  return (
    <Create redirect="edit">
      <SimpleForm>
        <FormErrorSummary />
        <TextInput source="name" validate={required()} slotProps={{ htmlInput: { maxLength: CUSTOM_COLLECTION_NAME_MAX } }} sx={{ width: '100%', maxWidth: 480 }} />
        {operator && (
          <ReferenceInput source="accountId" reference="accounts" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <SelectInput optionText="name" helperText="console.customCollections.accountHelp" sx={{ width: '100%', maxWidth: 480 }} />
          </ReferenceInput>
        )}
      </SimpleForm>
    </Create>
  );
}
