/**
 * Where groups and sharing hand their mail to the outbox. Until the mail module (branch api-mail) is merged this
 * keeps its surface and queues nothing.
 */
import type { NotificationKind } from '@codex/domain';
import type { Db } from '../../db/client.js';

export type MailEvent =
  | { type: 'share'; sharedBy: { name: string; email: string }; documents: { contentCode: string; title: string; designation: string | null }[]; group?: { id: number; name: string }; message?: string }
  | { type: 'group-message'; group: { id: number; name: string }; from: { name: string; email: string }; subject: string; message: string };

export async function notifyUsers(_tx: Db, _input: { tenantId: number; userIds: number[]; kind: NotificationKind; event: MailEvent }): Promise<{ queued: number; digested: number }> {
  return { queued: 0, digested: 0 };
}

export async function queueDirectMail(_tx: Db, _input: { tenantId: number; toUserId: number; event: MailEvent; copy?: boolean }): Promise<void> {}
