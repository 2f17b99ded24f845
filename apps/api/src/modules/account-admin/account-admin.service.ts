import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import {
  Authority,
  type AdminAccount,
  type AdminAccountSummary,
  type AdminPublisher,
  type AdminSubscription,
  type FieldError,
  type TenantConfig,
} from '@codex/domain';
import type { Db } from '../../db/client.js';
import { todayUtc } from '../../db/current-subscriptions.js';
import { accountIpRanges, accounts, documents, entitlements, publishers, subscriptions, userAuthorities, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { parseRange } from '../../lib/ip-ranges.js';
import { tenantOffersPublisher } from '../documents/index.js';
import type { AccountScope } from './account-admin.policy.js';

type AccountRow = typeof accounts.$inferSelect;

export interface AdminContext {
  db: Db;
  tenantId: number;
  /** Login of whoever acts, for the audit trail. */
  actor: string;
  requestId: string;
}

const userTypeOf = (accountType: string) => (accountType === 'COMPANY' ? 'COMPANY' : 'INDIVIDUAL') as 'COMPANY' | 'INDIVIDUAL';

/** The accounts in scope, as a condition on the accounts table. */
function scopeCondition(scope: AccountScope): SQL {
  const ofTenant = eq(accounts.tenantId, scope.tenantId);
  if (scope.accountId === 'all') return ofTenant;
  // An ADMIN without a selected account administers nothing yet.
  return and(ofTenant, eq(accounts.id, scope.accountId ?? -1))!;
}

/** The account when it is in the caller's scope; otherwise 404, whether it is another tenant's, another account or none. */
async function accountInScope(db: Db, scope: AccountScope, id: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(scopeCondition(scope), eq(accounts.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(`Account ${id}`);
  return row;
}

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

/** Subscriptions that hold on the day (the same rule as db/current-subscriptions, for any account). */
const currentOn = (day: string) => and(lte(subscriptions.startsOn, day), or(isNull(subscriptions.endsOn), gte(subscriptions.endsOn, day)));

// ------------------------------------------------------------------ one account

async function subscriptionsOf(db: Db, accountId: number): Promise<AdminSubscription[]> {
  const today = todayUtc();
  const rows = await db
    .select({
      id: subscriptions.id,
      publisherCode: publishers.code,
      collection: subscriptions.collection,
      name: subscriptions.name,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
    })
    .from(subscriptions)
    .innerJoin(publishers, eq(publishers.id, subscriptions.publisherId))
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(publishers.code), asc(subscriptions.startsOn), asc(subscriptions.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.collection === null ? 'PUBLISHER' : 'COLLECTION',
    publisherCode: r.publisherCode,
    collectionCode: r.collection,
    name: r.name,
    startDate: r.startsOn,
    endDate: r.endsOn,
    current: r.startsOn <= today && (r.endsOn === null || r.endsOn >= today),
  }));
}

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
  const authorityRows = userRows.length
    ? await db
        .select({ userId: userAuthorities.userId, name: userAuthorities.authorityName })
        .from(userAuthorities)
        .where(inArray(userAuthorities.userId, userRows.map((u) => u.id)))
        .orderBy(asc(userAuthorities.authorityName))
    : [];
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
      authorities: authorityRows.filter((a) => a.userId === u.id).flatMap((a) => (Authority.safeParse(a.name).success ? [a.name as Authority] : [])),
    })),
    subscriptions: subscriptionList,
    ipRanges: rangeRows.map((r) => r.cidr),
  };
}

export async function getAccount(db: Db, scope: AccountScope, id: number): Promise<AdminAccount> {
  return describeAccount(db, await accountInScope(db, scope, id));
}

// ------------------------------------------------------------------ subscriptions

export interface GrantSubscription {
  kind: 'PUBLISHER' | 'COLLECTION';
  publisherCode: string;
  collectionCode?: string | null;
  startDate: string;
  endDate?: string | null;
}

const fieldError = (field: string, message: string): FieldError => ({ objectName: 'body', field, message });

