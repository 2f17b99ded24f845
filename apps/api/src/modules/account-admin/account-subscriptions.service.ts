import { and, asc, count, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { type AdminPublisher, type AdminSubscription, type AllowanceLimit, type TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { todayUtc } from '../../db/current-subscriptions.js';
import { accounts, documents, publishers, subscriptions } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { tenantOffersPublisher } from '../documents/index.js';
import type { AccountScope } from './account-admin.policy.js';
import { accountInScope, fieldError, type AdminContext } from './account-scope.js';

/** Subscriptions that hold on the day (the same rule as db/current-subscriptions, for any account). */
export const currentOn = (day: string) => and(lte(subscriptions.startsOn, day), or(isNull(subscriptions.endsOn), gte(subscriptions.endsOn, day)));

export async function subscriptionsOf(db: Db, accountId: number): Promise<AdminSubscription[]> {
  const today = todayUtc();
  const rows = await db
    .select({
      id: subscriptions.id,
      publisherCode: publishers.code,
      collection: subscriptions.collection,
      name: subscriptions.name,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      seatLimit: subscriptions.seatLimit,
      downloadAllowance: subscriptions.downloadAllowance,
      printAllowance: subscriptions.printAllowance,
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
    seatLimit: r.seatLimit,
    downloadAllowance: r.downloadAllowance ?? null,
    printAllowance: r.printAllowance ?? null,
  }));
}

// ------------------------------------------------------------------ subscriptions

export interface GrantSubscription {
  kind: 'PUBLISHER' | 'COLLECTION';
  publisherCode: string;
  collectionCode?: string | null;
  startDate: string;
  endDate?: string | null;
}

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

/**
 * Sets the licence terms of one of the account's subscriptions: its seat limit and its own download and print
 * allowances (an allowance left out keeps its value; null: the tenant's default). The tenant's operator only; audited
 * with the terms before and after (docs/adr/0065, 0066).
 */
export async function setSubscriptionTerms(
  context: AdminContext,
  scope: AccountScope,
  accountId: number,
  subscriptionId: number,
  terms: { seatLimit: number | null; downloadAllowance?: AllowanceLimit | null; printAllowance?: AllowanceLimit | null },
): Promise<AdminSubscription> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const existing = (await subscriptionsOf(db, account.id)).find((s) => s.id === subscriptionId);
  if (!existing) throw AppError.notFound(`Subscription ${subscriptionId}`);
  const after = {
    seatLimit: terms.seatLimit,
    downloadAllowance: terms.downloadAllowance === undefined ? existing.downloadAllowance : terms.downloadAllowance,
    printAllowance: terms.printAllowance === undefined ? existing.printAllowance : terms.printAllowance,
  };
  await db.transaction(async (tx) => {
    await tx.update(subscriptions).set(after).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, account.id)));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'SUBSCRIPTION_TERMS_CHANGED',
      data: {
        accountId: account.id,
        accountNumber: account.accountNumber,
        subscriptionId,
        publisherCode: existing.publisherCode,
        before: { seatLimit: existing.seatLimit, downloadAllowance: existing.downloadAllowance, printAllowance: existing.printAllowance },
        after,
      },
      requestId: context.requestId,
    });
  });
  return (await subscriptionsOf(db, account.id)).find((s) => s.id === subscriptionId)!;
}
