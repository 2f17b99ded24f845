/** Groups of an account: the list, the detail, create, the edits and delete; each change audited. */
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { CreateGroupPayload, GroupCard, GroupDetail, UpdateGroupMembersPayload, UpdateGroupNamePayload, UpdateGroupPayload } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  addGroupDocuments,
  assertNoFieldErrors,
  auditGroup,
  checkContentCodes,
  checkMembers,
  fieldError,
  groupForCaller,
  refreshCounts,
  removeGroupDocuments,
  rostersOf,
  setGroupMembers,
  type GroupContext,
  type GroupRow,
} from './group-store.js';
import { assertGroupRole, canDeleteGroup, canEditGroup, canViewGroup, isAccountAdmin, type GroupUser } from './groups.policy.js';

/**
 * The groups of the account the caller sees: those they created or belong to; the account's ADMIN sees every
 * group of the account. Sorted by lowercase name (the page sorts A-Z or Z-A itself).
 */
export async function listGroups(db: Db, principal: GroupUser, accountId: number): Promise<GroupCard[]> {
  // Groups belong to the selected account; any other account's list does not exist for the caller.
  if (accountId !== principal.accountId) throw AppError.notFound(`Account ${accountId}`);
  const mine = isAccountAdmin(principal, accountId)
    ? undefined
    : or(
        eq(groups.createdById, principal.userId),
        exists(db.select({ one: sql`1` }).from(groupMembers).where(and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, principal.userId)))),
      );
  const rows = await db
    .select({
      groupID: groups.id,
      name: groups.name,
      longDesc: groups.longDesc,
      memberCount: groups.memberCount,
      contentCount: groups.contentCount,
      createdById: groups.createdById,
      createFirstName: users.firstName,
      createLastName: users.lastName,
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.createdById))
    .where(and(eq(groups.tenantId, principal.tenantId), eq(groups.accountId, accountId), mine))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
  return rows.map(({ createFirstName, createLastName, ...card }) => ({ ...card, userInfo: { createFirstName, createLastName } }));
}

/** The group as the detail page shows it, with its members. */
export async function detailOf(db: Db, group: GroupRow): Promise<GroupDetail> {
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, group.createdById));
  return {
    groupID: group.id,
    accountID: group.accountId,
    name: group.name,
    longDesc: group.longDesc,
    createdById: group.createdById,
    createdByFirstName: owner?.firstName ?? null,
    createdByLastName: owner?.lastName ?? null,
    rosters: await rostersOf(db, group.id),
    memberCount: group.memberCount,
    contentCount: group.contentCount,
  };
}

async function reloaded(db: Db, groupId: number): Promise<GroupDetail> {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  return detailOf(db, group);
}

export async function groupDetail(context: GroupContext, groupId: number): Promise<GroupDetail> {
  const { group, role } = await groupForCaller(context.db, context.principal, groupId);
  assertGroupRole(role, canViewGroup, groupId);
  return detailOf(context.db, group);
}

/** Creates a group of the selected account with its members and documents (shared with the members at once). */
export async function createGroup(context: GroupContext, payload: CreateGroupPayload): Promise<GroupDetail> {
  const { db, principal } = context;
  if (payload.accountID !== principal.accountId) throw AppError.notFound(`Account ${payload.accountID}`);
  const members = await checkMembers(db, principal.tenantId, payload.accountID, payload.memberIds);
  const docs = await checkContentCodes(db, principal, context.config, payload.contentCodes, 'contentCodes');
  assertNoFieldErrors([...members.errors, ...docs.errors]);
  const groupId = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ tenantId: principal.tenantId, accountId: payload.accountID, name: payload.name, longDesc: payload.longDesc, createdById: principal.userId })
      .returning();
    await setGroupMembers(tx, group, members.ids, principal.userId);
    await addGroupDocuments(tx, group, docs.ids, principal.userId);
    await refreshCounts(tx, group.id);
    await auditGroup(tx, context, 'GROUP_CREATED', { groupId: group.id, accountId: group.accountId, name: group.name, memberIds: members.ids, documentIds: docs.ids });
    return group.id;
  });
  return reloaded(db, groupId);
}

