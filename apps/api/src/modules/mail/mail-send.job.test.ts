import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { mailMessages, tenants } from '../../db/schema/index.js';
import type { JobContext } from '../jobs/index.js';
import { runDigestsHandler } from './digests.service.js';
import { mailSendHandler } from './mail-send.job.js';
import type { MailTransport } from './mail-transport.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
});
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Console;

async function outboxRow() {
  const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
  const [row] = await t.db
    .insert(mailMessages)
    .values({ tenantId: keystone.id, kind: 'SHARING', toAddress: 'someone@example.org', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })
    .returning();
  return row;
}

function context(attempts: number, maxAttempts = 3): JobContext {
  return { db: t.db, log: quiet, job: { id: 1, kind: 'mail.send', payload: {}, attempts, maxAttempts } };
}

describe('the mail.send job', () => {
  it('records a failed try as retrying, and the last one as failed with the error', async () => {
    const row = await outboxRow();
    const refusing: MailTransport = { send: async () => Promise.reject(new Error('421 try again later')), verify: async () => false, close: () => {} };
    const handler = mailSendHandler(
      () => refusing,
      () => 'Codex <no-reply@codex.local>',
    );
    await expect(handler({ messageId: row.id }, context(1))).rejects.toThrow('421');
    expect((await t.db.select().from(mailMessages).where(eq(mailMessages.id, row.id)))[0]).toMatchObject({ state: 'retrying', attempts: 1, lastError: '421 try again later' });
    await expect(handler({ messageId: row.id }, context(3))).rejects.toThrow('421');
    expect((await t.db.select().from(mailMessages).where(eq(mailMessages.id, row.id)))[0]).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('sends a row once: a job run again after the send finds it sent and does nothing', async () => {
    const row = await outboxRow();
    const sent: string[] = [];
    const accepting: MailTransport = { send: async (m) => (sent.push(m.to), '<id@codex>'), verify: async () => true, close: () => {} };
    const handler = mailSendHandler(
      () => accepting,
      () => 'Codex <no-reply@codex.local>',
    );
    await handler({ messageId: row.id }, context(1));
    await handler({ messageId: row.id }, context(2));
    expect(sent).toEqual(['someone@example.org']);
    expect((await t.db.select().from(mailMessages).where(eq(mailMessages.id, row.id)))[0]).toMatchObject({ state: 'sent', messageId: '<id@codex>' });
  });

  it('runs the digests only at the digest hour of its slot', async () => {
    const logged: unknown[] = [];
    const log = { ...quiet, info: (o: unknown) => void logged.push(o) } as unknown as Console;
    const handler = runDigestsHandler(7);
    await handler({ slot: '2026-11-23T06:00:00.000Z' }, { ...context(1), log });
    expect(logged).toEqual([]);
    await handler({ slot: '2026-11-23T07:00:00.000Z' }, { ...context(1), log });
    // 23 November 2026 is a Monday: the weekly digests run too.
    expect(logged).toEqual([{ daily: { digests: 0, notices: 0, dropped: 0 }, weekly: { digests: 0, notices: 0, dropped: 0 } }]);
  });
});
