/** A group's documents: the list, the detail page's add and delete, and the document type-ahead of the dialogs. */
import { and, asc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { SharedDocument, TenantConfig, UpdateContentsByGroupPayload } from '@codex/domain';
import { currentSubscriptionsOf } from '../../db/current-subscriptions.js';
import type { Db } from '../../db/client.js';
import { documents, groupDocuments, subscriptions } from '../../db/schema/index.js';
import { offeredPublishers, selectDocuments } from '../documents/index.js';
import { addGroupDocuments, assertNoFieldErrors, auditGroup, checkContentCodes, groupForCaller, refreshCounts, removeGroupDocuments, type GroupContext } from './group-store.js';
import { assertGroupRole, canEditGroup, canViewGroup, type GroupUser } from './groups.policy.js';

const sharedDocumentColumns = {
  contentID: documents.id,
  contentCode: documents.contentCode,
  documentTitle: documents.title,
  assetId: documents.assetId,
  designationNo: documents.designationNo,
};

/** The group's documents by designation (GET /api/contentShare/shared/list?groupId); opening one still needs entitlement. */
export async function groupDocumentsOf(context: GroupContext, groupId: number): Promise<SharedDocument[]> {
  const { group, role } = await groupForCaller(context.db, context.principal, groupId);
  assertGroupRole(role, canViewGroup, groupId);
  return selectDocuments(context.db, sharedDocumentColumns)
    .innerJoin(groupDocuments, eq(groupDocuments.documentId, documents.id))
    .where(and(eq(groupDocuments.groupId, group.id), offeredPublishers(context.config)))
    .orderBy(asc(documents.designationNo), asc(documents.id));
}

/** The detail page's add and delete of documents (POST api/contentShare/updateContentsByGroup). An empty group is allowed here. */
export async function updateContentsByGroup(context: GroupContext, payload: UpdateContentsByGroupPayload): Promise<SharedDocument[]> {
  const { db, principal } = context;
  const { group, role } = await groupForCaller(db, principal, payload.sharedWithGroupID);
  assertGroupRole(role, canEditGroup, group.id);
  const docs = await checkContentCodes(db, principal, context.config, payload.addContentCodes, 'addContentCodes');
  assertNoFieldErrors(docs.errors);
  await db.transaction(async (tx) => {
    const removed = await removeGroupDocuments(tx, group, payload.removeContentIds);
    const added = await addGroupDocuments(tx, group, docs.ids, principal.userId);
    await refreshCounts(tx, group.id);
    await auditGroup(tx, context, 'GROUP_DOCUMENTS_CHANGED', { groupId: group.id, added, removed, singleDelete: payload.singleDelete ?? false });
  });
  return groupDocumentsOf(context, group.id);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The document type-ahead of the group dialogs: title, asset id or designation containing the keywords
 * (case-insensitive), among the catalogue documents the selected account is entitled to today. Designations
 * that start with the keywords come first.
 */
export async function searchGroupDocuments(db: Db, principal: GroupUser, config: Pick<TenantConfig, 'publisherCodes'>, keywords: string, size: number): Promise<SharedDocument[]> {
  const needle = keywords.trim().toLowerCase();
  const contains = `%${escapeLike(needle)}%`;
  const entitled = exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(
        and(
          currentSubscriptionsOf(principal.accountId),
          eq(subscriptions.publisherId, documents.publisherId),
          or(isNull(subscriptions.collection), eq(subscriptions.collection, documents.category)),
        ),
      ),
  );
  return selectDocuments(db, sharedDocumentColumns)
    .where(
      and(
        offeredPublishers(config),
        entitled,
        or(
          sql`lower(${documents.title}) like ${contains}`,
          sql`lower(${documents.assetId}) like ${contains}`,
          sql`lower(${documents.designationNo}) like ${contains}`,
          sql`lower(${documents.designation}) like ${contains}`,
        ),
      ),
    )
    .orderBy(sql`case when lower(${documents.designationNo}) like ${`${escapeLike(needle)}%`} then 0 else 1 end`, asc(documents.designationNo), asc(documents.id))
    .limit(size);
}