/**
 * Grants the account a publisher, or one collection of it, for the dates given. The publisher must
 * be one the tenant offers, the collection one that publisher has, and the dates must not overlap
 * a subscription the account already holds to the same thing.
 */
export async function grantSubscription(
  context: AdminContext,
  scope: AccountScope,
  config: Pick<TenantConfig, 'publisherCodes'>,
  accountId: number,
  grant: GrantSubscription,
): Promise<AdminSubscription> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const [publisher] = await db.select().from(publishers).where(eq(publishers.code, grant.publisherCode)).limit(1);
  if (!publisher || !tenantOffersPublisher(config, publisher.code)) {
    throw AppError.validation([fieldError('publisherCode', 'Unknown')], `This library offers no publisher ${grant.publisherCode}`);
  }
  const collection = grant.kind === 'COLLECTION' ? grant.collectionCode! : null;
  if (collection !== null) {
    const [hit] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.publisherId, publisher.id), eq(documents.category, collection)))
      .limit(1);
    if (!hit) throw AppError.validation([fieldError('collectionCode', 'Unknown')], `${publisher.code} has no collection ${collection}`);
  }
  const endDate = grant.endDate ?? null;
  const name = collection === null ? publisher.fullName : `${publisher.name} ${collection}`;
  const abbrName = collection === null ? publisher.code : `${publisher.code} ${collection}`;
  const created = await db.transaction(async (tx) => {
    // Two admins granting the same thing at once: the account row's lock makes the second one see the first grant.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
    const [overlap] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.accountId, account.id),
          eq(subscriptions.publisherId, publisher.id),
          collection === null ? isNull(subscriptions.collection) : eq(subscriptions.collection, collection),
          endDate === null ? undefined : lte(subscriptions.startsOn, endDate),
          or(isNull(subscriptions.endsOn), gte(subscriptions.endsOn, grant.startDate)),
        ),
      )
      .limit(1);
    if (overlap) {
      throw AppError.validation([fieldError('startDate', 'Overlap')], `The account already holds this subscription for part of these dates (subscription ${overlap.id})`);
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({ accountId: account.id, publisherId: publisher.id, collection, name, abbrName, startsOn: grant.startDate, endsOn: endDate })
      .returning({ id: subscriptions.id });
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'SUBSCRIPTION_GRANTED',
      data: {
        accountId: account.id,
        accountNumber: account.accountNumber,
        subscriptionId: row.id,
        kind: grant.kind,
        publisherCode: publisher.code,
        collectionCode: collection,
        startDate: grant.startDate,
        endDate,
      },
      requestId: context.requestId,
    });
    return row;
  });
  return (await subscriptionsOf(db, account.id)).find((s) => s.id === created.id)!;
}

/** Takes a subscription away; the audit event keeps what it was. */
export async function revokeSubscription(context: AdminContext, scope: AccountScope, accountId: number, subscriptionId: number): Promise<void> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const existing = (await subscriptionsOf(db, account.id)).find((s) => s.id === subscriptionId);
  if (!existing) throw AppError.notFound(`Subscription ${subscriptionId}`);
  await db.transaction(async (tx) => {
    await tx.delete(subscriptions).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, account.id)));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'SUBSCRIPTION_REVOKED',
      data: {
        accountId: account.id,
        accountNumber: account.accountNumber,
        subscriptionId,
        kind: existing.kind,
        publisherCode: existing.publisherCode,
        collectionCode: existing.collectionCode,
        startDate: existing.startDate,
        endDate: existing.endDate,
      },
      requestId: context.requestId,
    });
  });
}

