/**
 * Seats (docs/adr/0065): a subscription with a seat limit lets that many people read its full text at once. A reader
 * holds one seat of a subscription however many of its documents are open, keeps it while active (each opening and the
 * viewer's heartbeat touch it), and loses it after the tenant's idle time, on release, or at sign-out. Taking the last
 * seat locks the subscription's row, so two openings on several server processes never both get it; a killed process
 * holds nothing beyond its rows, which free themselves after the idle time.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { seats } from '../../../db/schema/index.js';

export interface SeatRequest {
  tenantId: number;
  subscriptionId: number;
  userId: number;
  /** The document being opened, kept with the seat for the account's admin to see. */
  documentId: number | null;
  /** The tenant's idle time: a seat not touched for this long is free. */
  idleMs: number;
}

export type SeatAnswer =
  /** `seatId` null: the subscription has no seat limit. */
  | { granted: true; seatId: number | null }
  | { granted: false; seatLimit: number; inUse: number; nextFreeAt: Date };

/** The tenant's idle time as an SQL interval: a seat last seen before `now() - idle` is free. */
export const idleInterval = (idleMs: number) => sql`${idleMs} * interval '1 millisecond'`;

/**
 * Records today's figures of a subscription's seats: the most held at once (`inUse`) or one more refusal. One upsert
 * per day and subscription, kept for the account admin's 90-day chart.
 */
async function recordSeatDay(db: Db, subscriptionId: number, figure: { inUse: number } | { refused: true }) {
  const peak = 'inUse' in figure ? figure.inUse : 0;
  const refusals = 'inUse' in figure ? 0 : 1;
  await db.execute(
    sql`insert into seat_days (subscription_id, day, peak, refusals) values (${subscriptionId}, current_date, ${peak}, ${refusals})
        on conflict (subscription_id, day) do update set peak = greatest(seat_days.peak, excluded.peak), refusals = seat_days.refusals + excluded.refusals`,
  );
}

/**
 * Keeps the seat the user already holds, without the lock: a held seat is the reader's until it idles, so touching
 * it needs no count. Answers the seat's id, or null when the user holds no live seat of the subscription.
 */
async function keepHeldSeat(db: Db, request: SeatRequest): Promise<number | null> {
  const [held] = await queryRows<{ id: number }>(
    db,
    sql`update seats set last_seen_at = now(), document_id = coalesce(${request.documentId}, document_id)
        where subscription_id = ${request.subscriptionId} and user_id = ${request.userId} and last_seen_at >= now() - ${idleInterval(request.idleMs)}
        returning id`,
  );
  return held ? Number(held.id) : null;
}

/**
 * Takes (or keeps) the user's seat of the subscription, or says why not and when the next one frees. `seatLimit` is
 * the subscription's as the caller read it (null: no seat needed, nothing is asked of the database); the locked
 * transaction reads it again, so a limit changed meanwhile is the one applied.
 */
export async function takeSeat(db: Db, request: SeatRequest & { seatLimit?: number | null }): Promise<SeatAnswer> {
  if (request.seatLimit === null) return { granted: true, seatId: null };
  const kept = await keepHeldSeat(db, request);
  if (kept !== null) return { granted: true, seatId: kept };
  const idle = idleInterval(request.idleMs);
  return db.transaction(async (tx) => {
    // The subscription's row is the lock every taker of its seats waits on.
    const [subscription] = await queryRows<{ seat_limit: number | null }>(tx, sql`select seat_limit from subscriptions where id = ${request.subscriptionId} for update`);
    if (!subscription || subscription.seat_limit === null) return { granted: true, seatId: null } as const;
    await tx.execute(sql`delete from seats where subscription_id = ${request.subscriptionId} and last_seen_at < now() - ${idle}`);
    const [held] = await queryRows<{ id: number }>(
      tx,
      sql`update seats set last_seen_at = now(), document_id = coalesce(${request.documentId}, document_id)
          where subscription_id = ${request.subscriptionId} and user_id = ${request.userId} returning id`,
    );
    if (held) return { granted: true, seatId: Number(held.id) } as const;
    const [use] = await queryRows<{ in_use: number; oldest: Date | string | null }>(
      tx,
      sql`select count(*)::int as in_use, min(last_seen_at) as oldest from seats where subscription_id = ${request.subscriptionId}`,
    );
    const seatLimit = Number(subscription.seat_limit);
    const inUse = Number(use.in_use);
    if (inUse < seatLimit) {
      const [taken] = await tx
        .insert(seats)
        .values({ tenantId: request.tenantId, subscriptionId: request.subscriptionId, userId: request.userId, documentId: request.documentId })
        .returning({ id: seats.id });
      await recordSeatDay(tx, request.subscriptionId, { inUse: inUse + 1 });
      return { granted: true, seatId: taken.id } as const;
    }
    await recordSeatDay(tx, request.subscriptionId, { refused: true });
    // Every seat is taken: the one seen longest ago frees first, unless its reader comes back.
    const oldest = use.oldest === null ? Date.now() : new Date(use.oldest).getTime();
    return { granted: false, seatLimit, inUse, nextFreeAt: new Date(oldest + request.idleMs) } as const;
  });
}

/** The seats of a subscription held now (after the idle ones are counted out), for the heartbeat's answer. */
export async function seatsInUse(db: Db, subscriptionId: number, idleMs: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from seats where subscription_id = ${subscriptionId} and last_seen_at >= now() - ${idleInterval(idleMs)}`,
  );
  const inUse = Number(row?.n ?? 0);
  // The heartbeat carries a seat over midnight into the new day's peak.
  await recordSeatDay(db, subscriptionId, { inUse });
  return inUse;
}

/** The viewer's heartbeat: the user's seats still held are kept; answers how many were. */
export async function touchSeats(db: Db, userId: number, idleMs: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update seats set last_seen_at = now() where user_id = ${userId} and last_seen_at >= now() - ${idleInterval(idleMs)} returning id`,
  );
  return rows.length;
}

/**
 * Frees the seats the user holds (My account's "release my seats", sign-out), or only those of the subscriptions
 * given (the tab closing on a document). Answers the subscriptions whose seat was freed.
 */
export async function releaseUserSeats(db: Db, tenantId: number, userId: number, subscriptionIds?: number[]): Promise<number[]> {
  if (subscriptionIds && subscriptionIds.length === 0) return [];
  const which = subscriptionIds ? and(eq(seats.tenantId, tenantId), eq(seats.userId, userId), inArray(seats.subscriptionId, subscriptionIds)) : and(eq(seats.tenantId, tenantId), eq(seats.userId, userId));
  const rows = await db.delete(seats).where(which).returning({ subscriptionId: seats.subscriptionId });
  return rows.map((r) => r.subscriptionId);
}

/**
 * Frees one seat of the account's subscriptions (its admin ending a colleague's idle seat). Answers the seat's
 * subscription, or null when the seat is not one of the account's.
 */
export async function releaseAccountSeat(db: Db, accountId: number, seatId: number): Promise<number | null> {
  const rows = await queryRows<{ subscription_id: number }>(
    db,
    sql`delete from seats s using subscriptions sub where s.id = ${seatId} and sub.id = s.subscription_id and sub.account_id = ${accountId} returning s.subscription_id`,
  );
  return rows.length > 0 ? Number(rows[0].subscription_id) : null;
}
