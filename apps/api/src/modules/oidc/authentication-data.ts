import { and, eq } from 'drizzle-orm';
import type { AuthenticationData } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/auth.js';

/** What the provider's session (found by its uid) says about the sign-in: when it happened and how. */
async function providerSignIn(db: Db, sessionUid: string): Promise<{ loginTs: number | null; amr: string[] } | null> {
  const [session] = await db
    .select({ payload: oidcPayloads.payload, expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, sessionUid)))
    .limit(1);
  if (!session || (session.expiresAt && session.expiresAt.getTime() <= Date.now())) return null;
  const { loginTs, amr } = session.payload as { loginTs?: unknown; amr?: unknown };
  return {
    loginTs: typeof loginTs === 'number' ? loginTs : null,
    amr: Array.isArray(amr) ? amr.filter((v): v is string => typeof v === 'string') : [],
  };
}

/**
 * How the caller's session was authenticated (GET /login/api/v1/authenticationData): a signed-in user's as the embedded
 * provider's session records it (methods, time), a network session's as its address range recognised it.
 */
export async function authenticationDataOf(
  db: Db,
  principal: Principal,
  context: { issuer: string; ipAddress: string; tenant: { code: string; name: string } },
): Promise<AuthenticationData> {
  const signIn = principal.kind === 'user' && principal.sessionUid ? await providerSignIn(db, principal.sessionUid) : null;
  return {
    authenticated: true,
    authType: principal.authType,
    methods: signIn?.amr ?? [],
    userId: principal.userId,
    login: principal.login,
    userType: principal.userType,
    authenticatedAt: signIn?.loginTs ? new Date(signIn.loginTs * 1000).toISOString() : null,
    expiresAt: principal.tokenExpiresAt?.toISOString() ?? null,
    ipAddress: context.ipAddress,
    issuer: principal.kind === 'user' ? context.issuer : 'ip-range',
    tenant: context.tenant,
  };
}
