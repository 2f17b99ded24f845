import type { AxiosInstance } from 'axios';
import type { MetaDataOption, UpdateUserAccountRequest } from '@codex/domain';

/** The editable fields of the user's account as the form holds them: text, '' for none (spec "My account"). */
export type AccountProfileForm = Record<Exclude<keyof UpdateUserAccountRequest, 'id'>, string>;

/** Country and state options (spec section 3). */
export async function fetchMetaData(http: AxiosInstance, type: 'COUNTRY' | 'STATE'): Promise<MetaDataOption[]> {
  return (await http.get<MetaDataOption[]>(`/api/meta-data/type/${type}`)).data;
}

/** PUT api/user-accounts: the state is sent only when the country is the United States, otherwise empty. */
export async function saveUserAccount(http: AxiosInstance, id: number, form: AccountProfileForm): Promise<void> {
  const body: UpdateUserAccountRequest = { id, ...form, state: form.country === 'US' ? form.state : '' };
  await http.put('/api/user-accounts', body);
}
