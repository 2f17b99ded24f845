import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../../db/client.js';
import { DOUBLE_CLICK_MS } from './counter-processing.js';
import { isRobot } from '../recording/robots.js';

/**
 * COUNTER counting in one set-based statement (docs/adr/0034): the rules of `counter-processing.ts` (its
 * `countUsage` is the reference the tests hold this against) written as SQL over a range of days, so a million raw
 * events are counted by the database in a few statements instead of event by event in JavaScript.
 *
 * - robots: the distinct user agents of the range are matched against COUNTER's list once, here, and passed in;
 * - double-clicks: an event is dropped when the same actor's next event on the same URL follows within 30 s
 *   (`lead()`), also when that next click is after midnight (the range reaches 30 s past its last day); the
 *   protected viewer's pages: only the first page of a document in a session is kept (docs/adr/0047);
 * - searches: Searches_Regular for each database the search covered (recorded with it), else every database;
 * - sessions: a logged session id plus date, else the actor plus date and hour;
 * - unique items: distinct sessions per item and day. No unique titles: every item is a Standard (docs/adr/0057).
 */

export interface CountingRange {
  tenantId: number;
  /** The days (YYYY-MM-DD, UTC) whose counts are written. */
  days: string[];
  /** The databases (publisher ids) a search recorded without its databases is taken to have covered. */
  databases: number[];
}

/** The user agents of a tenant's events between two instants that COUNTER's list calls robots. */
async function robotAgents(db: Db, tenantId: number, start: Date, end: Date): Promise<string[]> {
  const rows = await queryRows<{ agent: string }>(
    db,
    sql`select distinct user_agent as agent from usage_events where tenant_id = ${tenantId} and occurred_at >= ${start.toISOString()}::timestamptz and occurred_at <= ${end.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.agent).filter(isRobot);
}

/**
 * Writes the COUNTER counts of `range.days` into usage_counts (the caller removed those days' rows first, in the
 * same transaction). The days must be sorted; events are read from the first day to 30 s past the last.
 */
export async function insertCounts(db: Db, range: CountingRange): Promise<void> {
  if (range.days.length === 0) return;
  const start = new Date(`${range.days[0]}T00:00:00.000Z`);
  const end = new Date(new Date(`${range.days[range.days.length - 1]}T00:00:00.000Z`).getTime() + 86_400_000 + DOUBLE_CLICK_MS);
  const robots = await robotAgents(db, range.tenantId, start, end);
  const days = pgArray(range.days);
  const actor = sql.raw(`coalesce('u' || e.user_id, 's' || coalesce(e.session_id, ''))`);
  await db.execute(sql`
    with clicks as (
      select e.id, e.account_id, e.document_id, e.kind, e.format, e.occurred_at, e.searched_publisher_ids,
        (e.occurred_at at time zone 'UTC')::date as day,
        case when e.session_id like 'oidc:%' then e.session_id || '|' || to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD')
          else ${actor} || '|' || to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24') end as session,
        e.kind = 'search' or coalesce(
          lead(e.occurred_at) over (partition by e.account_id, ${actor}, e.kind, e.format, e.document_id order by e.occurred_at, e.id) - e.occurred_at
            > make_interval(secs => ${DOUBLE_CLICK_MS / 1000}), true) as kept_click
      from usage_events e
      where e.tenant_id = ${range.tenantId}
        and e.occurred_at >= ${start.toISOString()}::timestamptz and e.occurred_at <= ${end.toISOString()}::timestamptz
        and not (e.user_agent = any(${pgArray(robots)}::text[]))
    ),
    events as (
      -- The protected viewer's pages of one document in one session are one delivery of its full text (docs/adr/0047).
      select c.*, case when c.format = 'page'
          then row_number() over (partition by c.account_id, c.session, c.kind, c.format, c.document_id order by c.occurred_at, c.id) = 1
          else c.kept_click end as kept
      from clicks c
    ),
    counted as (
      select ev.*, d.publisher_id
      from events ev join documents d on d.id = ev.document_id
      where ev.kept and ev.day = any(${days}::date[]) and ev.kind <> 'search'
    ),
    viewed as (
      select c.* from counted c where c.kind in ('investigation', 'request')
    ),
    items as (
      select account_id, day, publisher_id, document_id,
        count(*) as tii, count(distinct session) as uii,
        count(*) filter (where kind = 'request') as tir, count(distinct session) filter (where kind = 'request') as uir
      from viewed group by account_id, day, publisher_id, document_id
    ),
    searches as (
      select account_id, day, count(*)::int as n from events where kind = 'search' and day = any(${days}::date[]) group by account_id, day
    ),
    searched as (
      -- Each search credits the databases it covered; a search recorded without them, every database of the tenant.
      select s.account_id, s.day, p.id as publisher_id, count(*)::int as n
      from events s cross join unnest(coalesce(s.searched_publisher_ids, ${pgArray(range.databases)}::int[])) as p(id)
      where s.kind = 'search' and s.day = any(${days}::date[])
      group by s.account_id, s.day, p.id
    )
    insert into usage_counts (tenant_id, account_id, usage_date, metric, publisher_id, document_id, count)
    select ${range.tenantId}::int, i.account_id, i.day, m.metric, i.publisher_id, i.document_id, m.n
      from items i cross join lateral (values
        ('Total_Item_Investigations', i.tii), ('Unique_Item_Investigations', i.uii),
        ('Total_Item_Requests', i.tir), ('Unique_Item_Requests', i.uir)) m(metric, n)
      where m.n > 0

    union all
    select ${range.tenantId}::int, c.account_id, c.day, case when c.kind = 'no_license' then 'No_License' else 'Limit_Exceeded' end,
        c.publisher_id, c.document_id, count(*)::int
      from counted c where c.kind in ('no_license', 'limit_exceeded')
      group by c.account_id, c.day, c.kind, c.publisher_id, c.document_id
    union all
    select ${range.tenantId}::int, s.account_id, s.day, 'Searches_Platform', 0, 0, s.n from searches s
    union all
    select ${range.tenantId}::int, s.account_id, s.day, 'Searches_Regular', s.publisher_id, 0, s.n from searched s`);
}
