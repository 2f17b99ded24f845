import { desc, eq, inArray } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { auditEvents, users } from '../../db/schema/index.js';
import { loadIdentityKeys } from '../../lib/identity-keys.js';
import { authorizationQuery, type CookieJar, finishSignIn, redirectUriFor, signIn, startSignIn, submitLogin } from '../../../test/sign-in.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISSUER_HOST = 'localhost:8080';
const account = (token?: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('the embedded OpenID provider', () => {
  it('publishes discovery under /oidc with our issuer, S256 PKCE and code flow only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: ISSUER_HOST } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.issuer).toBe('http://localhost:8080/oidc');
    expect(body.token_endpoint).toBe('http://localhost:8080/oidc/token');
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.response_types_supported).toEqual(['code']);
    expect(body.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    const jwks = await t.app.inject({ method: 'GET', url: '/oidc/jwks', headers: { host: ISSUER_HOST } });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('signs Ada in with the authorization code flow and PKCE, and the API knows her', async () => {
    const started = performance.now();
    const tokens = await signIn(t.app, 'ada', 'Ada-Reads-Standards-1');
    const elapsed = performance.now() - started;
    console.info(`full sign-in through inject: ${elapsed.toFixed(0)} ms`);

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    const [ada] = await t.db.select().from(users).where(eq(users.login, 'ada'));
    expect(claims).toMatchObject({ iss: 'http://localhost:8080/oidc', aud: 'http://localhost:8080/api', sub: String(ada.id), client_id: 'codex-web' });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', preferred_username: 'ada', email: 'ada.lovelace@example.org' });
    expect(tokens.refresh_token).toBeTruthy();

    const res = await account(tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('renews the access token with the refresh token', async () => {
    const tokens = await signIn(t.app, 'ada', 'Ada-Reads-Standards-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: ISSUER_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'codex-web' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json().access_token as string;
    expect(renewed).not.toBe(tokens.access_token);
    expect((await account(renewed)).json().login).toBe('ada');
  });

  it('refuses an authorization request without a PKCE code challenge', async () => {
    const query = authorizationQuery(t.app, 'localhost', { codeChallenge: null });
    const res = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host: ISSUER_HOST } });
    expect(res.statusCode).toBe(303);
    const callback = new URL(String(res.headers.location));
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUriFor(t.app, 'localhost'));
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI that is not one of a tenant host', async () => {
    const query = authorizationQuery(t.app, 'evil.example', { codeChallenge: 'x'.repeat(43) });
    const res = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host: ISSUER_HOST } });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('redirect_uri did not match any of the client');
  });
});

