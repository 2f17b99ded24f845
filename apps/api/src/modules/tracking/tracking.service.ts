import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ContentTracking, TenantConfig, TrackedDocumentList } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { documents, trackedDocuments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { changesOfFamilies, type findDocument, offeredPublishers, selectDocumentCards, selectDocuments, stripFamilyChange, toCard } from '../documents/index.js';

type FoundDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export interface Tracker {
  tenantId: number;
  userId: number;
}

const trackingRefColumns = { id: trackedDocuments.id, trackingFlag: trackedDocuments.trackingFlag, workItem: trackedDocuments.workItem };

/** True when the tenant offers a document of this family (another tenant's family is unknown here). */
export async function familyExists(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, family: string): Promise<boolean> {
  const [row] = await selectDocuments(db, { id: documents.id })
    .where(and(eq(documents.family, family), offeredPublishers(config)))
    .limit(1);
  return Boolean(row);
}

/** The user's tracking of a family, as the document page asks for it. */
export async function contentTracking(db: Db, tracker: Tracker | null, family: string): Promise<ContentTracking> {
  if (!tracker) return { data: null, trackerUnavailable: false };
  const [row] = await db
    .select(trackingRefColumns)
    .from(trackedDocuments)
    .where(and(eq(trackedDocuments.userId, tracker.userId), eq(trackedDocuments.tenantId, tracker.tenantId), eq(trackedDocuments.family, family)))
    .limit(1);
  return { data: row ?? null, trackerUnavailable: false };
}

/**
 * Starts tracking the document's family (or turns a stopped tracking back on, keeping its id). Tracking restarts its
 * "since" date only when it had been off. As a work item (`workItem`), the flag is set too; tracking it as a document
 * leaves a work item flag already set as it was, as the family is tracked either way (docs/adr/0056).
 */
export async function trackDocument(
  db: Db,
  tracker: Tracker,
  found: FoundDocument,
  asWorkItem = false,
): Promise<{ id: number; trackingFlag: boolean; workItem: boolean; created: boolean }> {
  const doc = found.document;
  const family = doc.family ?? doc.contentCode;
  const [row] = await db
    .insert(trackedDocuments)
    .values({ tenantId: tracker.tenantId, userId: tracker.userId, documentId: doc.id, family, trackingFlag: true, workItem: asWorkItem })
    .onConflictDoUpdate({
      target: [trackedDocuments.userId, trackedDocuments.family],
      set: {
        trackingFlag: true,
        // A stopped tracking started again starts the flag afresh; a running one keeps it unless this sets it.
        workItem: asWorkItem ? true : sql`${trackedDocuments.trackingFlag} and ${trackedDocuments.workItem}`,
        documentId: doc.id,
        trackingSince: sql`case when ${trackedDocuments.trackingFlag} then ${trackedDocuments.trackingSince} else now() end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...trackingRefColumns, created: sql<boolean>`(xmax = 0)` });
  return { id: row.id, trackingFlag: row.trackingFlag, workItem: row.workItem, created: Boolean(row.created) };
}

/**
 * Turns a tracking on or off, and its work item flag when `workItem` is given; another user's (or tenant's) tracking
 * is not found. A tracking turned off is no work item tracking either.
 */
export async function setTracking(
  db: Db,
  tracker: Tracker,
  config: Pick<TenantConfig, 'publisherCodes'>,
  id: number,
  change: { trackingFlag: boolean; workItem?: boolean },
) {
  const { trackingFlag } = change;
  const [own] = await db
    .select({ id: trackedDocuments.id, family: trackedDocuments.family })
    .from(trackedDocuments)
    .where(and(eq(trackedDocuments.id, id), eq(trackedDocuments.userId, tracker.userId), eq(trackedDocuments.tenantId, tracker.tenantId)))
    .limit(1);
  if (!own || !(await familyExists(db, config, own.family))) throw AppError.notFound('Tracked document');
  const [row] = await db
    .update(trackedDocuments)
    .set({
      trackingFlag,
      workItem: trackingFlag ? (change.workItem ?? sql`${trackedDocuments.workItem}`) : false,
      trackingSince: trackingFlag ? sql`case when ${trackedDocuments.trackingFlag} then ${trackedDocuments.trackingSince} else now() end` : sql`${trackedDocuments.trackingSince}`,
      updatedAt: sql`now()`,
    })
    .where(eq(trackedDocuments.id, own.id))
    .returning(trackingRefColumns);
  return row;
}

/**
 * The user's tracked documents with the changes detected in their family since tracking began;
 * documents with news first, then the most recently tracked.
 */
export async function trackedDocumentsOf(
  db: Db,
  tracker: Tracker | null,
  config: Pick<TenantConfig, 'publisherCodes'>,
  page: { page: number; size: number },
): Promise<TrackedDocumentList> {
  if (!tracker) return { count: 0, result: [] };
  const where = and(
    eq(trackedDocuments.userId, tracker.userId),
    eq(trackedDocuments.tenantId, tracker.tenantId),
    eq(trackedDocuments.trackingFlag, true),
    offeredPublishers(config),
  );
  const lastChange = sql<string | null>`(select max(c.detected_at) from document_changes c join documents x on x.id = c.document_id
      where x.family = ${trackedDocuments.family} and c.detected_at >= ${trackedDocuments.trackingSince})`;
  const tracked = eq(trackedDocuments.documentId, documents.id);
  const [{ total }] = await selectDocuments(db, { total: count() }).innerJoin(trackedDocuments, tracked).where(where);
  const rows = await selectDocumentCards(db, { trackedDocumentId: trackedDocuments.id, workItem: trackedDocuments.workItem, trackedFamily: trackedDocuments.family, trackingSince: trackedDocuments.trackingSince, lastChange })
    .innerJoin(trackedDocuments, tracked)
    .where(where)
    .orderBy(sql`${lastChange} desc nulls last`, desc(trackedDocuments.trackingSince), desc(trackedDocuments.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const changes = await changesOfFamilies(db, [...new Set(rows.map((r) => r.trackedFamily))]);
  return {
    count: total,
    result: rows.map((r) => {
      const own = changes.filter((c) => c.family === r.trackedFamily && new Date(c.detectedAt) >= r.trackingSince).map(stripFamilyChange);
      return {
        ...toCard(r),
        trackedDocumentId: r.trackedDocumentId,
        workItem: r.workItem,
        trackingSinceDate: r.trackingSince.toISOString(),
        updated: own.length > 0,
        lastChangeDate: own[0]?.detectedAt ?? null,
        changes: own,
      };
    }),
  };
}
