import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Authority, type AuthMode, type UserType } from '@codex/domain';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accountIpRanges, accounts, entitlements, membershipAuthorities, revokedTokens, userAuthorities, users } from '../db/schema/index.js';
import { cacheTag } from '../lib/cache/index.js';
import { AppError } from '../lib/errors.js';
import { parseAddress, parseRange, rangeContains, type IpRange } from '../lib/ip-ranges.js';
import { loadIdentityKeys, SIGNING_ALG, type IdentityKeys } from '../lib/identity-keys.js';
import type { Tenant } from '../modules/tenants/index.js';

/** Who is calling: a signed-in user (bearer token) or a company recognised by its network address. */
export interface Principal {
  kind: 'user' | 'ip';
  userId: number | null;
  tenantId: number;
  login: string | null;
  userType: UserType;
  authType: AuthMode;
  /** The selected account: the one the session acts for (null until the user picks one of several). */
  accountId: number | null;
  authorities: Authority[];
  drmView: boolean;
  /** jti of the access token (or a hash of it when the issuer sets no jti). */
  tokenId: string | null;
  tokenExpiresAt: Date | null;
  /** The embedded provider's session the token came from, so sign-out can end it. */
  sessionUid?: string | null;
}

export interface AuthService {
  /** Drops cached facts about a user (after a switch of account, a change of authorities, ...). */
  forgetUser(userId: number): void;
  /** Refuses a token from now on in this process (it has just been revoked in the database). */
  tokenRevoked(tokenId: string): void;
  /** Drops cached IP ranges (after an account's ranges changed). */
  forgetIpRanges(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys of the embedded provider; null when an external issuer signs the tokens. */
    identityKeys: IdentityKeys | null;
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Resolved for every /api and /management request; null when nobody is signed in. */
    principal: Principal | null;
    /** Why a presented bearer token was refused; null when none was presented or it was fine. */
    authFailure: string | null;
    /** Resolves the principal once per request (already done for /api and /management). */
    authenticate(): Promise<Principal | null>;
  }
}

/** The account a user's session acts for: the stored choice while still entitled, else the only entitlement. */
export function selectedAccountOf(storedSelection: number | null, entitledAccountIds: number[]): number | null {
  if (storedSelection !== null && entitledAccountIds.includes(storedSelection)) return storedSelection;
  return entitledAccountIds.length === 1 ? entitledAccountIds[0] : null;
}

interface UserFacts {
  id: number;
  tenantId: number;
  login: string;
  userType: UserType;
  activated: boolean;
  drmView: boolean;
  selectedAccountId: number | null;
  /** Held across the tenant (OPERATOR). */
  tenantAuthorities: Authority[];
  /** Held in one account: they count only while the session acts for it (docs/adr/0042). */
  accountAuthorities: Map<number, Authority[]>;
  entitledAccountIds: number[];
}

const asAuthorities = (names: string[]): Authority[] => names.map((n) => Authority.safeParse(n)).flatMap((r) => (r.success ? [r.data] : []));

/** What a session may do: the tenant's roles and those of the membership of the account it acts for. */
export function authoritiesFor(tenantAuthorities: Authority[], accountAuthorities: Map<number, Authority[]>, accountId: number | null): Authority[] {
  const inAccount = accountId === null ? [] : (accountAuthorities.get(accountId) ?? []);
  return [...new Set([...tenantAuthorities, ...inAccount])].sort();
}

interface CompanyRange {
  accountId: number;
  range: IpRange;
}

const USER_TTL_MS = 5_000;
const VERIFIED_TTL_MS = 60_000;
const RANGES_TTL_MS = 10_000;
const CACHE_LIMIT = 10_000;

class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  constructor(private readonly ttlMs: number) {}
  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }
  set(key: K, value: V) {
    if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
  delete(key: K) {
    this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
}

async function loadUserFacts(db: Db, userId: number): Promise<UserFacts | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [authorityRows, membershipRows, entitlementRows] = await Promise.all([
    db.select({ name: userAuthorities.authorityName }).from(userAuthorities).where(eq(userAuthorities.userId, userId)),
    db
      .select({ accountId: membershipAuthorities.accountId, name: membershipAuthorities.authorityName })
      .from(membershipAuthorities)
      .where(eq(membershipAuthorities.userId, userId)),
    db
      .select({ accountId: entitlements.accountId })
      .from(entitlements)
      .innerJoin(accounts, eq(accounts.id, entitlements.accountId))
      .where(and(eq(entitlements.userId, userId), eq(accounts.tenantId, user.tenantId)))
      .orderBy(asc(accounts.name)),
  ]);
  return {
    id: user.id,
    tenantId: user.tenantId,
    login: user.login,
    userType: user.userType === 'COMPANY' ? 'COMPANY' : 'INDIVIDUAL',
    activated: user.activated,
    drmView: user.drmView,
    selectedAccountId: user.selectedAccountId,
    // OPERATOR is the only authority held across the tenant; anything else in user_authorities is ignored.
    tenantAuthorities: asAuthorities(authorityRows.map((r) => r.name)).filter((a) => a === 'OPERATOR'),
    accountAuthorities: membershipRows.reduce((map, r) => {
      const held = asAuthorities([r.name]).filter((a) => a !== 'OPERATOR');
      if (held.length) map.set(r.accountId, [...(map.get(r.accountId) ?? []), ...held]);
      return map;
    }, new Map<number, Authority[]>()),
    entitledAccountIds: entitlementRows.map((r) => r.accountId),
  };
}

