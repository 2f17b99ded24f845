/**
 * The outbox's figures, as the console's first page (one tenant's) and the Prometheus gauges (every tenant's) both
 * report them: one aggregate query over the messages not sent and those that failed for good.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

export interface OutboxFigures {
  /** Not tried yet. */
  queued: number;
  /** A try failed and another is due. */
  retrying: number;
  /** Given up on. */
  failed: number;
  /** How long the oldest message not sent yet has been in the outbox, in seconds (0: none). */
  oldestUnsentSeconds: number;
}

/** The outbox of one tenant, or of every tenant when `tenantId` is null. */
export async function outboxFigures(db: Db, tenantId: number | null): Promise<OutboxFigures> {
  const [row] = await queryRows<{ queued: number; retrying: number; failed: number; oldest: number | null }>(
    db,
    sql`select count(*) filter (where state = 'queued')::int as queued,
          count(*) filter (where state = 'retrying')::int as retrying,
          count(*) filter (where state = 'failed')::int as failed,
          extract(epoch from now() - min(created_at) filter (where state in ('queued', 'retrying')))::float8 as oldest
        from mail_messages
        where state in ('queued', 'retrying', 'failed') ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}`,
  );
  return { queued: Number(row.queued), retrying: Number(row.retrying), failed: Number(row.failed), oldestUnsentSeconds: Math.max(0, Number(row.oldest ?? 0)) };
}
