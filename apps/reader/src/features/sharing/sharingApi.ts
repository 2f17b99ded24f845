import type { AxiosInstance } from 'axios';
import {
  GroupEnableAnswer,
  MemberSearchAnswer,
  SharedContent,
  type GroupMember,
  type ShareItem,
} from '@codex/domain';

/**
 * The share dialog's calls (groups-sharing-session-shell.md section 7, "Groups and sharing"; payloads in
 * @codex/domain groups.ts). Each takes the HTTP client, so tests hand in one with a fake adapter.
 */

/** GET /api/group/getGroupEnable: whether the current user may use groups (and so share with them). */
export async function fetchGroupsEnabled(http: AxiosInstance): Promise<boolean> {
  const parsed = GroupEnableAnswer.safeParse((await http.get<unknown>('/api/group/getGroupEnable')).data);
  return parsed.success ? parsed.data : false;
}

/** GET api/contentShare/searchUsersAndGroups?keyword: people and groups matching the term ('' for the default list). */
export async function searchUsersAndGroups(http: AxiosInstance, keyword: string): Promise<SharedContent> {
  return SharedContent.parse((await http.get<unknown>('/api/contentShare/searchUsersAndGroups', { params: { keyword } })).data);
}

/** POST api/user/searchUsersByEmail {email}: the external-user entry of a term containing '@'. */
export async function searchUsersByEmail(http: AxiosInstance, email: string): Promise<GroupMember[]> {
  const answer = MemberSearchAnswer.parse((await http.post<unknown>('/api/user/searchUsersByEmail', { email })).data);
  return answer.list.map((option) => option.user);
}

/** GET api/contentShare/getSharedGroupAndUserByContentID/{id}: whom the current user already shared the document with. */
export async function fetchAlreadyShared(http: AxiosInstance, contentId: number): Promise<SharedContent> {
  return SharedContent.parse((await http.get<unknown>(`/api/contentShare/getSharedGroupAndUserByContentID/${contentId}`)).data);
}

/** POST api/contentShare/withUser: one item per person. */
export async function shareWithUsers(http: AxiosInstance, items: ShareItem[]): Promise<void> {
  await http.post('/api/contentShare/withUser', items);
}

/** POST api/contentShare/withGroup: one item per group. */
export async function shareWithGroups(http: AxiosInstance, items: ShareItem[]): Promise<void> {
  await http.post('/api/contentShare/withGroup', items);
}
