/**
 * Tracking alerts delivered: the tracking.deliver job turns undelivered tracking notifications into
 * mail through the mail module (one notice per change, honouring each user's TRACKING preference:
 * an immediate mail, a digest notice, or nothing) and marks them delivered in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { defineJob, type DbOrTx } from '../jobs/index.js';
import { carryableCountsOnReplaced } from '../compass-points/index.js';
import { notifyUsers } from '../mail/index.js';

/** Delivers the tracking notifications an import stored (queued by the import, in its transaction). */
export const trackingDeliverJob = defineJob('tracking.deliver');
const BATCH = 500;

interface Undelivered {
  id: number;
  tenant_id: number;
  user_id: number;
  change_id: number;
  summary: string;
  kind: string;
  detail: { from?: string | null; to?: string | null; relatedDesignation?: string };
  document_id: number;
  content_code: string;
  designation: string | null;
  title: string;
}

/** Queues a delivery run (inside the caller's transaction: the import's). */
export async function queueTrackingDelivery(db: DbOrTx): Promise<void> {
  await trackingDeliverJob.enqueue(db, {});
}

/**
 * The users of one change, split by how many of their account's compass points on a replaced document can be
 * carried to the new edition (the notice says so when there are any).
 */
async function byCarryableCount(db: Db, change: Undelivered, group: Undelivered[]) {
  const userIds = group.map((r) => r.user_id);
  const carryable = change.kind === 'REPLACED' ? await carryableCountsOnReplaced(db, change.tenant_id, change.document_id, userIds) : null;
  if (!carryable) return [{ userIds, compassPoints: null }];
  const split = new Map<number, number[]>();
  for (const userId of userIds) {
    const count = carryable.counts.get(userId) ?? 0;
    split.set(count, [...(split.get(count) ?? []), userId]);
  }
  return [...split].map(([count, ids]) => ({ userIds: ids, compassPoints: count > 0 ? { count, to: carryable.target } : null }));
}

/** Delivers every undelivered notification, a batch per transaction; answers how many. */
export async function deliverTrackingNotifications(db: Db): Promise<{ delivered: number; queued: number; digested: number }> {
  const total = { delivered: 0, queued: 0, digested: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await queryRows<Undelivered>(
        tx as unknown as Db,
        sql`select n.id, n.tenant_id, n.user_id, n.change_id, c.summary, c.kind, c.detail, c.document_id, d.content_code, d.display_designation as designation, d.title
              from tracking_notifications n
              join document_changes c on c.id = n.change_id
              join documents d on d.id = c.document_id
             where n.delivered_at is null
             order by n.change_id, n.id
             limit ${BATCH}
             for update of n skip locked`,
      );
      if (rows.length === 0) return 0;
      // One notice per change, to all the users of a tenant it concerns at once.
      const groups = new Map<string, Undelivered[]>();
      for (const r of rows) {
        const key = `${r.tenant_id}:${r.change_id}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      for (const group of groups.values()) {
        const [first] = group;
        for (const { userIds, compassPoints } of await byCarryableCount(tx as unknown as Db, first, group)) {
          const result = await notifyUsers(tx, {
            tenantId: first.tenant_id,
            userIds,
            kind: 'TRACKING',
            event: {
              type: 'tracking',
              changes: [
                {
                  contentCode: first.content_code,
                  designation: first.designation,
                  title: first.title,
                  summary: first.summary,
                  change: { kind: first.kind, from: first.detail.from ?? null, to: first.detail.to ?? null, relatedDesignation: first.detail.relatedDesignation },
                  ...(compassPoints ? { compassPoints } : {}),
                },
              ],
            },
          });
          total.queued += result.queued;
          total.digested += result.digested;
        }
      }
      await tx.execute(sql`update tracking_notifications set delivered_at = now() where id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
      return rows.length;
    });
    total.delivered += done;
    if (done < BATCH) return total;
  }
}

trackingDeliverJob.handle(async (_payload, { db, log }) => {
  const result = await deliverTrackingNotifications(db);
  if (result.delivered) log.info(result, 'tracking notifications delivered');
});