/** Routes that authenticate by themselves, when they need to (docs/adr/0062). */
const SELF_AUTHENTICATING = ['/management/health', '/management/prometheus'];
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/management/');

/** 401 for a bearer token that was presented and refused, saying why (RFC 6750). */
export function invalidToken(reason: string) {
  return new AppError('unauthorized', 'The access token is not valid', {
    headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="${reason}"` },
  });
}

/**
 * Decorates every request with its principal: a bearer access token (ours or the external
 * issuer's) for a user of the request's tenant, or else the caller's network address inside a
 * company account's IP range. The originatedIpAddress header is never used for this.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const db = app.db;
    const external = config.oidc.externalIssuer;
    const keys = external ? null : await loadIdentityKeys(db, config.oidc.cookieSecret);
    app.decorate('identityKeys', keys);

    let getKey: JWTVerifyGetKey;
    if (keys) {
      getKey = createLocalJWKSet(keys.publicJwks);
    } else {
      let remote: Promise<JWTVerifyGetKey> | null = null;
      const discover = async () => {
        const res = await fetch(`${external!.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`discovery of ${external} answered ${res.status}`);
        const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: string };
        if (!jwksUri) throw new Error(`discovery of ${external} has no jwks_uri`);
        return createRemoteJWKSet(new URL(jwksUri));
      };
      getKey = async (header, token) => {
        remote ??= discover().catch((error) => {
          remote = null;
          throw error;
        });
        return (await remote)(header, token);
      };
    }

    const cache = app.hotCache;
    // Tokens found not revoked, asked again after USER_TTL_MS: a sign-out in this process takes effect at once
    // (tokenRevoked), one in another process sharing the database within that time.
    const notRevoked = new TtlCache<string, true>(USER_TTL_MS);
    // Tokens whose signature, issuer and audience were checked, for a minute (an issuer's key change is seen within it).
    const verifiedTokens = new TtlCache<string, JWTPayload>(VERIFIED_TTL_MS);
    const revokedHere = new Set<string>();
    const subjectCache = new TtlCache<string, number | null>(USER_TTL_MS);
    const rangeCache = new TtlCache<number, CompanyRange[]>(RANGES_TTL_MS);

    // A user's role, entitlements and selected account: forgetUser (a write here) drops them at once, a write in
    // another process is seen within USER_TTL_MS.
    const userFacts = (userId: number) =>
      cache.getOrLoad(`principal-facts:${userId}`, { tags: [cacheTag('user', userId)], ttlMs: USER_TTL_MS }, () => loadUserFacts(db, userId));

    /** External issuers: the user whose external subject is sub, else the one with the token's e-mail, in this tenant. */
    const externalUserId = async (tenant: Tenant, payload: JWTPayload): Promise<number | null> => {
      const key = `${tenant.id}:${payload.sub}`;
      const cached = subjectCache.get(key);
      if (cached !== undefined) return cached;
      let [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.externalSubject, payload.sub!)))
        .limit(1);
      if (!row && typeof payload.email === 'string') {
        [row] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenant.id), eq(users.email, payload.email)))
          .limit(1);
      }
      subjectCache.set(key, row?.id ?? null);
      return row?.id ?? null;
    };

    const companyRanges = async (tenantId: number): Promise<CompanyRange[]> => {
      const cached = rangeCache.get(tenantId);
      if (cached) return cached;
      const rows = await db
        .select({ accountId: accountIpRanges.accountId, cidr: accountIpRanges.cidr })
        .from(accountIpRanges)
        .innerJoin(accounts, eq(accounts.id, accountIpRanges.accountId))
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.accountType, 'COMPANY')));
      const ranges = rows.flatMap((r) => {
        const range = parseRange(r.cidr);
        return range ? [{ accountId: r.accountId, range }] : [];
      });
      rangeCache.set(tenantId, ranges);
      return ranges;
    };

    const fromToken = async (token: string, tenant: Tenant): Promise<{ principal: Principal | null; failure: string | null }> => {
      // A token whose signature was checked lately is not checked again (an RS256 check is a quarter of a millisecond,
      // and every call of a page carries the same token); its expiry still is.
      let payload = verifiedTokens.get(token);
      if (payload && payload.exp! * 1000 < Date.now() - 5_000) {
        verifiedTokens.delete(token);
        return { principal: null, failure: 'The access token expired' };
      }
      if (!payload) {
        try {
          ({ payload } = await jwtVerify(token, getKey, {
            issuer: config.oidc.issuer,
            audience: config.oidc.audience,
            algorithms: keys ? [SIGNING_ALG] : undefined,
            typ: keys ? 'at+jwt' : undefined,
            requiredClaims: ['sub', 'exp'],
            clockTolerance: 5,
          }));
        } catch (error) {
          const code = (error as { code?: string }).code;
          return { principal: null, failure: code === 'ERR_JWT_EXPIRED' ? 'The access token expired' : 'The access token could not be verified' };
        }
        verifiedTokens.set(token, payload);
      }
      const tokenId = typeof payload.jti === 'string' ? payload.jti : `sha256:${createHash('sha256').update(token).digest('base64url')}`;
      const userId = keys ? (/^\d{1,10}$/.test(payload.sub!) ? Number(payload.sub) : null) : await externalUserId(tenant, payload);
      const facts = userId === null ? null : await userFacts(userId);
      if (!facts || facts.tenantId !== tenant.id || !facts.activated) {
        return { principal: null, failure: 'The access token is not for a user of this library' };
      }
      if (revokedHere.has(tokenId)) return { principal: null, failure: 'The access token was revoked' };
      if (!notRevoked.get(tokenId)) {
        const [revoked] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, tokenId)).limit(1);
        if (revoked) return { principal: null, failure: 'The access token was revoked' };
        notRevoked.set(tokenId, true);
      }
      const accountId = selectedAccountOf(facts.selectedAccountId, facts.entitledAccountIds);
      return {
        failure: null,
        principal: {
          kind: 'user',
          userId: facts.id,
          tenantId: tenant.id,
          login: facts.login,
          userType: facts.userType,
          authType: keys ? 'PWD' : 'SSO',
          accountId,
          authorities: authoritiesFor(facts.tenantAuthorities, facts.accountAuthorities, accountId),
          drmView: facts.drmView,
          tokenId,
          tokenExpiresAt: new Date(payload.exp! * 1000),
          sessionUid: typeof payload.session_uid === 'string' ? payload.session_uid : null,
        },
      };
    };

    const fromAddress = async (ip: string, tenant: Tenant): Promise<Principal | null> => {
      const address = parseAddress(ip);
      if (!address) return null;
      let best: CompanyRange | null = null;
      for (const candidate of await companyRanges(tenant.id)) {
        if (rangeContains(candidate.range, address) && (!best || candidate.range[1] > best.range[1])) best = candidate;
      }
      if (!best) return null;
      return {
        kind: 'ip',
        userId: null,
        tenantId: tenant.id,
        login: null,
        userType: 'COMPANY',
        authType: 'IP',
        accountId: best.accountId,
        authorities: [],
        drmView: false,
        tokenId: null,
        tokenExpiresAt: null,
        sessionUid: null,
      };
    };

    const resolve = async (request: FastifyRequest): Promise<Principal | null> => {
      const tenant = request.tenantOrNull;
      if (!tenant) return null;
      const header = request.headers.authorization;
      if (header !== undefined) {
        const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header);
        if (!match) {
          request.authFailure = 'The Authorization header is not a bearer token';
          return null;
        }
        const { principal, failure } = await fromToken(match[1], tenant);
        request.authFailure = failure;
        return principal;
      }
      return fromAddress(request.ip, tenant);
    };

    const resolved = new WeakMap<FastifyRequest, Promise<Principal | null>>();
    app.decorateRequest('principal', null);
    app.decorateRequest('authFailure', null);
    app.decorateRequest('authenticate', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        pending = resolve(this).then((principal) => (this.principal = principal));
        resolved.set(this, pending);
      }
      return pending;
    });

    app.addHook('onRequest', async (request) => {
      // Health answers even when the database does not (it authenticates by itself, and a failure means no details);
      // so do the metrics for a scraper with the scrape token (the route authenticates anyone else itself).
      if (isApiPath(request.url) && !SELF_AUTHENTICATING.some((path) => request.url.startsWith(path))) await request.authenticate();
    });

    app.decorate('auth', {
      forgetUser: (userId: number) => cache.invalidate('user', userId),
      tokenRevoked: (tokenId: string) => {
        notRevoked.delete(tokenId);
        // The database refuses it from the next check on; this set only covers the time until then.
        if (revokedHere.size >= CACHE_LIMIT) revokedHere.clear();
        revokedHere.add(tokenId);
      },
      forgetIpRanges: () => rangeCache.clear(),
    });
  },
  { name: 'auth', dependencies: ['db', 'tenant', 'hot-cache'] },
);
