/**
 * A user's private Atom feed of their tracked documents' changes (issue 17 item 6, docs/adr/0035). The feed address
 * carries a random token that is the only credential; only its SHA-256 is stored, so a new address revokes the old.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { todayUtc } from '../../../db/current-subscriptions.js';
import { trackingFeedTokens } from '../../../db/schema/index.js';

/** How many changes a feed lists (newest first). */
export const FEED_ENTRIES = 50;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token's path segment in the feed address. */
export const feedPath = (token: string) => `/feeds/tracked/${token}.atom`;

/** When the user's feed was turned on, or null when it is off. */
export async function feedCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: trackingFeedTokens.createdAt }).from(trackingFeedTokens).where(eq(trackingFeedTokens.userId, userId));
  return row?.createdAt ?? null;
}

/** Makes a new token for the user (the old one stops working) and answers it: the only time it is seen. */
export async function newFeedToken(db: Db, tenantId: number, userId: number): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(trackingFeedTokens)
    .values({ userId, tenantId, tokenHash: hashOf(token) })
    .onConflictDoUpdate({ target: trackingFeedTokens.userId, set: { tokenHash: hashOf(token), createdAt: sql`now()` } })
    .returning({ createdAt: trackingFeedTokens.createdAt });
  return { token, createdAt: row.createdAt };
}

/** Turns the feed off. */
export async function revokeFeedToken(db: Db, userId: number): Promise<void> {
  await db.delete(trackingFeedTokens).where(eq(trackingFeedTokens.userId, userId));
}

export interface FeedEntry {
  changeId: number;
  kind: string;
  summary: string;
  detectedAt: Date;
  contentCode: string;
  designation: string;
  title: string;
}

export interface FeedOwner {
  userId: number;
  tenantId: number;
  login: string;
  createdAt: Date;
}

/** The user a token belongs to, or null (unknown or revoked). */
export async function feedOwnerOf(db: Db, token: string): Promise<FeedOwner | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const rows = await queryRows<{ user_id: number; tenant_id: number; login: string; created_at: string | Date }>(
    db,
    sql`select f.user_id, f.tenant_id, u.login, f.created_at
          from tracking_feed_tokens f join users u on u.id = f.user_id and u.tenant_id = f.tenant_id
         where f.token_hash = ${hashOf(token)} and u.activated`,
  );
  const [row] = rows;
  return row ? { userId: Number(row.user_id), tenantId: Number(row.tenant_id), login: row.login, createdAt: new Date(row.created_at) } : null;
}

/**
 * The changes the user was notified of for documents they still track and are still entitled to (an account of
 * theirs subscribes today to the document's publisher, whole or through its collection), newest first.
 */
export async function feedEntries(db: Db, owner: FeedOwner, limit = FEED_ENTRIES): Promise<FeedEntry[]> {
  const today = todayUtc();
  const rows = await queryRows<{ change_id: number; kind: string; summary: string; detected_at: string | Date; content_code: string; designation: string; title: string }>(
    db,
    sql`select c.id as change_id, c.kind, c.summary, c.detected_at, d.content_code, d.display_designation as designation, d.title
          from tracking_notifications n
          join tracked_documents t on t.id = n.tracked_document_id and t.tracking_flag
          join document_changes c on c.id = n.change_id
          join documents d on d.id = c.document_id
         where n.user_id = ${owner.userId} and n.tenant_id = ${owner.tenantId}
           and exists (select 1 from entitlements e join subscriptions s on s.account_id = e.account_id
                        where e.user_id = n.user_id and s.publisher_id = d.publisher_id
                          and s.starts_on <= ${today} and (s.ends_on is null or s.ends_on >= ${today})
                          and (s.collection is null or s.collection = d.category))
         order by c.detected_at desc, c.id desc
         limit ${limit}`,
  );
  return rows.map((r) => ({
    changeId: Number(r.change_id),
    kind: r.kind,
    summary: r.summary,
    detectedAt: new Date(r.detected_at),
    contentCode: r.content_code,
    designation: r.designation,
    title: r.title,
  }));
}
