import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { oidcPayloads, revokedTokens, signInFailures } from '../../db/schema/index.js';

/** Supplies client metadata that is computed rather than stored (our own web client). */
export type ClientSource = (clientId: string) => Promise<AdapterPayload | undefined>;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The provider's storage over the oidc_payloads table, so sessions, grants and codes
 * survive a restart and work on PGlite and PostgreSQL alike.
 */
export function drizzleAdapter(db: Db, clientSource: ClientSource): AdapterConstructor {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, type: this.type, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: { ...values, consumedAt: null } });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), condition))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: epoch(row.consumedAt) } : payload;
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.type === 'Client') return clientSource(id);
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/**
 * Ends one provider session (found by its uid) and revokes every grant it holds, so
 * its refresh tokens stop working and the next authorization request asks for a sign-in.
 */
export async function endProviderSession(db: Db, sessionUid: string): Promise<void> {
  const [session] = await db
    .select()
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, sessionUid)))
    .limit(1);
  if (!session) return;
  const authorizations = (session.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
  for (const { grantId } of Object.values(authorizations)) {
    if (!grantId) continue;
    await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)));
  }
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.id, session.id)));
}

/** Deletes what can no longer matter: expired provider records, revocations of expired tokens, old sign-in failures. */
export async function pruneIdentityTables(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, sql`now() - interval '1 day'`));
}
