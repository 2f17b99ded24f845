import { TextField } from 'react-admin';
import { SecretAwareValue } from '../../common/SecretAwareValue.js';
import { SettingsList } from '../../common/SettingsList.js';

/** management/configprops: the parsed configuration of the server, one row per setting, secrets masked by the server. */
export default function ConfigpropsList() {
  return (
    <SettingsList sortBy="id">
      <TextField source="id" />
      <SecretAwareValue source="value" />
    </SettingsList>
  );
}
