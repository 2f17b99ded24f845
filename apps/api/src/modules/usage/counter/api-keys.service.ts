import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, usageApiKeys, users } from '../../../db/schema/index.js';
import { recordAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';

export interface ApiKeyRow {
  id: number;
  label: string;
  prefix: string;
  createdAt: string;
  /** Who made the key (their login; null when that user is gone). */
  createdBy: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface KeyScope {
  tenantId: number;
  accountId: number;
}

/** A key's last use is noted again only after this long, so a harvester's burst of calls writes once. */
const LAST_USED_RESOLUTION_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
type KeyRecord = { id: number; label: string; prefix: string; createdAt: Date; revokedAt: Date | null; lastUsedAt: Date | null };
const toRow = (r: KeyRecord, createdBy: string | null): ApiKeyRow => ({
  id: r.id,
  label: r.label,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  createdBy,
  revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
  lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
});

export async function listApiKeys(db: Db, scope: KeyScope): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({ key: usageApiKeys, createdBy: users.login })
    .from(usageApiKeys)
    .leftJoin(users, eq(users.id, usageApiKeys.createdById))
    .where(and(eq(usageApiKeys.tenantId, scope.tenantId), eq(usageApiKeys.accountId, scope.accountId)))
    .orderBy(desc(usageApiKeys.createdAt), desc(usageApiKeys.id));
  return rows.map((r) => toRow(r.key, r.createdBy));
}

/** Makes a key; the key itself is in the answer only, the table keeps its SHA-256 (a 256-bit random key needs no slow hash). */
export async function createApiKey(db: Db, scope: KeyScope, label: string, actor: { userId: number | null; login: string; requestId: string }) {
  const key = `cdx_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(usageApiKeys)
    .values({ tenantId: scope.tenantId, accountId: scope.accountId, keyHash: hashOf(key), prefix: key.slice(0, 10), label, createdById: actor.userId })
    .returning();
  await recordAudit(db, { tenantId: scope.tenantId, principal: actor.login, type: 'USAGE_API_KEY_CREATED', data: { keyId: row.id, accountId: scope.accountId, label }, requestId: actor.requestId });
  return { ...toRow(row, actor.userId === null ? null : actor.login), key };
}

/** Revokes a key of the account; another account's or tenant's key is a 404. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, scope: KeyScope, id: number, actor: { login: string; requestId: string }): Promise<ApiKeyRow> {
  const [row] = await db
    .select()
    .from(usageApiKeys)
    .where(and(eq(usageApiKeys.id, id), eq(usageApiKeys.tenantId, scope.tenantId), eq(usageApiKeys.accountId, scope.accountId)));
  if (!row) throw AppError.notFound('API key');
  const [maker] = row.createdById === null ? [] : await db.select({ login: users.login }).from(users).where(eq(users.id, row.createdById));
  const createdBy = maker?.login ?? null;
  if (row.revokedAt) return toRow(row, createdBy);
  const [revoked] = await db.update(usageApiKeys).set({ revokedAt: new Date() }).where(eq(usageApiKeys.id, id)).returning();
  await recordAudit(db, { tenantId: scope.tenantId, principal: actor.login, type: 'USAGE_API_KEY_REVOKED', data: { keyId: id, accountId: scope.accountId }, requestId: actor.requestId });
  return toRow(revoked, createdBy);
}

/** The account a live key of this tenant belongs to, or null; notes the key as used (at most once a minute). */
export async function accountOfApiKey(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select({ keyId: usageApiKeys.id, lastUsedAt: usageApiKeys.lastUsedAt, accountId: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name })
    .from(usageApiKeys)
    .innerJoin(accounts, eq(accounts.id, usageApiKeys.accountId))
    .where(and(eq(usageApiKeys.keyHash, hashOf(key)), eq(usageApiKeys.tenantId, tenantId), isNull(usageApiKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(usageApiKeys).set({ lastUsedAt: new Date() }).where(eq(usageApiKeys.id, row.keyId));
  }
  return { accountId: row.accountId, accountNumber: row.accountNumber, name: row.name };
}
