/**
 * Seats (docs/adr/0065): a subscription with a seat limit lets that many people read its full text at once. A reader
 * holds one seat of a subscription however many of its documents are open, keeps it while active (each opening and the
 * viewer's heartbeat touch it), and loses it after the tenant's idle time, on release, or at sign-out. Taking the last
 * seat locks the subscription's row, so two openings on several server processes never both get it; a killed process
 * holds nothing beyond its rows, which free themselves after the idle time.
 */
import { and, eq, sql } from 'drizzle-orm';
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
const idleInterval = (idleMs: number) => sql`${idleMs} * interval '1 millisecond'`;

/** Takes (or keeps) the user's seat of the subscription, or says why not and when the next one frees. */
export async function takeSeat(db: Db, request: SeatRequest): Promise<SeatAnswer> {
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
    if (Number(use.in_use) < seatLimit) {
      const [taken] = await tx
        .insert(seats)
        .values({ tenantId: request.tenantId, subscriptionId: request.subscriptionId, userId: request.userId, documentId: request.documentId })
        .returning({ id: seats.id });
      return { granted: true, seatId: taken.id } as const;
    }
    // Every seat is taken: the one seen longest ago frees first, unless its reader comes back.
    const oldest = use.oldest === null ? Date.now() : new Date(use.oldest).getTime();
    return { granted: false, seatLimit, inUse: Number(use.in_use), nextFreeAt: new Date(oldest + request.idleMs) } as const;
  });
}

/** The viewer's heartbeat: the user's seats still held are kept; answers how many were. */
export async function touchSeats(db: Db, userId: number, idleMs: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update seats set last_seen_at = now() where user_id = ${userId} and last_seen_at >= now() - ${idleInterval(idleMs)} returning id`,
  );
  return rows.length;
}

/** Frees every seat the user holds (My account's "release my seats", the tab closing, sign-out). */
export async function releaseUserSeats(db: Db, tenantId: number, userId: number): Promise<number> {
  const rows = await db.delete(seats).where(and(eq(seats.tenantId, tenantId), eq(seats.userId, userId))).returning({ id: seats.id });
  return rows.length;
}

/** Frees one seat of the account's subscriptions (its admin ending a colleague's idle seat); false when it is not one. */
export async function releaseAccountSeat(db: Db, accountId: number, seatId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from seats s using subscriptions sub where s.id = ${seatId} and sub.id = s.subscription_id and sub.account_id = ${accountId} returning s.id`,
  );
  return rows.length > 0;
}
