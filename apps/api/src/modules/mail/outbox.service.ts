/**
 * The outbox: a message is rendered and stored with its mail.send job in the caller's transaction,
 * so the mail goes out if and only if the action that caused it is committed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_FREQUENCY, type NotificationFrequency, type NotificationKind } from '@codex/domain';
import { mailMessages, mailNotices, notificationPreferences, tenants, users } from '../../db/schema/index.js';
import { defineJob, type DbOrTx } from '../jobs/index.js';
import { renderMessage, type Recipient, type TenantLook } from './mail-render.js';
import { mailSettings } from './mail-settings.js';
import type { MailEvent, MailKind } from './mail.types.js';

/** Sends one stored message (mail-send.job.ts); queued with the message, in its transaction. */
export const mailSendJob = defineJob<{ messageId: number }>('mail.send');

/** The tenant's name, branding and support contact, as messages show them. */
export async function tenantLook(db: DbOrTx, tenantId: number): Promise<TenantLook> {
  const [row] = await db.select({ name: tenants.name, config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  const config = (row?.config ?? {}) as Partial<{ tenantName: string; supportEmail: string; branding: { logoUrl: string; primaryColor: string; productName: string } }>;
  return {
    name: config.branding?.productName || config.tenantName || row?.name || 'Codex',
    logoUrl: config.branding?.logoUrl ?? null,
    color: config.branding?.primaryColor ?? '#1f4e79',
    supportEmail: config.supportEmail ?? null,
  };
}

export async function recipients(db: DbOrTx, tenantId: number, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, langKey: users.langKey, activated: users.activated })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
  return rows
    .filter((r) => r.activated && r.email)
    .map((r) => ({ userId: r.id, email: r.email, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email, locale: r.langKey }));
}

/** Each user's frequency for a kind (a missing row is the kind's default). */
export async function frequencies(db: DbOrTx, userIds: number[], kind: NotificationKind): Promise<Map<number, NotificationFrequency>> {
  const out = new Map<number, NotificationFrequency>(userIds.map((id) => [id, DEFAULT_NOTIFICATION_FREQUENCY[kind]]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: notificationPreferences.userId, frequency: notificationPreferences.frequency })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, userIds)));
  for (const r of rows) out.set(r.userId, r.frequency);
  return out;
}

interface OutgoingMessage {
  tenantId: number | null;
  kind: MailKind;
  toUserId: number | null;
  toAddress: string;
  replyTo?: string | null;
  locale: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Stores the messages and one mail.send job each, in one statement per table. */
export async function writeOutbox(db: DbOrTx, messages: OutgoingMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const ids: number[] = [];
  for (let i = 0; i < messages.length; i += 500) {
    const rows = await db
      .insert(mailMessages)
      .values(messages.slice(i, i + 500).map((m) => ({ ...m, replyTo: m.replyTo ?? null, state: 'queued' as const })))
      .returning({ id: mailMessages.id });
    ids.push(...rows.map((r) => r.id));
  }
  await mailSendJob.enqueueMany(
    db,
    ids.map((messageId) => ({ messageId })),
  );
  return ids;
}

function replyToOf(event: MailEvent): string | null {
  if (event.type === 'share') return event.sharedBy.email;
  if (event.type === 'group-message') return event.from.email;
  return null;
}

/**
 * Honors each user's preference for kind: IMMEDIATE -> outbox row + mail.send job now;
 * DAILY/WEEKLY -> a mail_notices row for the digest; OFF -> nothing. One batched insert for many users.
 */
export async function notifyUsers(
  tx: DbOrTx,
  input: { tenantId: number; userIds: number[]; kind: NotificationKind; event: MailEvent },
): Promise<{ queued: number; digested: number }> {
  // Only the tenant's own active users with an address receive anything.
  const people = await recipients(tx, input.tenantId, [...new Set(input.userIds)]);
  if (people.length === 0) return { queued: 0, digested: 0 };
  const chosen = await frequencies(
    tx,
    people.map((p) => p.userId),
    input.kind,
  );
  const immediate = people.filter((p) => chosen.get(p.userId) === 'IMMEDIATE');
  const digest = people.filter((p) => chosen.get(p.userId) === 'DAILY' || chosen.get(p.userId) === 'WEEKLY');
  if (digest.length) {
    await tx
      .insert(mailNotices)
      .values(digest.map((p) => ({ tenantId: input.tenantId, userId: p.userId, kind: input.kind, data: input.event as unknown as Record<string, unknown> })));
  }
  let queued = 0;
  if (immediate.length) {
    const look = await tenantLook(tx, input.tenantId);
    const settings = mailSettings();
    const messages = immediate.map((to) => {
      const m = renderMessage({ look, to, tenantId: input.tenantId, settings, content: { kind: input.kind, events: [input.event] } });
      return { tenantId: input.tenantId, kind: input.kind, toUserId: to.userId, toAddress: to.email, replyTo: replyToOf(input.event), ...m };
    });
    queued = (await writeOutbox(tx, messages)).length;
  }
  return { queued, digested: digest.length };
}

/** A message sent regardless of preferences (e.g. the group e-mail's "copy me"). */
export async function queueDirectMail(tx: DbOrTx, input: { tenantId: number; toUserId: number; event: MailEvent; copy?: boolean }): Promise<void> {
  const [to] = await recipients(tx, input.tenantId, [input.toUserId]);
  if (!to) return;
  const look = await tenantLook(tx, input.tenantId);
  const m = renderMessage({ look, to, tenantId: input.tenantId, settings: mailSettings(), content: { kind: null, copy: input.copy ?? false, events: [input.event] } });
  await writeOutbox(tx, [{ tenantId: input.tenantId, kind: input.copy ? 'COPY' : 'DIRECT', toUserId: to.userId, toAddress: to.email, replyTo: replyToOf(input.event), ...m }]);
}
