/**
 * What the console's groups resource (GET /api/admin/groups, branch console-groups-mail) reuses: an account's
 * groups with owner and counts, one group with members and documents, and delete with its audit event. The
 * caller decides who may (account ADMIN for their account, OPERATOR for any account of the tenant).
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminGroupRow, GroupMember, SharedDocument } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, documents, groupDocuments, groups, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { rostersOf } from './group-store.js';

/** Which groups: of one tenant, one account of it or all its accounts. */
export interface AdminGroupScope {
  tenantId: number;
  accountId: number | 'all';
}

export interface AdminGroupQuery {
  /** Name or owner contains (case-insensitive). */
  q?: string;
  sort?: 'name' | 'memberCount' | 'contentCount' | 'createdAt' | 'updatedAt';
  order?: 'ASC' | 'DESC';
  page?: number;
  size?: number;
}

const adminColumns = {
  id: groups.id,
  accountId: groups.accountId,
  accountName: accounts.name,
  name: groups.name,
  longDesc: groups.longDesc,
  ownerId: groups.createdById,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  ownerEmail: users.email,
  memberCount: groups.memberCount,
  contentCount: groups.contentCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

interface AdminRow {
  id: number;
  accountId: number;
  accountName: string;
  name: string;
  longDesc: string;
  ownerId: number;
  ownerFirst: string | null;
  ownerLast: string | null;
  ownerEmail: string;
  memberCount: number;
  contentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const toAdminRow = (r: AdminRow): AdminGroupRow => ({
  id: r.id,
  accountId: r.accountId,
  accountName: r.accountName,
  name: r.name,
  longDesc: r.longDesc,
  ownerId: r.ownerId,
  ownerName: [r.ownerFirst, r.ownerLast].filter(Boolean).join(' '),
  ownerEmail: r.ownerEmail,
  memberCount: r.memberCount,
  contentCount: r.contentCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

function scopeWhere(scope: AdminGroupScope): SQL {
  return and(eq(groups.tenantId, scope.tenantId), scope.accountId === 'all' ? undefined : eq(groups.accountId, scope.accountId))!;
}

/** One page of the groups in scope with owner and counts, and the total. */
export async function listAdminGroups(db: Db, scope: AdminGroupScope, query: AdminGroupQuery = {}): Promise<{ total: number; groups: AdminGroupRow[] }> {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    scopeWhere(scope),
    like ? or(ilike(groups.name, like), ilike(users.email, like), sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like lower(${like})`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(groups).innerJoin(users, eq(users.id, groups.createdById)).where(where);
  const sortColumn = { name: sql`lower(${groups.name})`, memberCount: groups.memberCount, contentCount: groups.contentCount, createdAt: groups.createdAt, updatedAt: groups.updatedAt }[query.sort ?? 'name'];
  const size = Math.min(Math.max(query.size ?? 20, 1), 1000);
  const rows = await db
    .select(adminColumns)
    .from(groups)
    .innerJoin(users, eq(users.id, groups.createdById))
    .innerJoin(accounts, eq(accounts.id, groups.accountId))
    .where(where)
    .orderBy(query.order === 'DESC' ? desc(sortColumn) : asc(sortColumn), asc(groups.id))
    .limit(size)
    .offset(Math.max(query.page ?? 0, 0) * size);
  return { total, groups: rows.map(toAdminRow) };
}

/** A group in scope with its members and documents; 404 outside the scope. */
export async function adminGroupDetail(db: Db, scope: AdminGroupScope, groupId: number): Promise<AdminGroupRow & { members: GroupMember[]; documents: SharedDocument[] }> {
  const [row] = await db
    .select(adminColumns)
    .from(groups)
    .innerJoin(users, eq(users.id, groups.createdById))
    .innerJoin(accounts, eq(accounts.id, groups.accountId))
    .where(and(scopeWhere(scope), eq(groups.id, groupId)));
  if (!row) throw AppError.notFound(`Group ${groupId}`);
  const docs = await db
    .select({ contentID: documents.id, contentCode: documents.contentCode, documentTitle: documents.title, assetId: documents.assetId, designationNo: documents.designationNo })
    .from(groupDocuments)
    .innerJoin(documents, eq(documents.id, groupDocuments.documentId))
    .where(eq(groupDocuments.groupId, groupId))
    .orderBy(asc(documents.designationNo));
  return { ...toAdminRow(row), members: await rostersOf(db, groupId), documents: docs };
}

/** Deletes a group in scope (memberships, documents and the shares through it go with it) and audits GROUP_DELETED. */
export async function adminDeleteGroup(db: Db, scope: AdminGroupScope, actor: { login: string; requestId?: string }, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx.delete(groups).where(and(scopeWhere(scope), eq(groups.id, groupId))).returning();
    if (!group) throw AppError.notFound(`Group ${groupId}`);
    await recordAudit(tx, {
      tenantId: scope.tenantId,
      principal: actor.login,
      type: 'GROUP_DELETED',
      data: { groupId: group.id, accountId: group.accountId, name: group.name, by: 'console' },
      requestId: actor.requestId ?? null,
    });
  });
}
