import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { DOUBLE_CLICK_MS } from '../counter/counter-processing.js';
import { isRobot } from '../recording/robots.js';

export interface ExcludedUsage {
  robots: number;
  doubleClicks: number;
}

/**
 * The raw events of an account's period that COUNTER processing leaves out: those of robots and automated browsers
 * (COUNTER's list, recording/robots.ts) and the first of two clicks by one actor on one URL within 30 s (the rule of
 * counter-processing.ts withoutDoubleClicks; searches and protected pages are not filtered). Raw events older than the
 * tenant's retention are gone, and so is what they would tell.
 */
export async function excludedUsage(db: Db, scope: { tenantId: number; accountId: number }, range: { from: string; to: string }): Promise<ExcludedUsage> {
  const start = `${range.from}T00:00:00Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString();
  const inPeriod = sql`tenant_id = ${scope.tenantId} and account_id = ${scope.accountId} and occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz`;
  const agents = await queryRows<{ agent: string; n: number }>(db, sql`select user_agent as agent, count(*)::int as n from usage_events where ${inPeriod} group by user_agent`);
  const robotAgents = agents.filter((a) => isRobot(a.agent));
  const robots = robotAgents.reduce((sum, a) => sum + a.n, 0);
  const humans = agents.length - robotAgents.length;
  if (humans === 0) return { robots, doubleClicks: 0 };
  // Robots are left out first, as processing does.
  const notRobots = robotAgents.length ? sql`and user_agent not in (${sql.join(robotAgents.map((a) => sql`${a.agent}`), sql`, `)})` : sql``;
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select occurred_at - lag(occurred_at) over (
                   partition by coalesce('u' || user_id::text, 's' || coalesce(session_id, '')), kind, format, coalesce(document_id, 0)
                   order by occurred_at) as gap
            from usage_events
           where ${inPeriod} and kind <> 'search' and format <> 'page' ${notRobots}
        ) clicks
        where gap <= ${`${DOUBLE_CLICK_MS} milliseconds`}::interval`,
  );
  return { robots, doubleClicks: n };
}
