import type { AxiosInstance } from 'axios';
import { NotificationPreferences, TrackingFeed, type MetaDataOption, type UpdateUserAccountRequest } from '@codex/domain';

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

/** GET /api/notification-preferences: how often each kind of news is e-mailed (the defaults until the user chooses). */
export async function fetchNotificationPreferences(http: AxiosInstance): Promise<NotificationPreferences> {
  return NotificationPreferences.parse((await http.get<unknown>('/api/notification-preferences')).data);
}

/** PUT /api/notification-preferences: the whole choice; the answer is what was stored. */
export async function saveNotificationPreferences(http: AxiosInstance, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const answer = NotificationPreferences.safeParse((await http.put<unknown>('/api/notification-preferences', preferences)).data);
  return answer.success ? answer.data : preferences;
}

/** GET /api/tracking-feed: whether the user's Atom feed is on (its address is shown only when made). */
export async function fetchTrackingFeed(http: AxiosInstance): Promise<TrackingFeed> {
  return TrackingFeed.parse((await http.get<unknown>('/api/tracking-feed')).data);
}

/** POST /api/tracking-feed: a new feed address; the previous one stops working. */
export async function makeTrackingFeed(http: AxiosInstance): Promise<TrackingFeed> {
  return TrackingFeed.parse((await http.post<unknown>('/api/tracking-feed')).data);
}

/** DELETE /api/tracking-feed: turns the feed off. */
export async function turnOffTrackingFeed(http: AxiosInstance): Promise<void> {
  await http.delete('/api/tracking-feed');
}
