/**
 * What readers and admins see of seats (docs/adr/0065): the seats a reader holds, an account's seats now with their
 * readers and its last 90 days (peak and refusals per day), and the account dashboard's figures.
 */
import { sql } from 'drizzle-orm';
import { SEAT_IDLE_NOTICE_MS, type AccountSeat, type AccountSeats, type AccountSeatsPanel, type MySeat, type SeatHelper } from '@codex/domain';
import { queryRows, type Db } from '../../../db/client.js';
import { todayUtc } from '../../../db/current-subscriptions.js';
import { readerName as userName } from '../reader-name.js';
import { idleInterval } from './seats.service.js';

interface SeatRow {
  id: number;
  subscription_id: number;
  subscription_name: string;
  seat_limit: number;
  content_code: string | null;
  title: string | null;
  last_seen_at: Date | string;
  user_id: number;
  login: string;
  user_name: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();


/** Live seats (not idle) with their subscription, document and reader; `where` narrows them. */
function liveSeats(db: Db, where: ReturnType<typeof sql>, idleMs: number) {
  return queryRows<SeatRow>(
    db,
    sql`select s.id, s.subscription_id, sub.name as subscription_name, sub.seat_limit, d.content_code, d.title, s.last_seen_at,
               u.id as user_id, u.login, ${userName} as user_name
        from seats s
        join subscriptions sub on sub.id = s.subscription_id
        join users u on u.id = s.user_id
        left join documents d on d.id = s.document_id
        where s.last_seen_at >= now() - ${idleInterval(idleMs)} and ${where}
        order by s.last_seen_at desc, s.id`,
  );
}

const mySeatOf = (r: SeatRow): MySeat => ({
  id: Number(r.id),
  subscriptionName: r.subscription_name,
  seatLimit: Number(r.seat_limit),
  contentCode: r.content_code,
  documentTitle: r.title,
  lastSeenAt: iso(r.last_seen_at),
});

/** The seats the reader holds now. */
export async function mySeats(db: Db, tenantId: number, userId: number, idleMs: number): Promise<MySeat[]> {
  return (await liveSeats(db, sql`s.tenant_id = ${tenantId} and s.user_id = ${userId}`, idleMs)).map(mySeatOf);
}

/** The account's seat-limited subscriptions of today, their seats now and the last 90 days. */
export async function accountSeats(db: Db, accountId: number, idleMs: number): Promise<AccountSeats> {
  const today = todayUtc();
  const subscriptionRows = await queryRows<{ id: number; name: string; seat_limit: number }>(
    db,
    sql`select id, name, seat_limit from subscriptions
        where account_id = ${accountId} and seat_limit is not null and starts_on <= ${today} and (ends_on is null or ends_on >= ${today})
        order by name, id`,
  );
  const rows = await liveSeats(db, sql`sub.account_id = ${accountId}`, idleMs);
  const now = Date.now();
  const seats: AccountSeat[] = rows.map((r) => ({
    ...mySeatOf(r),
    subscriptionId: Number(r.subscription_id),
    userId: Number(r.user_id),
    login: r.login,
    userName: r.user_name,
    idle: now - new Date(r.last_seen_at).getTime() >= SEAT_IDLE_NOTICE_MS,
  }));
  const dayRows = await queryRows<{ day: string | Date; peak: number; refusals: number }>(
    db,
    sql`select d.day, sum(d.peak)::int as peak, sum(d.refusals)::int as refusals
        from seat_days d join subscriptions sub on sub.id = d.subscription_id
        where sub.account_id = ${accountId} and d.day > current_date - 90
        group by d.day`,
  );
  const byDay = new Map(dayRows.map((d) => [typeof d.day === 'string' ? d.day.slice(0, 10) : d.day.toISOString().slice(0, 10), d]));
  const days = Array.from({ length: 90 }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - (89 - i) * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    return { day, peak: Number(found?.peak ?? 0), refusals: Number(found?.refusals ?? 0) };
  });
  return {
    subscriptions: subscriptionRows.map((s) => ({
      id: Number(s.id),
      name: s.name,
      seatLimit: Number(s.seat_limit),
      inUse: seats.filter((seat) => seat.subscriptionId === Number(s.id)).length,
    })),
    seats,
    days,
    idleMinutes: Math.round(idleMs / 60_000),
  };
}

/** The account dashboard's seats panel: today's seats against the limits, and the last 30 days. */
export async function accountSeatsPanel(db: Db, accountId: number, idleMs: number): Promise<AccountSeatsPanel> {
  const all = await accountSeats(db, accountId, idleMs);
  const last30 = all.days.slice(-30);
  return {
    subscriptionsWithSeats: all.subscriptions.length,
    seatLimit: all.subscriptions.reduce((sum, s) => sum + s.seatLimit, 0),
    inUseNow: all.subscriptions.reduce((sum, s) => sum + s.inUse, 0),
    peakLast30Days: Math.max(0, ...last30.map((d) => d.peak)),
    refusalsLast30Days: last30.reduce((sum, d) => sum + d.refusals, 0),
  };
}

/** The account's admins, whom a refused reader can ask to end an idle seat. */
export async function seatHelpers(db: Db, accountId: number): Promise<SeatHelper[]> {
  const rows = await queryRows<{ name: string; email: string | null }>(
    db,
    sql`select ${userName} as name, nullif(u.email, '') as email
        from users u join membership_authorities m on m.user_id = u.id
        where m.account_id = ${accountId} and m.authority_name = 'ADMIN' and u.activated
        order by name limit 5`,
  );
  return rows.map((r) => ({ name: r.name, email: r.email }));
}
