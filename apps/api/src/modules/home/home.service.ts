import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccessedDocument, SharedPublication, SharedStandard, TenantConfig, UpdatedDocument } from '@codex/domain';
import { todayUtc } from '../../db/current-subscriptions.js';
import { queryRows, type Db } from '../../db/client.js';
import { contentShares, documentAccesses, documents, publishers, users } from '../../db/schema/index.js';
import { changesOfFamilies, flushDocumentOpenings, offeredPublishers, selectDocumentCards, selectDocuments, stripFamilyChange, toCard, type CardRow } from '../documents/index.js';
import type { UpdatedScope } from './home.policy.js';

type Offered = Pick<TenantConfig, 'publisherCodes'>;
type Owner = { tenantId: number; userId: number };

/** The documents the user opened, most recent first, one entry per document. */
export async function accessedDocuments(db: Db, owner: Owner | null, config: Offered, size: number): Promise<AccessedDocument[]> {
  if (!owner) return [];
  // The document page's openings are written in batches: the list must not miss the one just made.
  await flushDocumentOpenings(db);
  const lastAccess = sql<Date>`max(${documentAccesses.createdAt})`;
  const rows = await selectDocumentCards(db, { lastAccess })
    .innerJoin(documentAccesses, eq(documentAccesses.documentId, documents.id))
    .where(and(eq(documentAccesses.userId, owner.userId), eq(documentAccesses.tenantId, owner.tenantId), offeredPublishers(config)))
    .groupBy(documents.id, publishers.code)
    .orderBy(desc(lastAccess), desc(documents.id))
    .limit(size);
  return rows.map((r) => ({ ...toCard(r), lastAccessDate: new Date(r.lastAccess).toISOString() }));
}

/**
 * Recently updated. An individual: tracked and favorite documents in whose family the catalogue
 * import detected a change since they were tracked or marked, newest change first. A company
 * session: the newest documents (by detected change, last update or publication date) of the
 * account's current subscriptions.
 */
export async function updatedDocuments(db: Db, scope: UpdatedScope, config: Offered, size: number): Promise<UpdatedDocument[]> {
  return scope.kind === 'individual' ? updatedForIndividual(db, scope, config, size) : updatedForCompany(db, scope.accountId, config, size);
}

async function updatedForIndividual(db: Db, owner: Owner, config: Offered, size: number): Promise<UpdatedDocument[]> {
  const offered = config.publisherCodes.length === 0 ? sql`true` : sql`p.code in (${sql.join(config.publisherCodes.map((c) => sql`${c}`), sql`, `)})`;
  // Each watched family once: by tracking (since tracking began) or by favorite (since it was marked).
  const watched = await queryRows<{ document_id: number; family: string; since: string | Date; tracking_since: string | Date | null; last_change: string | Date }>(
    db,
    sql`with watched as (
          select t.document_id, t.family, t.tracking_since as since, t.tracking_since from tracked_documents t
           where t.user_id = ${owner.userId} and t.tenant_id = ${owner.tenantId} and t.tracking_flag
          union all
          select f.document_id, d.family, f.created_at, null from content_favorites f join documents d on d.id = f.document_id
           where f.user_id = ${owner.userId} and f.tenant_id = ${owner.tenantId}
        ), changed as (
          select distinct on (w.family) w.document_id, w.family, w.since, w.tracking_since, max(c.detected_at) over (partition by w.family) as last_change
            from watched w join documents x on x.family = w.family join document_changes c on c.document_id = x.id and c.detected_at >= w.since
           order by w.family, w.tracking_since nulls last
        )
        select ch.* from changed ch join documents d on d.id = ch.document_id join publishers p on p.id = d.publisher_id
         where ${offered}
         order by ch.last_change desc limit ${size}`,
  );
  if (watched.length === 0) return [];
  const cards = await cardsByIds(db, watched.map((w) => Number(w.document_id)));
  const changes = await changesOfFamilies(db, watched.map((w) => w.family));
  return watched.map((w) => ({
    ...toCard(cards.get(Number(w.document_id))!),
    trackingSinceDate: w.tracking_since ? new Date(w.tracking_since).toISOString() : null,
    changes: changes.filter((c) => c.family === w.family && new Date(c.detectedAt) >= new Date(w.since)).map(stripFamilyChange),
  }));
}

