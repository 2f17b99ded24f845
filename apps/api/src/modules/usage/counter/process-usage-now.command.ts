import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { jobs } from '../../../db/schema/index.js';
import { recordAudit } from '../../../lib/audit.js';
import { usageProcessJob } from './usage-process.job.js';

/** While an operator's run waits or runs, asking again gives that run rather than queueing a second. */
const OPERATOR_RUN = 'usage.process:operator';

export interface ProcessUsageNowActor {
  tenantId: number;
  login: string;
  requestId: string;
}

/**
 * An operator's "process usage now": the usage.process job enqueued on the durable queue (or the run already
 * waiting) and the request audited, in one transaction. Returns the job's id.
 */
export async function processUsageNow(db: Db, actor: ProcessUsageNowActor): Promise<{ jobId: number; alreadyQueued: boolean }> {
  return db.transaction(async (tx) => {
    let jobId: number | null = null;
    let alreadyQueued = false;
    // Twice at most: the run found waiting may finish between the enqueue and the look-up.
    for (let attempt = 0; jobId === null && attempt < 2; attempt += 1) {
      jobId = await usageProcessJob.enqueue(tx, { requestedBy: actor.login }, { dedupeKey: OPERATOR_RUN, maxAttempts: 3 });
      if (jobId !== null) break;
      const [waiting] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, OPERATOR_RUN), inArray(jobs.state, ['queued', 'running'])));
      if (waiting) {
        jobId = waiting.id;
        alreadyQueued = true;
      }
    }
    if (jobId === null) throw new Error('usage.process could not be queued');
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      principal: actor.login,
      type: 'USAGE_PROCESSING_REQUESTED',
      data: { jobId, alreadyQueued },
      requestId: actor.requestId,
    });
    return { jobId, alreadyQueued };
  });
}
