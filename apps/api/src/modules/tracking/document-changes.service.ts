/**
 * Change detection for tracking: the catalogue import calls these while it writes a newer
 * catalogue, so a tracked document shows what changed and when, and every user tracking it gets
 * a stored notification. Everything is keyed so that a resumed or repeated import records
 * nothing twice.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { documentChanges, type DocumentChangeDetail, type DocumentChangeKind } from '../../db/schema/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';
import { queueTrackingDelivery } from './tracking-delivery.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What change detection compares: the stored state of a document before the import rewrites it. */
export interface StoredState {
  id: number;
  status: string;
  title: string;
  lastUpdateDate: string | null;
}

/** The new state of a written document, as the import mapped it. */
export interface WrittenDocument {
  id: number;
  inserted: boolean;
  designation: string;
  contentCode: string;
  status: string;
  title: string;
  lastUpdateDate: string | null;
  /** Relations of the new record: (relationType, related document id when it is already in the catalogue). */
  relations: { relationType: string; relatedDocumentId: number | null }[];
}

/** The stored state of the documents with these source ids. */
export async function storedStates(tx: Tx | Db, sourceIds: string[]): Promise<Map<string, StoredState>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; source_id: string; status: string; title: string; last_update_date: string | null }>(
    tx as Db,
    sql`select id, source_id, status, title, last_update_date::text from documents where source_id in (select jsonb_array_elements_text(${JSON.stringify(sourceIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.source_id, { id: Number(r.id), status: r.status, title: r.title, lastUpdateDate: r.last_update_date }]));
}

interface ChangeRow {
  documentId: number;
  kind: DocumentChangeKind;
  changeKey: string;
  summary: string;
  detail: DocumentChangeDetail;
}

const REPLACING = new Map<string, 'REPLACED' | 'UPDATED'>([
  ['obsoletes', 'REPLACED'],
  ['supersedes', 'REPLACED'],
  ['updates', 'UPDATED'],
]);

/** The changes one written document means, for itself and for the older documents it replaces or updates. */
export function changesOf(before: StoredState | undefined, written: WrittenDocument): ChangeRow[] {
  const out: ChangeRow[] = [];
  if (before && !written.inserted) {
    if (before.status !== written.status) {
      out.push({
        documentId: written.id,
        kind: 'STATUS',
        changeKey: `STATUS:${before.status}>${written.status}`,
        summary: `Status changed from ${before.status} to ${written.status}`,
        detail: { from: before.status, to: written.status },
      });
    }
    if (before.title !== written.title) {
      out.push({ documentId: written.id, kind: 'TITLE', changeKey: `TITLE:${written.title}`.slice(0, 500), summary: 'Title changed', detail: { from: before.title, to: written.title } });
    }
    if (written.lastUpdateDate && before.lastUpdateDate !== written.lastUpdateDate) {
      out.push({
        documentId: written.id,
        kind: 'NEW_VERSION',
        changeKey: `NEW_VERSION:${written.lastUpdateDate}`,
        summary: `New edition dated ${written.lastUpdateDate}`,
        detail: { from: before.lastUpdateDate, to: written.lastUpdateDate },
      });
    }
  }
  if (written.inserted) {
    for (const relation of written.relations) {
      const kind = REPLACING.get(relation.relationType);
      if (!kind || relation.relatedDocumentId === null) continue;
      out.push({
        documentId: relation.relatedDocumentId,
        kind,
        changeKey: `${kind}:${written.contentCode}`,
        summary: `${kind === 'REPLACED' ? 'Replaced' : 'Updated'} by ${written.designation}`,
        detail: { relatedContentCode: written.contentCode, relatedDesignation: written.designation },
      });
    }
  }
  return out;
}

/** Stores detected changes (inside the import's batch transaction); a change already stored is kept as it was. */
export async function recordChanges(tx: Tx, importRunId: number, changes: ChangeRow[]): Promise<number> {
  if (changes.length === 0) return 0;
  const rows = await tx
    .insert(documentChanges)
    .values(changes.map((c) => ({ ...c, importRunId })))
    .onConflictDoNothing({ target: [documentChanges.documentId, documentChanges.changeKey] })
    .returning({ id: documentChanges.id });
  return rows.length;
}

/**
 * After the families are named: moves trackings to their document's current family (a new
 * version can rename a family), then stores a notification for every user who tracked the
 * family when each not yet notified change was detected. Safe to run again.
 */
export async function notifyTrackers(db: Db): Promise<{ notifications: number; changes: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update tracked_documents t set family = d.family, updated_at = now()
        from documents d
       where d.id = t.document_id and d.family is not null and d.family <> t.family
         and not exists (select 1 from tracked_documents o where o.user_id = t.user_id and o.family = d.family)`);
    const inserted = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`insert into tracking_notifications (tenant_id, user_id, tracked_document_id, change_id)
          select t.tenant_id, t.user_id, t.id, c.id
            from document_changes c
            join documents d on d.id = c.document_id
            join tracked_documents t on t.family = d.family and t.tracking_flag and t.tracking_since <= c.detected_at
           where c.notified_at is null
          on conflict (user_id, change_id) do nothing
          returning id`,
    );
    const notified = await queryRows<{ id: number }>(tx as unknown as Db, sql`update document_changes set notified_at = now() where notified_at is null returning id`);
    // Mail them after the request, through the job queue, once this transaction commits.
    if (inserted.length) await queueTrackingDelivery(tx);
    if (inserted.length) await emitDocumentChanged(tx, inserted.map((r) => Number(r.id)));
    return { notifications: inserted.length, changes: notified.length };
  });
}

