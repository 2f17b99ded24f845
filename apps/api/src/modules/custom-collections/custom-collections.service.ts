/**
 * The console's custom collections: list, create, rename and delete an account's collections, add documents the
 * account is entitled to and remove them, every change audited (docs/adr/0031).
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomCollection, AdminCustomCollectionDetail, TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, customCollectionItems, customCollections, documents, publishers, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { offeredPublishers, selectDocuments } from '../documents/index.js';
import { entitledDocument, userName } from './collection-rows.js';
import { coversAccount, type CurationScope } from './custom-collections.policy.js';

/** Who acts, for the audit trail and the added-by column. */
export interface CurationContext {
  db: Db;
  scope: CurationScope;
  userId: number | null;
  login: string;
  requestId: string;
}

export interface CollectionListQuery {
  page: number;
  size: number;
  sort: string;
  accountId?: number;
}

const creators = alias(users, 'creators');

const itemCount = sql<number>`(select count(*)::int from ${customCollectionItems} where ${customCollectionItems.collectionId} = ${customCollections.id})`;

const rowColumns = {
  id: customCollections.id,
  name: customCollections.name,
  accountId: customCollections.accountId,
  accountName: accounts.name,
  accountNumber: accounts.accountNumber,
  itemCount,
  createdAt: customCollections.createdAt,
  updatedAt: customCollections.updatedAt,
  creatorFirstName: creators.firstName,
  creatorLastName: creators.lastName,
  creatorEmail: creators.email,
};

type Row = { [K in keyof typeof rowColumns]: unknown } & {
  id: number;
  name: string;
  accountId: number;
  accountName: string;
  accountNumber: string;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
};

