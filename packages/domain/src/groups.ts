import { z } from 'zod';
import { EmailAddress } from './email.js';
import { LIMITS } from './limits.js';

/**
 * Groups and content sharing (groups-sharing-session-shell.md sections 3, 5 and 7;
 * reading-experience.md sections 2, 3 and 9). Field names are the spec's, spellings included.
 */

const trimmedRequired = (max: number) => z.string().trim().min(1).max(max);
const id = z.coerce.number().int().positive();

export const GroupOwnerInfo = z.object({ createFirstName: z.string().nullable(), createLastName: z.string().nullable() });

/** GET /api/group/list?accountId and GET api/group/listByCurrentAccount: the list cards. */
export const GroupCard = z.object({
  groupID: z.number().int(),
  name: z.string(),
  longDesc: z.string(),
  memberCount: z.number().int(),
  contentCount: z.number().int(),
  createdById: z.number().int(),
  userInfo: GroupOwnerInfo,
});
export type GroupCard = z.infer<typeof GroupCard>;

/** A member as the group detail and the member search show it. */
export const GroupMember = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().optional(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** Member option of the dual list: search results also carry the e-mail. */
export const MemberOption = z.object({ user: GroupMember });
export type MemberOption = z.infer<typeof MemberOption>;

/** GET /api/group/getGroupDetail?groupId. */
export const GroupDetail = z.object({
  groupID: z.number().int(),
  accountID: z.number().int(),
  name: z.string(),
  longDesc: z.string(),
  createdById: z.number().int(),
  createdByFirstName: z.string().nullable(),
  createdByLastName: z.string().nullable(),
  rosters: z.array(GroupMember),
  memberCount: z.number().int(),
  contentCount: z.number().int(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

/** A document of a group: GET /api/contentShare/shared/list?groupId and the document type-ahead. */
export const SharedDocument = z.object({
  contentID: z.number().int(),
  contentCode: z.string(),
  documentTitle: z.string(),
  assetId: z.string().nullable(),
  designationNo: z.string().nullable(),
});
export type SharedDocument = z.infer<typeof SharedDocument>;

/** POST /api/group/save. */
export const CreateGroupPayload = z.object({
  accountID: id,
  name: trimmedRequired(LIMITS.groupName),
  longDesc: trimmedRequired(LIMITS.groupDescription),
  memberIds: z.array(id).min(1),
  contentCodes: z.array(z.string().trim().min(1)).min(1),
});
export type CreateGroupPayload = z.infer<typeof CreateGroupPayload>;

/** PUT /api/group/update: contentCodes are added, removeContentIds removed. */
export const UpdateGroupPayload = z.object({
  groupID: id,
  accountID: id,
  name: trimmedRequired(LIMITS.groupName),
  longDesc: trimmedRequired(LIMITS.groupDescription),
  memberIds: z.array(id).min(1),
  contentCodes: z.array(z.string().trim().min(1)).default([]),
  removeContentIds: z.array(id).default([]),
});
export type UpdateGroupPayload = z.infer<typeof UpdateGroupPayload>;

/** PUT /api/group/update/name (name and description). */
export const UpdateGroupNamePayload = z.object({
  groupID: id,
  name: trimmedRequired(LIMITS.groupName),
  longDesc: trimmedRequired(LIMITS.groupDescription),
});
export type UpdateGroupNamePayload = z.infer<typeof UpdateGroupNamePayload>;

/** PUT /api/group/update/memberIds. */
export const UpdateGroupMembersPayload = z.object({ groupID: id, memberIds: z.array(id).min(1) });
export type UpdateGroupMembersPayload = z.infer<typeof UpdateGroupMembersPayload>;

/** POST api/contentShare/updateContentsByGroup: the group detail's add and delete of documents. */
export const UpdateContentsByGroupPayload = z.object({
  sharedWithGroupID: id,
  addContentCodes: z.array(z.string().trim().min(1)).default([]),
  removeContentIds: z.array(id).default([]),
  /** Set by the single-document delete of the detail page. */
  singleDelete: z.boolean().optional(),
});
export type UpdateContentsByGroupPayload = z.infer<typeof UpdateContentsByGroupPayload>;

/** POST /api/group/sendMailToGroup: groupID is also spelled groupId. */
export const EmailGroupPayload = z
  .object({
    subject: trimmedRequired(LIMITS.groupName),
    message: trimmedRequired(LIMITS.emailMessage),
    groupId: id.optional(),
    groupID: id.optional(),
    copyMeFlag: z.boolean().default(false),
  })
  .refine((p) => p.groupId !== undefined || p.groupID !== undefined, { message: 'NotNull', path: ['groupId'] });
export type EmailGroupPayload = z.infer<typeof EmailGroupPayload>;

/** POST /api/user/searchUsers?pageIndex&pageSize {fullName} and POST api/user/searchUsersByEmail {email}. */
export const SearchUsersPayload = z.object({ fullName: z.string().trim().min(3).max(LIMITS.searchInput) });
export const SearchUsersByEmailPayload = z.object({ email: EmailAddress });
export const MemberSearchAnswer = z.object({ totalCount: z.number().int(), list: z.array(MemberOption) });
export type MemberSearchAnswer = z.infer<typeof MemberSearchAnswer>;

/** POST /api/group/documents/search/type-ahead?size=100 {keywords}. */
export const GroupDocumentSearchPayload = z.object({ keywords: z.string().trim().min(3).max(LIMITS.searchInput) });

/** Group search result of the share dialog. */
export const GroupSearchResult = z.object({ groupID: z.number().int(), name: z.string(), rosters: z.array(GroupMember) });
export type GroupSearchResult = z.infer<typeof GroupSearchResult>;

/**
 * GET api/contentShare/getSharedGroupAndUserByContentID/{id}: who the current user already
 * shared the document with (the dialog marks them 'Sent'); also the answer of
 * GET api/contentShare/searchUsersAndGroups?keyword.
 */
export const SharedContent = z.object({ groupList: z.array(GroupSearchResult), userList: z.array(GroupMember) });
export type SharedContent = z.infer<typeof SharedContent>;

/** One item of POST api/contentShare/withUser and withGroup: the document and who receives it. */
export const ShareItem = z.object({
  contentID: id.optional(),
  contentCode: z.string().trim().min(1).optional(),
  sharedWithUserID: id.optional(),
  /** An external address (the '@' entry): it must be a user of the tenant. */
  sharedWithEmail: EmailAddress.optional(),
  sharedWithGroupID: id.optional(),
  message: z.string().trim().max(LIMITS.emailMessage).optional(),
});
export type ShareItem = z.infer<typeof ShareItem>;
export const ShareItems = z.array(ShareItem).min(1).max(LIMITS.memberSearchSize);

/** GET /api/group/getGroupEnable: whether the current user may use groups. */
export const GroupEnableAnswer = z.boolean();

/** POST /api/contentShare/findContentShareWithMe: pages count from 1 (0 is read as the first page too). */
export const FindContentShareWithMePayload = z.object({
  pageIndex: z.coerce.number().int().min(0).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.memberSearchSize).default(10),
});
export type FindContentShareWithMePayload = z.infer<typeof FindContentShareWithMePayload>;

/** One document shared with the caller, directly or through a group, with who shared it. */
export const ContentShareWithMe = z.object({
  id: z.number().int(),
  contentID: z.number().int(),
  contentCode: z.string(),
  designationNo: z.string(),
  documentTitle: z.string(),
  publisherName: z.string(),
  kind: z.enum(['STANDARD', 'PUBLICATION']),
  sharedByFirstName: z.string().nullable(),
  sharedByLastName: z.string().nullable(),
  email: z.string(),
  sharedDate: z.string(),
  groupID: z.number().int().nullable(),
  groupName: z.string().nullable(),
});
export type ContentShareWithMe = z.infer<typeof ContentShareWithMe>;
export const ContentShareWithMeList = z.object({ totalCount: z.number().int(), list: z.array(ContentShareWithMe) });
export type ContentShareWithMeList = z.infer<typeof ContentShareWithMeList>;

/** Answer of POST api/contentShare/withUser and withGroup: how many shares were made (already made ones are not repeated). */
export const ShareAnswer = z.object({ shared: z.number().int() });
export type ShareAnswer = z.infer<typeof ShareAnswer>;
