import { randomBytes } from 'node:crypto';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema/index.js';

/** The signing_keys row that holds the provider's cookie-signing secret rather than a JWK pair. */
const COOKIE_KID = 'cookie';
export const SIGNING_ALG = 'RS256';
/** pg_advisory_xact_lock key of the first key's generation (any constant no other lock uses). */
const KEY_GENERATION_LOCK = 7_302_038;

export interface IdentityKeys {
  /** Private signing keys, the newest first (the provider signs with the first). */
  signing: JWK[];
  /** The public halves, for verifying access tokens. */
  publicJwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member))) as JWK;
}

/**
 * Loads the embedded provider's keys, generating them on first start (once, however many servers start together).
 */
export async function loadIdentityKeys(db: Db, cookieSecret?: string): Promise<IdentityKeys> {
  let rows = await db.select().from(signingKeys).where(ne(signingKeys.kid, COOKIE_KID)).orderBy(asc(signingKeys.id));
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    jwk.kid = await calculateJwkThumbprint(jwk);
    jwk.alg = SIGNING_ALG;
    jwk.use = 'sig';
    // Servers starting together on one database take turns here, so the first key is the only one and every
    // process signs and verifies with it (two keys made at once would each be known to one process only).
    rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KEY_GENERATION_LOCK})`);
      const existing = await tx.select().from(signingKeys).where(ne(signingKeys.kid, COOKIE_KID)).orderBy(asc(signingKeys.id));
      if (existing.length > 0) return existing;
      await tx.insert(signingKeys).values({ kid: jwk.kid!, privateJwk: jwk as Record<string, unknown> }).onConflictDoNothing();
      return tx.select().from(signingKeys).where(ne(signingKeys.kid, COOKIE_KID)).orderBy(asc(signingKeys.id));
    });
  }
  const signing = rows.map((r) => r.privateJwk as JWK).reverse();

  let cookieKeys: string[];
  if (cookieSecret) {
    cookieKeys = [cookieSecret];
  } else {
    await db
      .insert(signingKeys)
      .values({ kid: COOKIE_KID, privateJwk: { kty: 'oct', k: randomBytes(32).toString('base64url') } })
      .onConflictDoNothing();
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, COOKIE_KID));
    cookieKeys = [String(row.privateJwk.k)];
  }
  return { signing, publicJwks: { keys: signing.map(publicJwk) }, cookieKeys };
}
