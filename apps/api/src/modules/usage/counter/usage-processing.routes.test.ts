import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemo } from '../../../../test/demo-users.js';
import { auditEvents, jobs } from '../../../db/schema/index.js';

let t: TestContext;
let operator: string;
let grace: string;

beforeAll(async () => {
  // No worker: a queued run stays queued, so what a second request gives is certain.
  t = await createTestApp({ JOBS_WORKER: 'false' });
  [operator, grace] = await Promise.all([signInDemo(t.app, 'operator'), signInDemo(t.app, 'grace')]);
});
afterAll(() => t.close());

const post = (token?: string) => t.app.inject({ method: 'POST', url: '/api/admin/usage/processing', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/admin/usage/processing (the operator\'s "process usage now")', () => {
  it('queues the usage.process job on the durable queue, audited, and answers 202 with its id', async () => {
    const res = await post(operator);
    expect(res.statusCode, res.body).toBe(202);
    const { jobId, alreadyQueued } = res.json() as { jobId: number; alreadyQueued: boolean };
    expect(alreadyQueued).toBe(false);
    const [job] = await t.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs).where(eq(jobs.id, jobId));
    expect(job).toEqual({ kind: 'usage.process', payload: { requestedBy: 'operator' } });
    const audits = await t.db.select({ data: auditEvents.data }).from(auditEvents).where(and(eq(auditEvents.type, 'USAGE_PROCESSING_REQUESTED'), eq(auditEvents.principal, 'operator')));
    expect(audits.map((a) => a.data)).toEqual([{ jobId, alreadyQueued: false }]);
  });

  it('gives the run already waiting rather than queueing a second one', async () => {
    const [first] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, 'usage.process:operator'));
    const again = await post(operator);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ jobId: first.id, alreadyQueued: true });
    expect((await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, 'usage.process:operator'))).map((j) => j.id)).toEqual([first.id]);
  });

  it('refuses other roles (403) and callers without a session (401)', async () => {
    expect((await post(grace)).statusCode).toBe(403);
    expect((await post()).statusCode).toBe(401);
  });
});
