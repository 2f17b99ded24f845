/** The reader's GET api/v1/custom-collection/current-user/pageable: the documents of the selected account's collections. */
import { and, countDistinct, eq, exists, inArray, sql } from 'drizzle-orm';
import type { CustomCollectionPage, CustomCollectionSortType, TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, customCollectionItems, customCollections, documentFiles, documents, publishers } from '../../db/schema/index.js';
import { offeredPublishers, selectDocuments } from '../documents/index.js';
import { designationOrder, entitledDocument } from './collection-rows.js';

/** The account's customCollection flag; null when there is no such account in the tenant. */
export async function customCollectionFlag(db: Db, tenantId: number, accountId: number | null): Promise<boolean | null> {
  if (accountId === null) return null;
  const [row] = await db
    .select({ flag: accounts.customCollection })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
    .limit(1);
  return row?.flag ?? null;
}

/**
 * One page of the documents in any of the account's collections (each once), by designation. A document is
 * downloadable when the publisher allows it, it has a PDF, and the account is entitled to it today.
 */
export async function currentUserCollection(
  db: Db,
  account: { tenantId: number; accountId: number },
  config: Pick<TenantConfig, 'publisherCodes'>,
  query: { sortType: CustomCollectionSortType; pageSize: number; offset: number },
): Promise<CustomCollectionPage> {
  const inCollections = inArray(
    documents.id,
    db
      .select({ id: customCollectionItems.documentId })
      .from(customCollectionItems)
      .innerJoin(customCollections, eq(customCollections.id, customCollectionItems.collectionId))
      .where(and(eq(customCollections.accountId, account.accountId), eq(customCollections.tenantId, account.tenantId))),
  );
  const where = and(inCollections, offeredPublishers(config));
  const [{ total }] = await selectDocuments(db, { total: countDistinct(documents.id) }).where(where);
  const hasPdf = exists(sql`(select 1 from ${documentFiles} where ${documentFiles.documentId} = ${documents.id} and ${documentFiles.kind} = 'pdf' and ${documentFiles.byteSize} > 0)`);
  const rows = await selectDocuments(db, {
    designation: documents.designation,
    title: documents.title,
    contentCode: documents.contentCode,
    publisherName: publishers.name,
    publisherCode: publishers.code,
    downloadable: sql<boolean>`(${documents.downloadable} and ${hasPdf} and ${entitledDocument(account.accountId)})`,
  })
    .where(where)
    .orderBy(...designationOrder(query.sortType === 'ALPHA_DESC' ? 'desc' : 'asc'))
    .limit(query.pageSize)
    .offset(query.offset);
  return { value: { content: rows.map((r) => ({ ...r, downloadable: Boolean(r.downloadable) })), totalElements: Number(total), pageSize: query.pageSize } };
}