const toCollection = (r: Row): AdminCustomCollection => ({
  id: r.id,
  name: r.name,
  accountId: r.accountId,
  accountName: r.accountName,
  accountNumber: r.accountNumber,
  itemCount: Number(r.itemCount),
  createdBy: userName(r.creatorEmail === null && r.creatorFirstName === null ? null : { firstName: r.creatorFirstName, lastName: r.creatorLastName, email: r.creatorEmail }),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The collections in scope, as a condition. */
function inScope(scope: CurationScope): SQL {
  const ofTenant = eq(customCollections.tenantId, scope.tenantId);
  if (scope.accountId === 'all') return ofTenant;
  return and(ofTenant, eq(customCollections.accountId, scope.accountId ?? -1))!;
}

const SORTS: Record<string, (dir: typeof asc) => SQL[]> = {
  name: (dir) => [dir(sql`lower(${customCollections.name})`), dir(customCollections.id)],
  accountname: (dir) => [dir(accounts.name), dir(sql`lower(${customCollections.name})`), dir(customCollections.id)],
  itemcount: (dir) => [dir(itemCount), dir(customCollections.id)],
  updatedat: (dir) => [dir(customCollections.updatedAt), dir(customCollections.id)],
};

/** One page of the collections in scope (the operator may narrow to one account) and their total. */
export async function listCollections(db: Db, scope: CurationScope, query: CollectionListQuery): Promise<{ total: number; collections: AdminCustomCollection[] }> {
  if (query.accountId) {
    // Narrowing to an account outside the caller's scope names another's account: 404, as for one that does not exist.
    const [account] = await db.select({ tenantId: accounts.tenantId, id: accounts.id }).from(accounts).where(eq(accounts.id, query.accountId));
    if (!account || !coversAccount(scope, account)) throw AppError.notFound(`Account ${query.accountId}`);
  }
  const where = and(inScope(scope), query.accountId ? eq(customCollections.accountId, query.accountId) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(customCollections).where(where);
  const [field, direction] = query.sort.split(',');
  const order = SORTS[field.toLowerCase()] ?? SORTS.name;
  const rows = await db
    .select(rowColumns)
    .from(customCollections)
    .innerJoin(accounts, eq(accounts.id, customCollections.accountId))
    .leftJoin(creators, eq(creators.id, customCollections.createdById))
    .where(where)
    .orderBy(...order(direction?.toLowerCase() === 'desc' ? desc : asc))
    .limit(query.size)
    .offset(query.page * query.size);
  return { total, collections: (rows as Row[]).map(toCollection) };
}

async function collectionRow(db: Db, scope: CurationScope, id: number): Promise<AdminCustomCollection> {
  const [row] = await db
    .select(rowColumns)
    .from(customCollections)
    .innerJoin(accounts, eq(accounts.id, customCollections.accountId))
    .leftJoin(creators, eq(creators.id, customCollections.createdById))
    .where(and(inScope(scope), eq(customCollections.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(`Custom collection ${id}`);
  return toCollection(row as Row);
}

/** A collection in scope with its documents, newest first, and who added each; anything else is a 404. */
export async function getCollection(db: Db, scope: CurationScope, id: number): Promise<AdminCustomCollectionDetail> {
  const collection = await collectionRow(db, scope, id);
  const items = await selectDocuments(db, {
    contentCode: documents.contentCode,
    designation: documents.designation,
    title: documents.title,
    publisherName: publishers.name,
    addedAt: customCollectionItems.addedAt,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    addedById: customCollectionItems.addedById,
  })
    .innerJoin(customCollectionItems, eq(customCollectionItems.documentId, documents.id))
    .leftJoin(users, eq(users.id, customCollectionItems.addedById))
    .where(eq(customCollectionItems.collectionId, id))
    .orderBy(desc(customCollectionItems.addedAt), desc(customCollectionItems.id));
  return {
    ...collection,
    items: items.map((i) => ({
      contentCode: i.contentCode,
      designation: i.designation,
      title: i.title,
      publisherName: i.publisherName,
      addedBy: i.addedById === null ? null : userName(i),
      addedAt: i.addedAt.toISOString(),
    })),
  };
}

const NAME_TAKEN = 'The account already has a collection of this name';

/** A name is the account's own: two collections of one account never share one (any case). */
async function assertNameFree(db: Db, accountId: number, name: string, except?: number): Promise<void> {
  const [clash] = await db
    .select({ id: customCollections.id })
    .from(customCollections)
    .where(and(eq(customCollections.accountId, accountId), sql`lower(${customCollections.name}) = lower(${name})`, except ? ne(customCollections.id, except) : undefined))
    .limit(1);
  if (clash) throw AppError.validation([{ objectName: 'body', field: 'name', message: NAME_TAKEN }]);
}

/** Makes a collection for an account in scope (the admin's selected account unless the operator names one). */
export async function createCollection(context: CurationContext, body: { name: string; accountId?: number }, selectedAccountId: number | null): Promise<AdminCustomCollectionDetail> {
  const { db, scope } = context;
  const accountId = body.accountId ?? selectedAccountId;
  if (accountId === null) throw AppError.validation([{ objectName: 'body', field: 'accountId', message: 'Required' }]);
  const [account] = await db.select({ id: accounts.id, tenantId: accounts.tenantId }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account || !coversAccount(scope, account)) throw AppError.notFound(`Account ${accountId}`);
  await assertNameFree(db, accountId, body.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customCollections)
      .values({ tenantId: scope.tenantId, accountId, name: body.name, createdById: context.userId })
      .returning({ id: customCollections.id });
    await recordAudit(tx, { tenantId: scope.tenantId, principal: context.login, type: 'CUSTOM_COLLECTION_CREATED', requestId: context.requestId, data: { collectionId: row.id, accountId, name: body.name } });
    return row.id;
  });
  return getCollection(db, scope, id);
}

/** Renames a collection in scope. */
export async function renameCollection(context: CurationContext, id: number, name: string): Promise<AdminCustomCollectionDetail> {
  const { db, scope } = context;
  const before = await collectionRow(db, scope, id);
  await assertNameFree(db, before.accountId, name, id);
  await db.transaction(async (tx) => {
    await tx.update(customCollections).set({ name, updatedAt: new Date() }).where(eq(customCollections.id, id));
    await recordAudit(tx, { tenantId: scope.tenantId, principal: context.login, type: 'CUSTOM_COLLECTION_RENAMED', requestId: context.requestId, data: { collectionId: id, accountId: before.accountId, from: before.name, to: name } });
  });
  return getCollection(db, scope, id);
}

/** Deletes a collection in scope with its items; answers it as it was. */
export async function deleteCollection(context: CurationContext, id: number): Promise<AdminCustomCollection> {
  const { db, scope } = context;
  const before = await collectionRow(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(customCollections).where(eq(customCollections.id, id));
    await recordAudit(tx, { tenantId: scope.tenantId, principal: context.login, type: 'CUSTOM_COLLECTION_DELETED', requestId: context.requestId, data: { collectionId: id, accountId: before.accountId, name: before.name, itemCount: before.itemCount } });
  });
  return before;
}

/**
 * Adds documents by contentCode. Every one must be a document the tenant offers (else 404) that the collection's
 * account is entitled to today (else 403); all or none are added. A document already there keeps who added it first.
 */
export async function addDocuments(context: CurationContext, config: Pick<TenantConfig, 'publisherCodes'>, id: number, contentCodes: string[]): Promise<AdminCustomCollectionDetail> {
  const { db, scope } = context;
  const collection = await collectionRow(db, scope, id);
  const codes = [...new Set(contentCodes)];
  const found = await selectDocuments(db, { id: documents.id, contentCode: documents.contentCode, entitled: sql<boolean>`${entitledDocument(collection.accountId)}` })
    .where(and(inArray(documents.contentCode, codes), offeredPublishers(config)));
  const missing = codes.find((code) => !found.some((d) => d.contentCode === code));
  if (missing) throw AppError.notFound(`Document ${missing}`);
  const notEntitled = found.find((d) => !d.entitled);
  if (notEntitled) throw AppError.forbidden(`The account is not entitled to the document ${notEntitled.contentCode}`);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(customCollectionItems)
      .values(found.map((d) => ({ collectionId: id, documentId: d.id, addedById: context.userId })))
      .onConflictDoNothing({ target: [customCollectionItems.collectionId, customCollectionItems.documentId] })
      .returning({ documentId: customCollectionItems.documentId });
    if (added.length === 0) return;
    await tx.update(customCollections).set({ updatedAt: new Date() }).where(eq(customCollections.id, id));
    const addedCodes = found.filter((d) => added.some((a) => a.documentId === d.id)).map((d) => d.contentCode);
    await recordAudit(tx, { tenantId: scope.tenantId, principal: context.login, type: 'CUSTOM_COLLECTION_DOCUMENTS_ADDED', requestId: context.requestId, data: { collectionId: id, accountId: collection.accountId, contentCodes: addedCodes } });
  });
  return getCollection(db, scope, id);
}

/** Removes one document from a collection in scope; a document not in it is a 404. */
export async function removeDocument(context: CurationContext, id: number, contentCode: string): Promise<AdminCustomCollectionDetail> {
  const { db, scope } = context;
  const collection = await collectionRow(db, scope, id);
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(customCollectionItems)
      .where(
        and(
          eq(customCollectionItems.collectionId, id),
          inArray(customCollectionItems.documentId, tx.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, contentCode))),
        ),
      )
      .returning({ id: customCollectionItems.id });
    if (rows.length === 0) return false;
    await tx.update(customCollections).set({ updatedAt: new Date() }).where(eq(customCollections.id, id));
    await recordAudit(tx, { tenantId: scope.tenantId, principal: context.login, type: 'CUSTOM_COLLECTION_DOCUMENT_REMOVED', requestId: context.requestId, data: { collectionId: id, accountId: collection.accountId, contentCode } });
    return true;
  });
  if (!removed) throw AppError.notFound(`Document ${contentCode} in custom collection ${id}`);
  return getCollection(db, scope, id);
}