/** The edit dialog: name, description and members replaced, documents added and removed; at least one document stays. */
export async function updateGroup(context: GroupContext, payload: UpdateGroupPayload): Promise<GroupDetail> {
  const { db, principal } = context;
  const { group, role } = await groupForCaller(db, principal, payload.groupID);
  assertGroupRole(role, canEditGroup, group.id);
  if (payload.accountID !== group.accountId) throw AppError.validation([fieldError('accountID', 'Invalid')]);
  const members = await checkMembers(db, principal.tenantId, group.accountId, payload.memberIds);
  const docs = await checkContentCodes(db, principal, context.config, payload.contentCodes, 'contentCodes');
  assertNoFieldErrors([...members.errors, ...docs.errors]);
  await db.transaction(async (tx) => {
    await tx.update(groups).set({ name: payload.name, longDesc: payload.longDesc }).where(eq(groups.id, group.id));
    const memberChange = await setGroupMembers(tx, group, members.ids, principal.userId);
    const removed = await removeGroupDocuments(tx, group, payload.removeContentIds);
    const added = await addGroupDocuments(tx, group, docs.ids, principal.userId);
    await refreshCounts(tx, group.id);
    const [{ contentCount }] = await tx.select({ contentCount: groups.contentCount }).from(groups).where(eq(groups.id, group.id));
    // A group needs at least one document (spec section 5); throwing rolls the whole edit back.
    if (contentCount === 0) throw AppError.validation([fieldError('contentCodes', 'Size')]);
    await auditGroup(tx, context, 'GROUP_UPDATED', {
      groupId: group.id,
      name: { from: group.name, to: payload.name },
      longDesc: { from: group.longDesc, to: payload.longDesc },
      membersAdded: memberChange.added,
      membersRemoved: memberChange.removed,
      documentsAdded: added,
      documentsRemoved: removed,
    });
  });
  return reloaded(db, group.id);
}

/** The detail page's edit-name and edit-description dialogs. */
export async function renameGroup(context: GroupContext, payload: UpdateGroupNamePayload): Promise<GroupDetail> {
  const { db, principal } = context;
  const { group, role } = await groupForCaller(db, principal, payload.groupID);
  assertGroupRole(role, canEditGroup, group.id);
  await db.transaction(async (tx) => {
    await tx.update(groups).set({ name: payload.name, longDesc: payload.longDesc, updatedAt: new Date() }).where(eq(groups.id, group.id));
    await auditGroup(tx, context, 'GROUP_RENAMED', { groupId: group.id, name: { from: group.name, to: payload.name }, longDesc: { from: group.longDesc, to: payload.longDesc } });
  });
  return reloaded(db, group.id);
}

/** The detail page's edit-members dialog. */
export async function changeGroupMembers(context: GroupContext, payload: UpdateGroupMembersPayload): Promise<GroupDetail> {
  const { db, principal } = context;
  const { group, role } = await groupForCaller(db, principal, payload.groupID);
  assertGroupRole(role, canEditGroup, group.id);
  const members = await checkMembers(db, principal.tenantId, group.accountId, payload.memberIds);
  assertNoFieldErrors(members.errors);
  await db.transaction(async (tx) => {
    const change = await setGroupMembers(tx, group, members.ids, principal.userId);
    await refreshCounts(tx, group.id);
    await auditGroup(tx, context, 'GROUP_MEMBERS_CHANGED', { groupId: group.id, added: change.added, removed: change.removed });
  });
  return reloaded(db, group.id);
}

/** Deletes a group with its memberships, documents and the shares made through it. */
export async function deleteGroupRow(tx: Db, group: GroupRow): Promise<void> {
  await tx.delete(groups).where(eq(groups.id, group.id));
}

export async function deleteGroup(context: GroupContext, groupId: number): Promise<void> {
  const { db, principal } = context;
  const { group, role } = await groupForCaller(db, principal, groupId);
  assertGroupRole(role, canDeleteGroup, group.id);
  await db.transaction(async (tx) => {
    await deleteGroupRow(tx, group);
    await auditGroup(tx, context, 'GROUP_DELETED', { groupId: group.id, accountId: group.accountId, name: group.name, by: role });
  });
}
