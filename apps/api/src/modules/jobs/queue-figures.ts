/**
 * The queue's figures by job type, as the console's first page and the Prometheus gauges both report them: one
 * aggregate query over the jobs not finished and those that failed in the last seven days.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

export interface JobKindFigures {
  kind: string;
  queued: number;
  running: number;
  /** Jobs of the type that failed for good in the last seven days. */
  failedLast7Days: number;
  /** How long the oldest due job of the type has waited for a worker, in seconds; null when none waits. */
  oldestWaitSeconds: number | null;
}

export async function jobQueueFigures(db: Db): Promise<JobKindFigures[]> {
  const rows = await queryRows<{ kind: string; queued: number; running: number; failed: number; oldest: number | null }>(
    db,
    sql`select kind,
          count(*) filter (where state = 'queued')::int as queued,
          count(*) filter (where state = 'running')::int as running,
          count(*) filter (where state = 'failed' and finished_at > now() - interval '7 days')::int as failed,
          extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))::float8 as oldest
        from jobs
        where state in ('queued', 'running') or (state = 'failed' and finished_at > now() - interval '7 days')
        group by kind order by kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    queued: Number(row.queued),
    running: Number(row.running),
    failedLast7Days: Number(row.failed),
    oldestWaitSeconds: row.oldest === null ? null : Math.max(0, Number(row.oldest)),
  }));
}
