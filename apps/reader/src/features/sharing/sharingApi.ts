import type { AxiosInstance } from 'axios';
import {
  GroupEnableAnswer,
  LIMITS,
  MemberSearchAnswer,
  SharedContent,
  SharedDocument,
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
  const answer = MemberSearchAnswer.parse((await http.post<unknown>('/api/user/searchUsersByEmail', { email }, { background: true })).data);
  return answer.list.map((option) => option.user);
}

/** GET api/contentShare/getSharedGroupAndUserByContentID/{id}: whom the current user already shared the document with. */
export async function fetchAlreadyShared(http: AxiosInstance, contentId: number): Promise<SharedContent> {
  return SharedContent.parse((await http.get<unknown>(`/api/contentShare/getSharedGroupAndUserByContentID/${contentId}`)).data);
}

/** The calls take at most this many items; more are sent in several calls. */
const batches = (items: ShareItem[]) =>
  Array.from({ length: Math.ceil(items.length / LIMITS.memberSearchSize) }, (_, i) => items.slice(i * LIMITS.memberSearchSize, (i + 1) * LIMITS.memberSearchSize));

/** POST api/contentShare/withUser: one item per person and document. */
export async function shareWithUsers(http: AxiosInstance, items: ShareItem[]): Promise<void> {
  for (const batch of batches(items)) await http.post('/api/contentShare/withUser', batch);
}

/** POST api/contentShare/withGroup: one item per group and document. */
export async function shareWithGroups(http: AxiosInstance, items: ShareItem[]): Promise<void> {
  for (const batch of batches(items)) await http.post('/api/contentShare/withGroup', batch);
}

/** POST /api/group/documents/search/type-ahead?size=100 {keywords}: documents of the account to share along (groups on). */
export async function searchShareableDocuments(http: AxiosInstance, keywords: string): Promise<SharedDocument[]> {
  return SharedDocument.array().parse((await http.post<unknown>('/api/group/documents/search/type-ahead', { keywords }, { params: { size: LIMITS.memberSearchSize }, background: true })).data);
}
