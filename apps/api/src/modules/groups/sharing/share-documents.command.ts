/**
 * Sharing documents, the whole write in one place (POST api/contentShare/withUser and withGroup): what may be shared
 * with whom (validation and policy, share-items.ts), then in one transaction the shares, the recipients' mail, the
 * audit event and the content.shared webhook event. A share is a
 * content_shares row per recipient (through a group: one per member but the sharer, group_id set), written in
 * one transaction with the recipients' mail (outbox or digest, by their preference) and the audit event.
 * Already made shares are not repeated. Only documents the sharer is entitled to are shared, only with people the
 * sharer may reach (share-items.ts, docs/adr/0044); opening a shared document still needs the recipient's entitlement.
 */
import { eq, sql } from 'drizzle-orm';
import type { FieldError, ShareItem, TenantConfig } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { recordAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { canShareWithGroup, type GroupUser } from '../groups.policy.js';
import { groupForCaller, receivingMembersOf } from '../group-store.js';
import { notifyUsers, type MailEvent } from '../../mail/index.js';
import { emitWebhookEvents } from '../../webhooks/index.js';
import { documentsOfItems, fieldError, recipientsOfItems, type SharedDoc as Doc } from './share-items.js';

export interface ShareContext {
  db: Db;
  principal: GroupUser;
  config: Pick<TenantConfig, 'publisherCodes'>;
  requestId: string;
}

const kindOf = (doc: Doc) => (doc.contentType === 'STANDARDS' ? 'STANDARD' : 'PUBLICATION');
const mailDocument = (doc: Doc) => ({ contentCode: doc.contentCode, title: doc.title, designation: doc.designation });

async function sharer(db: Db, userId: number) {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  return { name: [u.firstName, u.lastName].filter(Boolean).join(' '), email: u.email };
}

/** Inserts share rows that do not exist yet; answers how many were written. */
async function insertShares(tx: Db, rows: { tenantId: number; documentId: number; kind: string; sharedBy: number; sharedWith: number; groupId: number | null }[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values = sql.join(
      chunk.map((r) => sql`(${r.tenantId}::int, ${r.documentId}::int, ${r.kind}, ${r.sharedBy}::int, ${r.sharedWith}::int, ${r.groupId}::int)`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      insert into content_shares (tenant_id, document_id, kind, shared_by_user_id, shared_with_user_id, group_id)
      select v.* from (values ${values}) as v(tenant_id, document_id, kind, shared_by_user_id, shared_with_user_id, group_id)
      where not exists (
        select 1 from content_shares s
        where s.document_id = v.document_id and s.shared_by_user_id = v.shared_by_user_id and s.shared_with_user_id = v.shared_with_user_id
          and s.group_id is not distinct from v.group_id)
      returning id`);
    written += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return written;
}

/**
 * Shares documents the sharer is entitled to with colleagues (by id) and with persons of the tenant named by their
 * exact address (the '@' entry). Any item in error refuses the whole request: nothing is written or mailed.
 */
export async function shareWithUsers(context: ShareContext, items: ShareItem[]): Promise<{ shared: number }> {
  const { db, principal } = context;
  const errors: FieldError[] = [];
  const docs = await documentsOfItems(db, principal, context.config, items, errors);
  const recipients = await recipientsOfItems(db, principal, items, errors);
  if (errors.length) throw AppError.validation(errors);
  const from = await sharer(db, principal.userId);
  // Per recipient: the documents and the message that go to them in one mail.
  const perRecipient = new Map<number, { docs: Map<number, Doc>; message?: string }>();
  items.forEach((item, i) => {
    const entry = perRecipient.get(recipients[i]!) ?? { docs: new Map<number, Doc>() };
    entry.docs.set(docs[i]!.id, docs[i]!);
    entry.message ??= item.message || undefined;
    perRecipient.set(recipients[i]!, entry);
  });
  return db.transaction(async (tx) => {
    const rows = [...perRecipient].flatMap(([userId, { docs: d }]) =>
      [...d.values()].map((doc) => ({ tenantId: principal.tenantId, documentId: doc.id, kind: kindOf(doc), sharedBy: principal.userId, sharedWith: userId, groupId: null })),
    );
    const shared = await insertShares(tx, rows);
    // Recipients of the same documents and message share one batched notice (the usual dialog: one document, many people).
    const batches = new Map<string, { userIds: number[]; event: MailEvent }>();
    for (const [userId, entry] of perRecipient) {
      const documentsOf = [...entry.docs.values()].sort((a, b) => a.id - b.id);
      const key = JSON.stringify([documentsOf.map((d) => d.id), entry.message ?? null]);
      const batch = batches.get(key) ?? { userIds: [], event: { type: 'share', sharedBy: from, documents: documentsOf.map(mailDocument), ...(entry.message ? { message: entry.message } : {}) } };
      batch.userIds.push(userId);
      batches.set(key, batch);
    }
    for (const { userIds, event } of batches.values()) await notifyUsers(tx, { tenantId: principal.tenantId, userIds, kind: 'SHARING', event });
    await auditShare(tx, context, { documentIds: [...new Set(docs.map((d) => d!.id))], userIds: [...perRecipient.keys()], groupIds: [], shared });
    await emitShared(tx, context, docs, { users: perRecipient.size, groups: [] });
    return { shared };
  });
}

/** Shares documents the sharer is entitled to with groups they created or belong to: one row per member (a colleague) but the caller. */
export async function shareWithGroups(context: ShareContext, items: ShareItem[]): Promise<{ shared: number }> {
  const { db, principal } = context;
  const errors: FieldError[] = [];
  const docs = await documentsOfItems(db, principal, context.config, items, errors);
  items.forEach((item, i) => {
    if (item.sharedWithGroupID === undefined) errors.push(fieldError(`${i}.sharedWithGroupID`, 'NotNull'));
  });
  if (errors.length) throw AppError.validation(errors);
  const perGroup = new Map<number, { docs: Map<number, Doc>; message?: string }>();
  items.forEach((item, i) => {
    const entry = perGroup.get(item.sharedWithGroupID!) ?? { docs: new Map<number, Doc>() };
    entry.docs.set(docs[i]!.id, docs[i]!);
    entry.message ??= item.message || undefined;
    perGroup.set(item.sharedWithGroupID!, entry);
  });
  const targets: { group: Awaited<ReturnType<typeof groupForCaller>>['group']; members: number[]; entry: { docs: Map<number, Doc>; message?: string } }[] = [];
  for (const [groupId, entry] of perGroup) {
    const { group, role } = await groupForCaller(db, principal, groupId);
    if (!canShareWithGroup(role)) throw AppError.forbidden('Only the creator and the members share with a group');
    const members = await receivingMembersOf(db, group, principal.userId);
    targets.push({ group, members, entry });
  }
  const from = await sharer(db, principal.userId);
  return db.transaction(async (tx) => {
    let shared = 0;
    for (const { group, members, entry } of targets) {
      const rows = members.flatMap((userId) =>
        [...entry.docs.values()].map((doc) => ({ tenantId: principal.tenantId, documentId: doc.id, kind: kindOf(doc), sharedBy: principal.userId, sharedWith: userId, groupId: group.id })),
      );
      shared += await insertShares(tx, rows);
      if (members.length) {
        const event: MailEvent = {
          type: 'share',
          sharedBy: from,
          documents: [...entry.docs.values()].map(mailDocument),
          group: { id: group.id, name: group.name },
          ...(entry.message ? { message: entry.message } : {}),
        };
        await notifyUsers(tx, { tenantId: principal.tenantId, userIds: members, kind: 'SHARING', event });
      }
    }
    await auditShare(tx, context, { documentIds: [...new Set(docs.map((d) => d!.id))], userIds: [], groupIds: [...perGroup.keys()], shared });
    await emitShared(tx, context, docs, { users: targets.reduce((n, t) => n + t.members.length, 0), groups: targets.map((t) => ({ id: t.group.id, name: t.group.name })) });
    return { shared };
  });
}

function auditShare(tx: Db, context: ShareContext, data: Record<string, unknown>) {
  return recordAudit(tx, { tenantId: context.principal.tenantId, principal: context.principal.login ?? 'anonymousUser', type: 'CONTENT_SHARED', data, requestId: context.requestId });
}

/** content.shared for the webhooks of the account the sharer acts for (the documents are ones that account may read). */
function emitShared(tx: Db, context: ShareContext, docs: (Doc | null)[], recipients: { users: number; groups: { id: number; name: string }[] }) {
  const { principal } = context;
  if (principal.accountId === null) return Promise.resolve(0);
  const unique = [...new Map(docs.flatMap((d) => (d ? [[d.id, d] as const] : []))).values()];
  return emitWebhookEvents(tx, [
    {
      tenantId: principal.tenantId,
      accountId: principal.accountId,
      type: 'content.shared',
      data: {
        sharedBy: principal.login,
        documents: unique.map((d) => ({ contentCode: d.contentCode, designation: d.designation, title: d.title })),
        recipients,
      },
    },
  ]);
}