describe('the login page', () => {
  it('is an accessible form branded for the tenant of the redirect URI', async () => {
    const keystone = await startSignIn(t.app, 'localhost');
    const html = keystone.loginPage.body;
    expect(keystone.loginPage.headers['content-type']).toMatch(/text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toMatch(/<label for="username">Username<\/label>\s*<input id="username" name="username" type="text" autocomplete="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(`<form method="post" action="${new URL(keystone.interactionUrl).pathname}">`);
    expect(html).toContain('Sign in to Keystone Compass');
    expect(html).toContain('--primary:#0b3d6e');
    expect(html).not.toContain('<script');
    const csp = String(keystone.loginPage.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('form-action');
    expect(keystone.loginPage.headers['cache-control']).toBe('no-store');

    const community = await startSignIn(t.app, 'community.localhost');
    expect(community.loginPage.body).toContain('Sign in to Open Web Library');
    expect(community.loginPage.body).toContain('--primary:#2e7d32');
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const start = await startSignIn(t.app);
    const wrong = await submitLogin(t.app, start, 'drm', 'not-her-password', '203.0.113.20');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('<p class="alert" role="alert" id="sign-in-error">Invalid username or password.</p>');
    expect(wrong.body).toContain('value="drm"');

    const unknown = await submitLogin(t.app, start, 'nobody-here', 'whatever-1', '203.0.113.20');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Invalid username or password.');

    // The same browser can still sign in after a mistake.
    const right = await submitLogin(t.app, start, 'drm', 'Hedy-Hops-Frequencies-1', '203.0.113.20');
    const tokens = await finishSignIn(t.app, start, right);
    expect((await account(tokens.access_token)).json().login).toBe('drm');
  });

  it('does not sign in a user of another tenant with the same credentials', async () => {
    // "reader" belongs to the community tenant; the keystone login page does not know it.
    const start = await startSignIn(t.app, 'localhost');
    const res = await submitLogin(t.app, start, 'reader', 'Tim-Weaves-The-Web-1', '203.0.113.21');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Invalid username or password.');
  });

  it('locks a login from one address after 5 failures in 15 minutes, even with the right password', async () => {
    const ip = '198.51.100.7';
    const start = await startSignIn(t.app);
    const started = performance.now();
    for (let i = 1; i <= 5; i++) {
      const res = await submitLogin(t.app, start, 'reports', `wrong-${i}`, ip);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Invalid username or password.');
    }
    // Each failure waits 200 ms more than the one before: 200 + 400 + ... + 1000.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3000);

    const locked = await submitLogin(t.app, start, 'reports', 'Alan-Breaks-Codes-1', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The lock is for that address: the user signs in from elsewhere.
    const elsewhere = await startSignIn(t.app);
    const ok = await submitLogin(t.app, elsewhere, 'reports', 'Alan-Breaks-Codes-1', '198.51.100.8');
    expect(ok.statusCode).toBe(303);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.type, ['SIGN_IN_FAILURE', 'SIGN_IN_SUCCESS']))
      .orderBy(desc(auditEvents.id));
    const forReports = events.filter((e) => e.principal === 'reports');
    expect(forReports[0]).toMatchObject({ type: 'SIGN_IN_SUCCESS', data: expect.objectContaining({ login: 'reports', ip: '198.51.100.8' }) });
    expect(forReports.filter((e) => e.type === 'SIGN_IN_FAILURE' && e.data.ip === ip)).toHaveLength(6);
  });

  it('rejects a login post without the browser-bound interaction cookie', async () => {
    const start = await startSignIn(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: new URL(start.interactionUrl).pathname,
      headers: { host: ISSUER_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ada&password=Ada-Reads-Standards-1',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Sign-in expired');
  });

  it('returns to the app with access_denied when the user cancels', async () => {
    const start = await startSignIn(t.app);
    const cookie = start.jar.header(new URL(start.interactionUrl).pathname);
    const cancel = await t.app.inject({ method: 'POST', url: `${new URL(start.interactionUrl).pathname}/abort`, headers: { host: ISSUER_HOST, cookie } });
    expect(cancel.statusCode).toBe(303);
    start.jar.store(cancel.headers['set-cookie']);
    const resumeUrl = new URL(String(cancel.headers.location));
    const resume = await t.app.inject({ method: 'GET', url: resumeUrl.pathname, headers: { host: resumeUrl.host, cookie: start.jar.header(resumeUrl.pathname) } });
    const callback = new URL(String(resume.headers.location));
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('asks again for credentials when the browser is signed in for another tenant', async () => {
    const start = await startSignIn(t.app, 'localhost');
    const answer = await submitLogin(t.app, start, 'ada', 'Ada-Reads-Standards-1');
    await finishSignIn(t.app, start, answer);
    // Same browser (same provider session cookie), now for the community tenant.
    const jar: CookieJar = start.jar;
    const query = authorizationQuery(t.app, 'community.localhost', { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' });
    const auth = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host: ISSUER_HOST, cookie: jar.header('/oidc/auth') } });
    expect(auth.statusCode).toBe(303);
    expect(String(auth.headers.location)).toMatch(/^\/oidc\/interaction\//);
  });
});

describe('bearer tokens on the API', () => {
  let adaId: number;
  beforeAll(async () => {
    [{ id: adaId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'ada'));
  });

  const tokenSignedWith = async (key: Parameters<SignJWT['sign']>[0], kid: string, exp: number, extra: { iss?: string; aud?: string; sub?: string } = {}) =>
    new SignJWT({ client_id: 'codex-web', scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setIssuer(extra.iss ?? 'http://localhost:8080/oidc')
      .setAudience(extra.aud ?? 'http://localhost:8080/api')
      .setSubject(extra.sub ?? String(adaId))
      .setJti(`test-${Math.random()}`)
      .setIssuedAt(exp - 3600)
      .setExpirationTime(exp)
      .sign(key);

  const ourKey = async () => {
    const keys = await loadIdentityKeys(t.db);
    const jwk = keys.signing[0];
    return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid! };
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('answers 401 without a token, and 404 (invalid tenant) on an unknown host', async () => {
    const res = await account();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    const unknownHost = await account(undefined, 'unknown.example');
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.headers['x-app-error']).toBe('error.tenant.invalid');
  });

  it('accepts a token signed with our key, and refuses it once expired', async () => {
    const { key, kid } = await ourKey();
    expect((await account(await tokenSignedWith(key, kid, now() + 600))).statusCode).toBe(200);
    const expired = await account(await tokenSignedWith(key, kid, now() - 60));
    expect(expired.statusCode).toBe(401);
    expect(String(expired.headers['www-authenticate'])).toContain('error="invalid_token"');
  });

  it('refuses a forged token, a garbled one and one for another audience', async () => {
    const { kid } = await ourKey();
    const { privateKey } = await generateKeyPair('RS256');
    expect((await account(await tokenSignedWith(privateKey, kid, now() + 600))).statusCode).toBe(401);
    expect((await account('not.a.jwt')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: 'Basic YWRhOnB3' } });
    expect(res.statusCode).toBe(401);
    const { key } = await ourKey();
    expect((await account(await tokenSignedWith(key, kid, now() + 600, { aud: 'https://other.example/api' }))).statusCode).toBe(401);
    expect((await account(await tokenSignedWith(key, kid, now() + 600, { iss: 'https://other.example/oidc' }))).statusCode).toBe(401);
  });

  it('refuses the token of another tenant’s user on this tenant', async () => {
    const readerToken = await signInDemo(t.app, 'reader');
    const own = await account(readerToken, 'community.localhost');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Tim', lastName: 'Berners-Lee', tenant: { code: 'community' } });
    expect((await account(readerToken, 'localhost')).statusCode).toBe(401);
    expect((await account(readerToken, 'nist.localhost')).statusCode).toBe(401);
  });

  it('refuses the token of a deactivated user', async () => {
    const token = await signInDemo(t.app, 'operator');
    expect((await account(token)).statusCode).toBe(200);
    const [operator] = await t.db.update(users).set({ activated: false }).where(eq(users.login, 'operator')).returning();
    try {
      // Whoever deactivates a user drops the few seconds of cached facts about them.
      t.app.auth.forgetUser(operator.id);
      expect((await account(token)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ activated: true }).where(eq(users.login, 'operator'));
    }
  });
});
