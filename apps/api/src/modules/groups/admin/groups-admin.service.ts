/**
 * The console's groups over the groups module's admin surface: this module decides who may and presents the
 * answers in the console's shapes (AdminGroupRow, AdminGroupDetail); the groups module owns the queries.
 */
import type { AdminGroupDetail, AdminGroupRow } from '@codex/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { adminDeleteGroup, adminGroupDetail, listAdminGroups, type AdminGroupQuery, type AdminGroupScope } from '../admin-groups.service.js';
import type { GroupScope } from './groups-admin.policy.js';

export interface GroupPage {
  page: number;
  size: number;
  /** field,asc|desc (validated by the query schema). */
  sort: string;
  /** Part of the group's name or of its owner's name or e-mail. */
  q?: string;
  /** The account whose groups are listed (the operator's pick); default the session's account. */
  accountId?: number;
}

/** Who deletes, for the audit trail. */
export interface GroupAdminContext {
  db: Db;
  actor: string;
  requestId: string;
}

const SORT_FIELDS: NonNullable<AdminGroupQuery['sort']>[] = ['name', 'memberCount', 'contentCount', 'createdAt', 'updatedAt'];

/** The groups module's scope; null while the admin's session acts for no account (then there is nothing to see). */
const scopeOf = (scope: GroupScope): AdminGroupScope | null => (scope.accountId === null ? null : { tenantId: scope.tenantId, accountId: scope.accountId });

/**
 * The account a list shows: the one asked for when the scope reaches it (an account of the tenant for the operator,
 * the session's own for an ADMIN), else a 404; without one, the session's account.
 */
async function listedAccount(db: Db, scope: GroupScope, ownAccountId: number | null, requested: number | undefined): Promise<number | null> {
  if (requested === undefined) return ownAccountId;
  if (scope.accountId === 'all') {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, requested), eq(accounts.tenantId, scope.tenantId)));
    if (account) return account.id;
  } else if (scope.accountId === requested) return requested;
  throw AppError.notFound(`Account ${requested}`);
}

/** A page of the groups of one account (the session's, or the operator's pick) with their owners and counts. */
export async function listGroups(db: Db, scope: GroupScope, ownAccountId: number | null, query: GroupPage): Promise<{ total: number; groups: AdminGroupRow[] }> {
  const accountId = await listedAccount(db, scope, ownAccountId, query.accountId);
  const inScope = accountId === null ? null : { tenantId: scope.tenantId, accountId };
  if (!inScope) return { total: 0, groups: [] };
  const [fieldName, direction] = query.sort.split(',');
  const sort = SORT_FIELDS.find((field) => field.toLowerCase() === fieldName.toLowerCase()) ?? 'name';
  const order = direction?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  return listAdminGroups(db, inScope, { q: query.q || undefined, sort, order, page: query.page, size: query.size });
}

/** One group of the account with its members and documents; another account's or tenant's is a 404. */
export async function getGroup(db: Db, scope: GroupScope, id: number): Promise<AdminGroupDetail> {
  const inScope = scopeOf(scope);
  if (!inScope) throw AppError.notFound(`Group ${id}`);
  const { members, documents, ...row } = await adminGroupDetail(db, inScope, id);
  return {
    ...row,
    members: members.map((m) => ({ userId: m.userId, name: [m.firstName, m.lastName].filter(Boolean).join(' '), email: m.email ?? '' })),
    documents: documents.map((d) => ({ contentCode: d.contentCode, designation: d.designationNo ?? d.contentCode, title: d.documentTitle })),
  };
}

/** Deletes a group of the account (its members, documents and shares go with it), audited as GROUP_DELETED; answers the group as it was. */
export async function deleteGroup(context: GroupAdminContext, scope: GroupScope, id: number): Promise<AdminGroupRow> {
  const { members: _members, documents: _documents, ...group } = await getGroup(context.db, scope, id);
  await adminDeleteGroup(context.db, scopeOf(scope)!, { login: context.actor, requestId: context.requestId }, id);
  return group;
}
