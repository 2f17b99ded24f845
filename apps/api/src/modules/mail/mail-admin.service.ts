import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { MailMessageDetail, MailMessageSummary } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import { mailSettings } from './mail-settings.js';
import type { MailListQuery } from './mail.schema.js';

type Row = typeof mailMessages.$inferSelect;

function summary(r: Row): MailMessageSummary {
  return {
    id: r.id,
    tenantId: r.tenantId,
    kind: r.kind,
    toAddress: r.toAddress,
    subject: r.subject,
    locale: r.locale,
    state: r.state,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

const SORTABLE = {
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
  id: mailMessages.id,
  toAddress: mailMessages.toAddress,
  subject: mailMessages.subject,
  state: mailMessages.state,
  kind: mailMessages.kind,
  attempts: mailMessages.attempts,
};

/** The tenant's messages (and the server's own, without a tenant), a page at a time. */
export async function listMail(db: Db, tenantId: number, query: MailListQuery): Promise<{ total: number; rows: MailMessageSummary[] }> {
  const conditions: SQL[] = [eq(mailMessages.tenantId, tenantId)];
  if (query.state) conditions.push(eq(mailMessages.state, query.state));
  if (query.kind) conditions.push(eq(mailMessages.kind, query.kind));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(mailMessages.toAddress, like), ilike(mailMessages.subject, like))!);
  }
  const where = and(...conditions);
  const [field, dir] = query.sort.split(',') as [keyof typeof SORTABLE, string | undefined];
  const order = dir === 'asc' ? [asc(SORTABLE[field]), asc(mailMessages.id)] : [desc(SORTABLE[field]), desc(mailMessages.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { total, rows: rows.map(summary) };
}

/** One message as it was sent, or null when it is not this tenant's. */
export async function mailDetail(db: Db, tenantId: number, id: number): Promise<MailMessageDetail | null> {
  const [r] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.tenantId, tenantId)));
  if (!r) return null;
  // The envelope headers nodemailer writes from the row, then the row's own (List-Unsubscribe ...).
  const envelope: Record<string, string> = { From: mailSettings().from, To: r.toAddress, Subject: r.subject };
  if (r.replyTo) envelope['Reply-To'] = r.replyTo;
  if (r.messageId) envelope['Message-ID'] = r.messageId;
  return { ...summary(r), html: r.html, text: r.text, headers: { ...envelope, ...r.headers }, messageId: r.messageId };
}

/** The Message-IDs of the tenant's sent messages: which of the embedded catcher's messages are the tenant's. */
export async function sentMessageIds(db: Db, tenantId: number): Promise<Set<string>> {
  const rows = await db
    .select({ messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(and(eq(mailMessages.tenantId, tenantId), isNotNull(mailMessages.messageId)));
  return new Set(rows.map((r) => r.messageId!));
}