/**
 * document.changed for the webhooks of the accounts whose users track a changed document: one event per account and
 * change, only to accounts entitled to the document today (a payload names nothing the account may not have).
 */
async function emitDocumentChanged(tx: Tx, notificationIds: number[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await queryRows<{
    tenant_id: number;
    account_id: number;
    change_id: number;
    kind: string;
    summary: string;
    detected_at: string | Date;
    detail: Record<string, unknown>;
    content_code: string;
    designation: string;
    title: string;
    trackers: number;
  }>(
    tx as unknown as Db,
    sql`select n.tenant_id, e.account_id, c.id as change_id, c.kind, c.summary, c.detected_at, c.detail,
               d.content_code, d.display_designation as designation, d.title, count(distinct n.user_id)::int as trackers
          from tracking_notifications n
          join entitlements e on e.user_id = n.user_id
          join accounts a on a.id = e.account_id and a.tenant_id = n.tenant_id
          join document_changes c on c.id = n.change_id
          join documents d on d.id = c.document_id
         where n.id in (select jsonb_array_elements_text(${JSON.stringify(notificationIds)}::jsonb)::bigint)
           and exists (select 1 from subscriptions s
                        where s.account_id = e.account_id and s.publisher_id = d.publisher_id
                          and s.starts_on <= ${today} and (s.ends_on is null or s.ends_on >= ${today})
                          and (s.collection is null or s.collection = d.category))
         group by n.tenant_id, e.account_id, c.id, d.id
         order by c.id, e.account_id`,
  );
  await emitWebhookEvents(
    tx,
    rows.map((r) => ({
      tenantId: Number(r.tenant_id),
      accountId: Number(r.account_id),
      type: 'document.changed' as const,
      occurredAt: new Date(r.detected_at),
      data: {
        document: { contentCode: r.content_code, designation: r.designation, title: r.title },
        change: { id: Number(r.change_id), kind: r.kind, summary: r.summary, detectedAt: new Date(r.detected_at).toISOString(), ...pick(r.detail) },
        trackers: Number(r.trackers),
      },
    })),
  );
}

const pick = (detail: Record<string, unknown>) => ({
  from: (detail.from as string | undefined) ?? null,
  to: (detail.to as string | undefined) ?? null,
  ...(detail.relatedContentCode ? { relatedContentCode: detail.relatedContentCode, relatedDesignation: detail.relatedDesignation } : {}),
});
