/**
 * What the group services share: finding a group with the caller's role, checking members and documents
 * against the tenant and the account, and keeping members, documents, share rows and counts together.
 *
 * A group's documents are shared with its members: content_shares holds one row per (document, member) with
 * group_id set, shared by whoever added the document (never a row from a user to themself). The rows follow
 * every change of members or documents in the same transaction, and groups.member_count/content_count too.
 */
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { FieldError, TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, contentShares, documents, groupDocuments, groupMembers, groups, publishers, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { currentSubscriptions } from '../documents/index.js';
import { colleaguesAmong } from './directory/index.js';
import { DOCUMENT_NOT_ENTITLED, groupRoleOf, mayShareDocument, type GroupAccount, type GroupRole, type GroupUser } from './groups.policy.js';

export type GroupRow = typeof groups.$inferSelect;

/** Everything a group service needs to know about the request. */
export interface GroupContext {
  db: Db;
  principal: GroupUser;
  config: Pick<TenantConfig, 'publisherCodes'>;
  requestId: string;
}

export const fieldError = (field: string, message: string): FieldError => ({ objectName: 'body', field, message });

/** The selected account as the group rules see it (null when the session has none). */
export async function selectedAccountOf(db: Db, tenantId: number, accountId: number | null): Promise<GroupAccount | null> {
  if (accountId === null) return null;
  const [row] = await db
    .select({ id: accounts.id, groupFlag: accounts.groupFlag })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The group with the caller's role in it; a group that does not exist, or not for the caller, is a 404. */
export async function groupForCaller(db: Db, principal: GroupUser, groupId: number): Promise<{ group: GroupRow; role: GroupRole }> {
  const [row] = await db
    .select({
      ...getTableColumns(groups),
      isMember: sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userId} = ${principal.userId})`,
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) throw AppError.notFound(`Group ${groupId}`);
  const { isMember, ...group } = row;
  const role = groupRoleOf(principal, group, isMember === true || String(isMember) === 'true');
  if (role === null) throw AppError.notFound(`Group ${groupId}`);
  return { group, role };
}

/**
 * Members must be colleagues: individuals of the tenant entitled to the group's account (user-directory's one
 * colleague rule). Each other id (unknown, another account or tenant, a COMPANY login) is a field error of memberIds.
 */
export async function checkMembers(db: Db, tenantId: number, accountId: number, memberIds: number[], field = 'memberIds'): Promise<{ ids: number[]; errors: FieldError[] }> {
  const ids = [...new Set(memberIds)];
  const known = await colleaguesAmong(db, { tenantId, accountId }, ids);
  const errors = memberIds.flatMap((id, i) => (known.has(id) ? [] : [fieldError(`${field}.${i}`, 'NotFound')]));
  return { ids, errors };
}

/**
 * Catalogue documents (offered by the tenant) by content code, each one the adder may share: an unknown code is a
 * field error 'NotFound', a document the adder's account may not read today 'NotEntitled' (docs/adr/0044).
 */
export async function checkContentCodes(
  db: Db,
  principal: GroupUser,
  config: Pick<TenantConfig, 'publisherCodes'>,
  codes: string[],
  field: string,
): Promise<{ ids: number[]; errors: FieldError[] }> {
  if (codes.length === 0) return { ids: [], errors: [] };
  const unique = [...new Set(codes)];
  const offered = config.publisherCodes.length === 0 ? sql`true` : inArray(publishers.code, config.publisherCodes);
  const found = await db
    .select({ id: documents.id, contentCode: documents.contentCode, publisherId: documents.publisherId, category: documents.category, downloadable: documents.downloadable })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(and(inArray(documents.contentCode, unique), offered));
  const subscriptions = await currentSubscriptions(db, principal.accountId);
  const byCode = new Map(found.map((r) => [r.contentCode, r]));
  const errors = codes.flatMap((code, i) => {
    const doc = byCode.get(code);
    if (!doc) return [fieldError(`${field}.${i}`, 'NotFound')];
    return mayShareDocument(principal, doc, subscriptions) ? [] : [fieldError(`${field}.${i}`, DOCUMENT_NOT_ENTITLED)];
  });
  return { ids: [...new Set(found.map((r) => r.id))], errors };
}

export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length) throw AppError.validation(errors);
}

const kindOf = sql.raw(`case when d.content_type = 'STANDARDS' then 'STANDARD' else 'PUBLICATION' end`);
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Adds documents to the group and shares them with every member (but the sharer); answers the ids really added. */
export async function addGroupDocuments(tx: Db, group: GroupRow, documentIds: number[], sharerId: number): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const added = await tx
    .insert(groupDocuments)
    .values(documentIds.map((documentId) => ({ groupId: group.id, documentId })))
    .onConflictDoNothing()
    .returning({ documentId: groupDocuments.documentId });
  const ids = added.map((r) => r.documentId);
  const receiving = await receivingMembersOf(tx, group, sharerId);
  if (ids.length && receiving.length) {
    await tx.execute(sql`
      insert into content_shares (tenant_id, document_id, kind, shared_by_user_id, shared_with_user_id, group_id)
      select ${group.tenantId}, d.id, ${kindOf}, ${sharerId}, u.id, ${group.id}
      from ${documents} d cross join (select id from users where id in (${idList(receiving)})) u
      where d.id in (${idList(ids)})`);
  }
  return ids;
}

/**
 * The members a share through the group reaches: every member but the sharer who is still a colleague (members are
 * checked on every change of the member list; one whose entitlement to the account ended, or who was deactivated,
 * receives nothing more).
 */
export async function receivingMembersOf(db: Db, group: GroupRow, sharerId: number): Promise<number[]> {
  const members = (await db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, group.id))).map((r) => r.userId).filter((id) => id !== sharerId);
  const colleagues = await colleaguesAmong(db, { tenantId: group.tenantId, accountId: group.accountId }, members);
  return members.filter((id) => colleagues.has(id)).sort((a, b) => a - b);
}

/** Takes documents out of the group and withdraws the group's shares of them; answers the ids really removed. */
export async function removeGroupDocuments(tx: Db, group: GroupRow, documentIds: number[]): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const removed = await tx
    .delete(groupDocuments)
    .where(and(eq(groupDocuments.groupId, group.id), inArray(groupDocuments.documentId, documentIds)))
    .returning({ documentId: groupDocuments.documentId });
  const ids = removed.map((r) => r.documentId);
  if (ids.length) await tx.delete(contentShares).where(and(eq(contentShares.groupId, group.id), inArray(contentShares.documentId, ids)));
  return ids;
}

/** Makes memberIds the group's members: new members receive the group's documents, former ones lose the group's shares. */
export async function setGroupMembers(tx: Db, group: GroupRow, memberIds: number[], sharerId: number): Promise<{ added: number[]; removed: number[] }> {
  const before = (await tx.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, group.id))).map((r) => r.userId);
  const wanted = new Set(memberIds);
  const removed = before.filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !before.includes(id));
  if (removed.length) {
    await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, group.id), inArray(groupMembers.userId, removed)));
    await tx.delete(contentShares).where(and(eq(contentShares.groupId, group.id), inArray(contentShares.sharedWithUserId, removed)));
  }
  if (added.length) {
    await tx.insert(groupMembers).values(added.map((userId) => ({ groupId: group.id, userId })));
    const receiving = added.filter((id) => id !== sharerId);
    if (receiving.length) {
      await tx.execute(sql`
        insert into content_shares (tenant_id, document_id, kind, shared_by_user_id, shared_with_user_id, group_id)
        select ${group.tenantId}, d.id, ${kindOf}, ${sharerId}, u.id, ${group.id}
        from ${groupDocuments} gd join ${documents} d on d.id = gd.document_id
        cross join (select id from users where id in (${idList(receiving)})) u
        where gd.group_id = ${group.id}`);
    }
  }
  return { added, removed };
}

/** Recounts members and documents into the group row (same transaction as the change). */
export async function refreshCounts(tx: Db, groupId: number): Promise<void> {
  await tx
    .update(groups)
    .set({
      memberCount: sql`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groupId})::int`,
      contentCount: sql`(select count(*) from ${groupDocuments} where ${groupDocuments.groupId} = ${groupId})::int`,
      updatedAt: new Date(),
    })
    .where(eq(groups.id, groupId));
}

/** One audit event of a group or share change. */
export function auditGroup(tx: Db, context: GroupContext, type: string, data: Record<string, unknown>): Promise<void> {
  return recordAudit(tx, { tenantId: context.principal.tenantId, principal: context.principal.login ?? 'anonymousUser', type, data, requestId: context.requestId });
}

/** The members of a group, by last then first name. */
export async function rostersOf(db: Db, groupId: number, excludeUserId?: number) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), excludeUserId === undefined ? undefined : ne(users.id, excludeUserId)))
    .orderBy(asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(sql`lower(coalesce(${users.firstName}, ''))`), asc(users.id));
}
