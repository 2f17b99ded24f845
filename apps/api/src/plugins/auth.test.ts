import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { users } from '../db/schema/index.js';

/** A stand-in external issuer: discovery and JWKS over HTTP, and a key to sign its tokens. */
let issuerServer: http.Server;
let issuer: string;
let signingKey: CryptoKeyLike;
type CryptoKeyLike = Parameters<SignJWT['sign']>[0];

let t: TestContext;
beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  issuerServer = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  t = await createTestApp({ OIDC_ISSUER: issuer });
  await t.db.update(users).set({ externalSubject: 'idp|ada' }).where(eq(users.login, 'ada'));
});
afterAll(async () => {
  await t?.close();
  issuerServer?.close();
});

const externalToken = (claims: { sub: string; email?: string }, options: { aud?: string; iss?: string; expires?: string } = {}) =>
  new SignJWT({ ...(claims.email ? { email: claims.email } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? 'http://localhost:8080/api')
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(signingKey);

const account = (token: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: { host, authorization: `Bearer ${token}` } });

describe('with an external issuer (OIDC_ISSUER)', () => {
  it('does not mount the embedded provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it('matches the user by external subject, as an SSO session', async () => {
    const res = await account(await externalToken({ sub: 'idp|ada' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login: 'ada', authType: 'SSO' });
  });

  it('falls back to the e-mail address within the tenant', async () => {
    const res = await account(await externalToken({ sub: 'idp|someone', email: 'grace.hopper@acme.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login: 'grace', authorities: ['ADMIN'] });
    // The same address is nobody on another tenant.
    expect((await account(await externalToken({ sub: 'idp|someone-else', email: 'grace.hopper@acme.example' }), 'community.localhost')).statusCode).toBe(401);
  });

  it('refuses unknown users and tokens for another audience or issuer', async () => {
    expect((await account(await externalToken({ sub: 'idp|stranger' }))).statusCode).toBe(401);
    expect((await account(await externalToken({ sub: 'idp|ada' }, { aud: 'codex-web' }))).statusCode).toBe(401);
    expect((await account(await externalToken({ sub: 'idp|ada' }, { iss: 'http://127.0.0.1:1' }))).statusCode).toBe(401);
  });

  it('refuses a token once it expires, though its signature was checked moments before', async () => {
    const token = await externalToken({ sub: 'idp|ada' }, { expires: '20s' });
    expect((await account(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      expect((await account(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    // Only the clock refused it.
    expect((await account(token)).statusCode).toBe(200);
  });
});
