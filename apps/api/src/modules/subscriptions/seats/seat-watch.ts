/**
 * "Tell me when a seat frees" (docs/adr/0065): a refused reader's wish is a row; a durable job looks at the
 * subscription when its next seat is expected to free (or at once when someone releases one), tells the watchers by
 * mail if they asked for it, and forgets them. While the seats are still all taken it looks again at the new time.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { seatWatchers } from '../../../db/schema/index.js';
import { defineJob, type DbOrTx } from '../../jobs/index.js';
import { queueDirectMail } from '../../mail/index.js';
import { idleInterval } from './seats.service.js';

export const seatWatchJob = defineJob<{ subscriptionId: number; idleMs: number }>('seats.watch');

/** One look per subscription and time: watchers refused together plan one job; a job planning the next never meets its own key. */
const dedupeKey = (subscriptionId: number, at: Date) => `seats.watch:${subscriptionId}:${at.getTime()}`;

export interface SeatWatchRequest {
  tenantId: number;
  subscriptionId: number;
  userId: number;
  documentId: number | null;
  mail: boolean;
  idleMs: number;
  /** When the refusal said the next seat frees. */
  nextFreeAt: Date;
}

/** Remembers the reader's wish (once per subscription; asking again updates it) and plans the look. */
export async function watchSeat(db: Db, watch: SeatWatchRequest): Promise<void> {
  await db
    .insert(seatWatchers)
    .values({ tenantId: watch.tenantId, subscriptionId: watch.subscriptionId, userId: watch.userId, documentId: watch.documentId, mail: watch.mail })
    .onConflictDoUpdate({ target: [seatWatchers.subscriptionId, seatWatchers.userId], set: { mail: watch.mail, documentId: watch.documentId } });
  await seatWatchJob.enqueue(db, { subscriptionId: watch.subscriptionId, idleMs: watch.idleMs }, { runAt: watch.nextFreeAt, dedupeKey: dedupeKey(watch.subscriptionId, watch.nextFreeAt) });
}

/** Whether the user waits for a seat of the subscription. */
export async function isWatching(db: Db, subscriptionId: number, userId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from seat_watchers where subscription_id = ${subscriptionId} and user_id = ${userId}`);
  return rows.length > 0;
}

/** Seats were released: subscriptions with watchers are looked at now. */
export async function seatsReleased(db: DbOrTx, subscriptionIds: number[], idleMs: number): Promise<void> {
  const ids = [...new Set(subscriptionIds)];
  if (ids.length === 0) return;
  const watched = await queryRows<{ subscription_id: number }>(
    db as Db,
    sql`select distinct subscription_id from seat_watchers where subscription_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  for (const w of watched) await seatWatchJob.enqueue(db, { subscriptionId: Number(w.subscription_id), idleMs });
}

/** The job: a seat free now tells every watcher (mail when asked) and forgets them; otherwise looks again later. */
export async function lookForFreeSeat(db: Db, subscriptionId: number, idleMs: number): Promise<'told' | 'later' | 'nobody'> {
  return db.transaction(async (tx) => {
    const [subscription] = await queryRows<{ seat_limit: number | null; name: string; tenant_id: number }>(
      tx,
      sql`select s.seat_limit, s.name, a.tenant_id from subscriptions s join accounts a on a.id = s.account_id where s.id = ${subscriptionId} for update of s`,
    );
    if (!subscription) return 'nobody';
    const [use] = await queryRows<{ in_use: number; oldest: Date | string | null }>(
      tx,
      sql`select count(*)::int as in_use, min(last_seen_at) as oldest from seats
          where subscription_id = ${subscriptionId} and last_seen_at >= now() - ${idleInterval(idleMs)}`,
    );
    const free = subscription.seat_limit === null || Number(use.in_use) < Number(subscription.seat_limit);
    if (!free) {
      const oldest = use.oldest === null ? Date.now() : new Date(use.oldest).getTime();
      const again = new Date(oldest + idleMs + 1000);
      await seatWatchJob.enqueue(tx, { subscriptionId, idleMs }, { runAt: again, dedupeKey: dedupeKey(subscriptionId, again) });
      return 'later';
    }
    const watchers = await queryRows<{ user_id: number; mail: boolean; content_code: string | null; title: string | null; designation: string | null }>(
      tx,
      sql`with told as (delete from seat_watchers where subscription_id = ${subscriptionId} returning user_id, mail, document_id)
          select told.user_id, told.mail, d.content_code, d.title, d.designation from told left join documents d on d.id = told.document_id`,
    );
    for (const w of watchers.filter((x) => x.mail)) {
      await queueDirectMail(tx, {
        tenantId: Number(subscription.tenant_id),
        toUserId: Number(w.user_id),
        event: {
          type: 'seat-free',
          subscriptionName: subscription.name,
          document: w.content_code ? { contentCode: w.content_code, title: w.title ?? w.content_code, designation: w.designation } : null,
        },
      });
    }
    return watchers.length > 0 ? 'told' : 'nobody';
  });
}

seatWatchJob.handle(async ({ subscriptionId, idleMs }, { db }) => {
  await lookForFreeSeat(db, subscriptionId, idleMs);
});