/** The publishers the tenant offers, each with its collections, for the grant form. */
export async function grantablePublishers(db: Db, config: Pick<TenantConfig, 'publisherCodes'>): Promise<AdminPublisher[]> {
  const [publisherRows, collectionRows] = await Promise.all([
    db.select({ id: publishers.id, code: publishers.code, name: publishers.fullName }).from(publishers).orderBy(asc(publishers.code)),
    db
      .select({ publisherId: documents.publisherId, code: documents.category, documentCount: count() })
      .from(documents)
      .where(isNotNull(documents.category))
      .groupBy(documents.publisherId, documents.category)
      .orderBy(asc(documents.category)),
  ]);
  return publisherRows
    .filter((p) => tenantOffersPublisher(config, p.code))
    .map((p) => ({
      code: p.code,
      name: p.name,
      collections: collectionRows.filter((c) => c.publisherId === p.id).map((c) => ({ code: c.code!, documentCount: c.documentCount })),
    }));
}

// ------------------------------------------------------------------ authorities

/** A user entitled to the account (so one the account's admin may manage), with the authorities held now. */
export async function accountUser(db: Db, scope: AccountScope, accountId: number, userId: number) {
  const account = await accountInScope(db, scope, accountId);
  const [user] = await db
    .select({ id: users.id, login: users.login })
    .from(entitlements)
    .innerJoin(users, eq(users.id, entitlements.userId))
    .where(and(eq(entitlements.accountId, account.id), eq(entitlements.userId, userId), eq(users.tenantId, account.tenantId)))
    .limit(1);
  if (!user) throw AppError.notFound(`User ${userId}`);
  const held = await db.select({ name: userAuthorities.authorityName }).from(userAuthorities).where(eq(userAuthorities.userId, user.id));
  return { account, user, authorities: held.map((h) => h.name as Authority).sort() };
}

/** Replaces the user's authorities with the given set (the caller has checked who may do so). */
export async function replaceAuthorities(
  context: AdminContext,
  target: Awaited<ReturnType<typeof accountUser>>,
  authorities: Authority[],
): Promise<void> {
  const after = [...new Set(authorities)].sort();
  await context.db.transaction(async (tx) => {
    await tx.delete(userAuthorities).where(eq(userAuthorities.userId, target.user.id));
    if (after.length) await tx.insert(userAuthorities).values(after.map((authorityName) => ({ userId: target.user.id, authorityName })));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'AUTHORITY_CHANGED',
      data: { accountId: target.account.id, accountNumber: target.account.accountNumber, userId: target.user.id, login: target.user.login, from: target.authorities, to: after },
      requestId: context.requestId,
    });
  });
}

// ------------------------------------------------------------------ IP ranges

/**
 * An address or CIDR range as an administrator writes it. Stricter than ipaddr.js alone, which also
 * reads "10" or "0x0a.1" as IPv4 addresses: IPv4 must be four decimal parts.
 */
export function isAcceptableRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  if (!address.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(address)) return false;
  return parseRange(value) !== null;
}

/** Replaces the account's ranges; a range that does not parse is a field error naming its index, and nothing is saved. */
export async function replaceIpRanges(context: AdminContext, scope: AccountScope, accountId: number, ipRanges: string[]): Promise<void> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const errors = ipRanges.flatMap((range, index) => (isAcceptableRange(range) ? [] : [fieldError(`ipRanges.${index}`, 'Pattern')]));
  if (errors.length) throw AppError.validation(errors, 'Some IP ranges are not addresses or CIDR ranges');
  if (ipRanges.length > 0 && account.accountType !== 'COMPANY') {
    // Only company accounts are recognised by address (an individual signs in).
    throw AppError.validation([fieldError('ipRanges', 'CompanyOnly')], 'Only a company account can be recognised by its IP ranges');
  }
  const after = [...new Set(ipRanges)];
  const before = (await db.select({ cidr: accountIpRanges.cidr }).from(accountIpRanges).where(eq(accountIpRanges.accountId, account.id))).map((r) => r.cidr);
  await db.transaction(async (tx) => {
    await tx.delete(accountIpRanges).where(eq(accountIpRanges.accountId, account.id));
    if (after.length) await tx.insert(accountIpRanges).values(after.map((cidr) => ({ accountId: account.id, cidr })));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'IP_RANGES_CHANGED',
      data: { accountId: account.id, accountNumber: account.accountNumber, from: before, to: after },
      requestId: context.requestId,
    });
  });
}
