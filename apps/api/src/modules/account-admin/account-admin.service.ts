import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdminAccount, AdminAccountSummary } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { todayUtc } from '../../db/current-subscriptions.js';
import { accountIpRanges, accounts, entitlements, subscriptions, users } from '../../db/schema/index.js';
import { authoritiesInAccount } from './account-users.service.js';
import type { AccountScope } from './account-admin.policy.js';
import { accountInScope, scopeCondition, userTypeOf, type AccountRow } from './account-scope.js';
import { currentOn, subscriptionsOf } from './account-subscriptions.service.js';

export type { AdminContext } from './account-scope.js';

// ------------------------------------------------------------------ list

const SORT_COLUMNS = {
  id: accounts.id,
  name: accounts.name,
  accountNumber: accounts.accountNumber,
  acronym: accounts.acronym,
  userType: accounts.accountType,
} as const;

export interface AccountPage {
  page: number;
  size: number;
  /** field,asc|desc (validated by the query schema). */
  sort: string;
  /** Part of the name, acronym or account number. */
  q?: string;
}

/** LIKE pattern matching the text anywhere, with the caller's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccounts(db: Db, scope: AccountScope, query: AccountPage): Promise<{ total: number; accounts: AdminAccountSummary[] }> {
  const [fieldName, direction] = query.sort.split(',');
  const field = Object.keys(SORT_COLUMNS).find((k) => k.toLowerCase() === fieldName.toLowerCase()) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field];
  const order = direction?.toLowerCase() === 'desc' ? [desc(column), desc(accounts.id)] : [asc(column), asc(accounts.id)];
  const pattern = query.q ? containing(query.q) : null;
  const where = and(
    scopeCondition(scope),
    pattern ? or(ilike(accounts.name, pattern), ilike(accounts.accountNumber, pattern), ilike(accounts.acronym, pattern)) : undefined,
  )!;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name, accountNumber: accounts.accountNumber, acronym: accounts.acronym, accountType: accounts.accountType })
      .from(accounts)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  const accountIds = rows.map((r) => r.id);
  const [userCounts, subscriptionCounts] = accountIds.length
    ? await Promise.all([
        db
          .select({ accountId: entitlements.accountId, n: count() })
          .from(entitlements)
          .where(inArray(entitlements.accountId, accountIds))
          .groupBy(entitlements.accountId),
        db
          .select({ accountId: subscriptions.accountId, n: count() })
          .from(subscriptions)
          .where(and(inArray(subscriptions.accountId, accountIds), currentOn(todayUtc())))
          .groupBy(subscriptions.accountId),
      ])
    : [[], []];
  const countOf = (counts: { accountId: number; n: number }[], id: number) => counts.find((c) => c.accountId === id)?.n ?? 0;
  return {
    total,
    accounts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      accountNumber: r.accountNumber,
      acronym: r.acronym,
      userType: userTypeOf(r.accountType),
      userCount: countOf(userCounts, r.id),
      subscriptionCount: countOf(subscriptionCounts, r.id),
    })),
  };
}

// ------------------------------------------------------------------ one account

async function describeAccount(db: Db, row: AccountRow): Promise<AdminAccount> {
  const [userRows, subscriptionList, rangeRows] = await Promise.all([
    db
      .select({ id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(entitlements)
      .innerJoin(users, eq(users.id, entitlements.userId))
      .where(and(eq(entitlements.accountId, row.id), eq(users.tenantId, row.tenantId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    subscriptionsOf(db, row.id),
    db.select({ cidr: accountIpRanges.cidr }).from(accountIpRanges).where(eq(accountIpRanges.accountId, row.id)).orderBy(asc(accountIpRanges.id)),
  ]);
  const held = await authoritiesInAccount(db, row.id, userRows.map((u) => u.id));
  return {
    id: row.id,
    name: row.name,
    accountNumber: row.accountNumber,
    acronym: row.acronym,
    userType: userTypeOf(row.accountType),
    customCollection: row.customCollection,
    compassPointFlag: row.compassPointFlag,
    semanticSearchFlag: row.semanticSearchFlag,
    users: userRows.map((u) => ({
      ...u,
      authorities: held.get(u.id) ?? [],
    })),
    subscriptions: subscriptionList,
    ipRanges: rangeRows.map((r) => r.cidr),
  };
}

export async function getAccount(db: Db, scope: AccountScope, id: number): Promise<AdminAccount> {
  return describeAccount(db, await accountInScope(db, scope, id));
}