async function updatedForCompany(db: Db, accountId: number | null, config: Offered, size: number): Promise<UpdatedDocument[]> {
  if (accountId === null) return [];
  const today = todayUtc();
  const lastChange = sql`(select max(c.detected_at) from document_changes c where c.document_id = ${documents.id})`;
  const newest = sql`greatest(${lastChange}, ${documents.lastUpdateDate}::timestamptz, ${documents.publishedDate}::timestamptz)`;
  const rows = await selectDocumentCards(db)
    .where(
      and(
        offeredPublishers(config),
        sql`exists (select 1 from subscriptions s where s.account_id = ${accountId} and s.publisher_id = ${documents.publisherId}
                    and s.starts_on <= ${today} and (s.ends_on is null or s.ends_on >= ${today})
                    and (s.collection is null or s.collection = ${documents.category}))`,
        // Only documents in force: a replaced or withdrawn one is not what a library wants to see first.
        sql`${documents.lifecycleStatus} in ('active')`,
      ),
    )
    .orderBy(sql`${newest} desc nulls last`, desc(documents.id))
    .limit(size);
  const changes = await changesOfFamilies(db, [...new Set(rows.map((r) => r.family).filter((f): f is string => f !== null))]);
  return rows.map((r) => ({ ...toCard(r), trackingSinceDate: null, changes: changes.filter((c) => c.documentId === r.contentId).map(stripFamilyChange) }));
}

async function cardsByIds(db: Db, ids: number[]): Promise<Map<number, CardRow>> {
  const rows = await selectDocumentCards(db).where(sql`${documents.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.contentId, r]));
}

/**
 * One page of what was shared with the user as the given kind, newest first, with the sharer; and
 * the total. A document the same colleague shared more than once (directly and through a group, or
 * twice) is one row, dated by the latest share.
 */
async function sharedWithUser(db: Db, owner: Owner, config: Offered, kind: 'STANDARD' | 'PUBLICATION', offset: number, size: number) {
  // Differs from groups/sharing's contentSharedWithMe on purpose: that list shows every share (each kind, each group) as a row.
  const latest = db
    .select({
      documentId: contentShares.documentId,
      sharedByUserId: contentShares.sharedByUserId,
      sharedAt: sql<Date>`max(${contentShares.createdAt})`.as('shared_at'),
      lastId: sql<number>`max(${contentShares.id})`.as('last_id'),
    })
    .from(contentShares)
    .where(and(eq(contentShares.sharedWithUserId, owner.userId), eq(contentShares.tenantId, owner.tenantId), eq(contentShares.kind, kind)))
    .groupBy(contentShares.documentId, contentShares.sharedByUserId)
    .as('latest');
  const offered = offeredPublishers(config);
  const shared = eq(latest.documentId, documents.id);
  const [{ total }] = await selectDocuments(db, { total: count() }).innerJoin(latest, shared).where(offered);
  const rows = await selectDocuments(db, {
    contentCode: documents.contentCode,
    designationNo: documents.designationNo,
    publisherName: publishers.name,
    documentTitle: documents.title,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    sharedAt: latest.sharedAt,
  })
    .innerJoin(latest, shared)
    .innerJoin(users, eq(users.id, latest.sharedByUserId))
    .where(offered)
    .orderBy(desc(latest.sharedAt), desc(latest.lastId))
    .limit(size)
    .offset(offset);
  return { total, rows: rows.map((r) => ({ ...r, sharedAt: new Date(r.sharedAt) })) };
}

/** Standards shared with the user, newest first; page counts from 1. */
export async function sharedStandards(db: Db, owner: Owner | null, config: Offered, page: number, size: number): Promise<{ totalCount: number; list: SharedStandard[] }> {
  if (!owner) return { totalCount: 0, list: [] };
  const { total, rows } = await sharedWithUser(db, owner, config, 'STANDARD', (page - 1) * size, size);
  return {
    totalCount: total,
    list: rows.map((r) => ({
      contentCode: r.contentCode,
      designationNo: r.designationNo,
      documentTitle: r.documentTitle,
      email: r.email,
      sharedByFirstName: r.firstName,
      sharedByLastName: r.lastName,
      sharedDate: r.sharedAt.toISOString(),
    })),
  };
}

/** Publications shared with the user, newest first; page counts from 0. */
export async function sharedPublications(db: Db, owner: Owner | null, config: Offered, page: number, size: number): Promise<{ totalCount: number; list: SharedPublication[] }> {
  if (!owner) return { totalCount: 0, list: [] };
  const { total, rows } = await sharedWithUser(db, owner, config, 'PUBLICATION', page * size, size);
  return {
    totalCount: total,
    list: rows.map((r) => ({
      document: { contentCode: r.contentCode, publisherName: r.publisherName, documentTitle: r.documentTitle },
      sharedByUserAccount: { user: { firstName: r.firstName, lastName: r.lastName, email: r.email } },
      sharedDate: r.sharedAt.toISOString(),
    })),
  };
}
