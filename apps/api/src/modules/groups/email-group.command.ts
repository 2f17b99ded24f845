/**
 * E-mailing a group (POST /api/group/sendMailToGroup), the whole write in one place: the caller must be a member who
 * may e-mail the group (policy), then in one transaction the message for every member but the sender (as each one's
 * notification preferences say), the sender's own copy when asked, and the GROUP_EMAILED audit event. The mail
 * module's outbox sends them once the transaction is committed (its mail.send job); nothing is sent otherwise.
 */
import type { EmailGroupPayload } from '@codex/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { notifyUsers, queueDirectMail } from '../mail/index.js';
import { auditGroup, groupForCaller, rostersOf, type GroupContext } from './group-store.js';
import { assertGroupRole, canEmailGroup } from './groups.policy.js';

export const fullName = (u: { firstName: string | null; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Queues the message in the outbox in one transaction with its audit event; answers how many members it goes to. */
export async function emailGroup(context: GroupContext, payload: EmailGroupPayload): Promise<{ recipients: number }> {
  const { db, principal } = context;
  const groupId = (payload.groupID ?? payload.groupId)!;
  const { group, role } = await groupForCaller(db, principal, groupId);
  assertGroupRole(role, canEmailGroup, groupId);
  const [[sender], roster] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, principal.userId)),
    rostersOf(db, group.id, principal.userId),
  ]);
  const recipients = roster.map((m) => m.userId);
  const event = {
    type: 'group-message' as const,
    group: { id: group.id, name: group.name },
    from: { name: fullName(sender), email: sender.email },
    subject: payload.subject,
    message: payload.message,
  };
  await db.transaction(async (tx) => {
    if (recipients.length) await notifyUsers(tx, { tenantId: principal.tenantId, userIds: recipients, kind: 'GROUP_MESSAGES', event });
    if (payload.copyMeFlag) await queueDirectMail(tx, { tenantId: principal.tenantId, toUserId: principal.userId, event, copy: true });
    await auditGroup(tx, context, 'GROUP_EMAILED', { groupId: group.id, subject: payload.subject, recipients: recipients.length, copyMe: payload.copyMeFlag });
  });
  return { recipients: recipients.length };
}
