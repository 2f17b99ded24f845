import { TextField } from 'react-admin';
import { SecretAwareValue } from '../../common/SecretAwareValue.js';
import { SettingsList } from '../../common/SettingsList.js';

/** management/env: the server's environment variables; secrets arrive masked and are shown as masked. */
export default function EnvList() {
  return (
    <SettingsList sortBy="name">
      <TextField source="name" />
      <SecretAwareValue source="value" />
      <TextField source="source" />
    </SettingsList>
  );
}
