import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import type { JobContext } from '../jobs/index.js';
import type { MailTransport } from './mail-transport.js';

/**
 * The mail.send job: sends one outbox row and records the outcome on it. A row already sent is
 * skipped, so a job run twice (its worker died after sending) sends once unless it died between
 * the SMTP answer and this update.
 */
export function mailSendHandler(transport: () => MailTransport, from: () => string) {
  return async (payload: Record<string, unknown>, context: JobContext): Promise<void> => {
    const db: Db = context.db;
    const id = Number(payload.messageId);
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!row || row.state === 'sent') return;
    try {
      const messageId = await transport().send({ from: from(), to: row.toAddress, replyTo: row.replyTo, subject: row.subject, html: row.html, text: row.text, headers: row.headers });
      await db
        .update(mailMessages)
        .set({ state: 'sent', sentAt: new Date(), messageId, attempts: sql`${mailMessages.attempts} + 1`, lastError: null })
        .where(eq(mailMessages.id, id));
    } catch (error) {
      const last = context.job.attempts >= context.job.maxAttempts;
      await db
        .update(mailMessages)
        .set({ state: last ? 'failed' : 'retrying', attempts: sql`${mailMessages.attempts} + 1`, lastError: (error as Error).message.slice(0, 2000) })
        .where(eq(mailMessages.id, id));
      throw error;
    }
  };
}
