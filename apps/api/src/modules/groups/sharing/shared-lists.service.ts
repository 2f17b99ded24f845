/** What the share dialog and the shared lists read: who a document was shared with, the search, the shares with me. */
import { and, asc, count, desc, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ContentShareWithMeList, GroupSearchResult, SharedContent, TenantConfig } from '@codex/domain';
import { LIMITS } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { contentShares, documents, groupMembers, groups, publishers, users } from '../../../db/schema/index.js';
import { rostersOf } from '../group-store.js';
import { type GroupUser } from '../groups.policy.js';
import { searchUsersByEmail, searchUsersByName } from '../directory/index.js';
import { offeredPublishers, selectDocuments } from '../../documents/index.js';

const member = { userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

async function withRosters(db: Db, list: { groupID: number; name: string }[]): Promise<GroupSearchResult[]> {
  return Promise.all(list.map(async (g) => ({ ...g, rosters: (await rostersOf(db, g.groupID)).map(({ email: _e, ...m }) => m) })));
}

/** Who the caller already shared the document with (the dialog marks them 'Sent'): groups, and users shared with directly. */
export async function sharedGroupsAndUsers(db: Db, principal: GroupUser, documentId: number): Promise<SharedContent> {
  const mine = and(eq(contentShares.tenantId, principal.tenantId), eq(contentShares.sharedByUserId, principal.userId), eq(contentShares.documentId, documentId));
  const groupRows = await db
    .selectDistinct({ groupID: groups.id, name: groups.name })
    .from(contentShares)
    .innerJoin(groups, eq(groups.id, contentShares.groupId))
    .where(and(mine, isNotNull(contentShares.groupId)))
    .orderBy(groups.name, groups.id);
  const userList = await db
    .selectDistinct(member)
    .from(contentShares)
    .innerJoin(users, eq(users.id, contentShares.sharedWithUserId))
    .where(and(mine, isNull(contentShares.groupId)))
    .orderBy(users.lastName, users.firstName, users.id);
  return { groupList: await withRosters(db, groupRows), userList };
}

/**
 * The share dialog's search: the caller's groups whose name contains the keyword (only when groups are on for
 * them) and colleagues of the account by full name, or the colleague with exactly that address when the keyword
 * has '@'. Nobody outside the account is answered here: a person of another account is reached only through the
 * '@' entry (POST api/user/searchUsersByEmail, docs/adr/0044). No keyword: the caller's groups (the default list).
 */
export async function searchUsersAndGroups(db: Db, principal: GroupUser, groupsOn: boolean, keyword: string): Promise<SharedContent> {
  const text = keyword.trim();
  let groupList: GroupSearchResult[] = [];
  if (groupsOn) {
    const visible = or(
      eq(groups.createdById, principal.userId),
      exists(db.select({ one: sql`1` }).from(groupMembers).where(and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, principal.userId)))),
    );
    const rows = await db
      .select({ groupID: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.tenantId, principal.tenantId), eq(groups.accountId, principal.accountId), visible, text ? sql`lower(${groups.name}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined))
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
      .limit(LIMITS.memberSearchSize);
    groupList = await withRosters(db, rows);
  }
  if (!text) return { groupList, userList: [] };
  const found = text.includes('@')
    ? await searchUsersByEmail(db, { tenantId: principal.tenantId, accountId: principal.accountId }, text)
    : await searchUsersByName(db, { tenantId: principal.tenantId, accountId: principal.accountId }, text, 1, LIMITS.memberSearchSize);
  const userList = found.list.map((o) => o.user).filter((u) => u.userId !== principal.userId);
  return { groupList, userList };
}

/** Documents shared with the caller, newest first, with who shared them and through which group; pages from 1. */
export async function contentSharedWithMe(db: Db, principal: GroupUser, config: Pick<TenantConfig, 'publisherCodes'>, pageIndex: number, pageSize: number): Promise<ContentShareWithMeList> {
  // Differs from home's shared lists on purpose: those are one kind each, a colleague's repeated shares of a document one row.
  const where = and(eq(contentShares.tenantId, principal.tenantId), eq(contentShares.sharedWithUserId, principal.userId), offeredPublishers(config));
  const share = eq(contentShares.documentId, documents.id);
  const [{ total }] = await selectDocuments(db, { total: count() }).innerJoin(contentShares, share).where(where);
  const rows = await selectDocuments(db, {
    id: contentShares.id,
    contentID: documents.id,
    contentCode: documents.contentCode,
    designationNo: documents.designationNo,
    documentTitle: documents.title,
    publisherName: publishers.name,
    kind: contentShares.kind,
    sharedByFirstName: users.firstName,
    sharedByLastName: users.lastName,
    email: users.email,
    sharedAt: contentShares.createdAt,
    groupID: groups.id,
    groupName: groups.name,
  })
    .innerJoin(contentShares, share)
    .innerJoin(users, eq(users.id, contentShares.sharedByUserId))
    .leftJoin(groups, eq(groups.id, contentShares.groupId))
    .where(where)
    .orderBy(desc(contentShares.createdAt), desc(contentShares.id))
    .limit(pageSize)
    .offset((Math.max(pageIndex, 1) - 1) * pageSize);
  return { totalCount: total, list: rows.map(({ sharedAt, ...r }) => ({ ...r, sharedDate: sharedAt.toISOString() })) };
}
