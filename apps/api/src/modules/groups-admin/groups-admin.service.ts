import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminGroupDetail, AdminGroupRow } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, documents, groupDocuments, groupMembers, groups, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { GroupScope } from './groups-admin.policy.js';

export interface GroupPage {
  page: number;
  size: number;
  /** field,asc|desc (validated by the query schema). */
  sort: string;
  /** Part of the group's name or of its owner's name or e-mail. */
  q?: string;
}

/** Who deletes, for the audit trail. */
export interface GroupAdminContext {
  db: Db;
  actor: string;
  requestId: string;
}

const ownerName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const SORT_COLUMNS: Record<string, SQL | AnyPgColumn> = {
  id: groups.id,
  name: sql`lower(${groups.name})`,
  ownerName: sql`lower(${ownerName})`,
  memberCount: groups.memberCount,
  contentCount: groups.contentCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

/** LIKE pattern matching the text anywhere, with the caller's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The groups in scope; an admin without a selected account has none. */
function inScope(scope: GroupScope): SQL {
  return and(eq(groups.tenantId, scope.tenantId), eq(groups.accountId, scope.accountId ?? -1))!;
}

const rowColumns = {
  id: groups.id,
  accountId: groups.accountId,
  accountName: accounts.name,
  name: groups.name,
  longDesc: groups.longDesc,
  ownerId: groups.createdById,
  ownerName,
  ownerEmail: users.email,
  memberCount: groups.memberCount,
  contentCount: groups.contentCount,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

type SelectedRow = Omit<AdminGroupRow, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const present = (row: SelectedRow): AdminGroupRow => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

const selectRows = (db: Db) =>
  db.select(rowColumns).from(groups).innerJoin(accounts, eq(accounts.id, groups.accountId)).innerJoin(users, eq(users.id, groups.createdById));

/** A page of the account's groups with their owners and counts. */
export async function listGroups(db: Db, scope: GroupScope, query: GroupPage): Promise<{ total: number; groups: AdminGroupRow[] }> {
  const [fieldName, direction] = query.sort.split(',');
  const field = Object.keys(SORT_COLUMNS).find((k) => k.toLowerCase() === fieldName.toLowerCase()) ?? 'name';
  const column = SORT_COLUMNS[field];
  const order = direction?.toLowerCase() === 'desc' ? [desc(column), desc(groups.id)] : [asc(column), asc(groups.id)];
  const pattern = query.q ? containing(query.q) : null;
  const where = and(inScope(scope), pattern ? or(ilike(groups.name, pattern), ilike(ownerName, pattern), ilike(users.email, pattern)) : undefined)!;
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(groups).innerJoin(users, eq(users.id, groups.createdById)).where(where),
  ]);
  return { total, groups: rows.map(present) };
}

async function groupInScope(db: Db, scope: GroupScope, id: number): Promise<AdminGroupRow> {
  const [row] = await selectRows(db)
    .where(and(inScope(scope), eq(groups.id, id)))
    .limit(1);
  // Another account's or another tenant's group reads exactly like one that does not exist.
  if (!row) throw AppError.notFound(`Group ${id}`);
  return present(row);
}

/** One group of the account with its members and documents. */
export async function getGroup(db: Db, scope: GroupScope, id: number): Promise<AdminGroupDetail> {
  const group = await groupInScope(db, scope, id);
  const memberName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const [members, groupDocs] = await Promise.all([
    db
      .select({ userId: users.id, name: memberName, email: users.email })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, id))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ contentCode: documents.contentCode, designation: documents.displayDesignation, title: documents.title })
      .from(groupDocuments)
      .innerJoin(documents, eq(documents.id, groupDocuments.documentId))
      .where(eq(groupDocuments.groupId, id))
      .orderBy(asc(documents.displayDesignation), asc(documents.id)),
  ]);
  return { ...group, members, documents: groupDocs };
}

/** Deletes a group of the account (its members, documents and shares go with it); the audit event keeps what it was. */
export async function deleteGroup(context: GroupAdminContext, scope: GroupScope, id: number): Promise<AdminGroupRow> {
  const { db } = context;
  const group = await groupInScope(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(groups).where(and(inScope(scope), eq(groups.id, id)));
    await recordAudit(tx, {
      tenantId: scope.tenantId,
      principal: context.actor,
      type: 'GROUP_DELETED',
      data: {
        groupId: group.id,
        name: group.name,
        accountId: group.accountId,
        ownerId: group.ownerId,
        memberCount: group.memberCount,
        contentCount: group.contentCount,
        by: 'ACCOUNT_ADMIN',
      },
      requestId: context.requestId,
    });
  });
  return group;
}
