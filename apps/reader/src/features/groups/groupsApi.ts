import type { AxiosInstance } from 'axios';
import {
  LIMITS,
  type CreateGroupPayload,
  type GroupCard,
  type GroupDetail,
  type GroupMember,
  type SharedDocument,
  type UpdateContentsByGroupPayload,
  type UpdateGroupMembersPayload,
  type UpdateGroupNamePayload,
  type UpdateGroupPayload,
} from '@codex/domain';

/**
 * The group calls of the spec ("groups, sharing, session and shell", section 7 "Groups and sharing"). Each function
 * takes the HTTP client, so tests hand in one with a fake adapter; payloads are the contract's (@codex/domain).
 */

/** GET /api/group/getGroupEnable: whether the current user may use groups at all. */
export async function fetchGroupEnable(http: AxiosInstance): Promise<boolean> {
  return (await http.get<boolean>('/api/group/getGroupEnable')).data === true;
}

/** GET /api/group/list?accountId: the cards of the account's groups the user belongs to. */
export async function fetchGroups(http: AxiosInstance, accountId: number): Promise<GroupCard[]> {
  const answer = (await http.get<GroupCard[]>('/api/group/list', { params: { accountId } })).data;
  return Array.isArray(answer) ? answer : [];
}

/** GET /api/group/getGroupDetail?groupId: the group with its rosters. */
export async function fetchGroupDetail(http: AxiosInstance, groupId: number): Promise<GroupDetail> {
  return (await http.get<GroupDetail>('/api/group/getGroupDetail', { params: { groupId } })).data;
}

/** GET /api/contentShare/shared/list?groupId: the documents of the group. */
export async function fetchGroupDocuments(http: AxiosInstance, groupId: number): Promise<SharedDocument[]> {
  return listOf<SharedDocument>((await http.get<unknown>('/api/contentShare/shared/list', { params: { groupId } })).data);
}

/** POST /api/user/searchUsers?pageIndex=1&pageSize=100 {fullName}: users of the account found by full name. */
export async function searchMembers(http: AxiosInstance, fullName: string, signal?: AbortSignal): Promise<GroupMember[]> {
  const answer = await http.post<unknown>('/api/user/searchUsers', { fullName }, { params: { pageIndex: 1, pageSize: LIMITS.memberSearchSize }, signal, background: true });
  return membersOf(answer.data);
}

/** POST api/user/searchUsersByEmail {email}: the user of the tenant with exactly that address (the external-user entry). */
export async function searchMemberByEmail(http: AxiosInstance, email: string, signal?: AbortSignal): Promise<GroupMember[]> {
  return membersOf((await http.post<unknown>('/api/user/searchUsersByEmail', { email }, { signal, background: true })).data);
}

/** POST /api/group/documents/search/type-ahead?size=100 {keywords}: documents by title, asset id or designation. */
export async function searchGroupDocuments(http: AxiosInstance, keywords: string): Promise<SharedDocument[]> {
  const answer = await http.post<unknown>('/api/group/documents/search/type-ahead', { keywords }, { params: { size: LIMITS.memberSearchSize }, background: true });
  return listOf<SharedDocument>(answer.data);
}

/** POST /api/group/save: answers the new group (its groupID leads to the detail page). */
export async function createGroup(http: AxiosInstance, payload: CreateGroupPayload): Promise<{ groupID: number }> {
  return (await http.post<{ groupID: number }>('/api/group/save', payload)).data;
}

/** PUT /api/group/update: name, description and members replaced; contentCodes added, removeContentIds removed. */
export async function updateGroup(http: AxiosInstance, payload: UpdateGroupPayload): Promise<void> {
  await http.put('/api/group/update', payload);
}

/** PUT /api/group/update/name: the detail page's edit-name and edit-description dialogs. */
export async function updateGroupName(http: AxiosInstance, payload: UpdateGroupNamePayload): Promise<void> {
  await http.put('/api/group/update/name', payload);
}

/** PUT /api/group/update/memberIds: the detail page's edit-members dialog. */
export async function updateGroupMembers(http: AxiosInstance, payload: UpdateGroupMembersPayload): Promise<void> {
  await http.put('/api/group/update/memberIds', payload);
}

/** POST api/contentShare/updateContentsByGroup: the detail page's add documents and single document delete. */
export async function updateGroupDocuments(http: AxiosInstance, payload: UpdateContentsByGroupPayload): Promise<void> {
  await http.post('/api/contentShare/updateContentsByGroup', payload);
}

/** DELETE /api/group/{id}. */
export async function deleteGroup(http: AxiosInstance, groupId: number): Promise<void> {
  await http.delete(`/api/group/${groupId}`);
}

export interface GroupEmail {
  subject: string;
  message: string;
  groupId: number;
  copyMeFlag: boolean;
}

/** POST /api/group/sendMailToGroup {subject, message, groupId, copyMeFlag}. */
export async function sendMailToGroup(http: AxiosInstance, email: GroupEmail): Promise<void> {
  await http.post('/api/group/sendMailToGroup', email);
}

/** A list answer, bare or as `{ list }`. */
function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const list = (answer as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** Member search answers carry member options ({ user }); a single member or option is accepted too. */
function membersOf(answer: unknown): GroupMember[] {
  const entries = answer && typeof answer === 'object' && !Array.isArray(answer) && !('list' in answer) ? [answer] : listOf<unknown>(answer);
  return entries
    .map((entry) => ((entry as { user?: GroupMember }).user ?? entry) as GroupMember)
    .filter((member) => typeof member?.userId === 'number');
}

/** The group as the edit dialog starts from it: detail (members) and documents together. */
export async function fetchGroupDraft(http: AxiosInstance, groupId: number) {
  const [detail, documents] = await Promise.all([fetchGroupDetail(http, groupId), fetchGroupDocuments(http, groupId)]);
  return { groupID: detail.groupID, name: detail.name, longDesc: detail.longDesc, members: detail.rosters, documents };
}
