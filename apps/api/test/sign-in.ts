import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.js';

/**
 * Test helpers that sign in through the embedded provider exactly as a browser would:
 * authorization request with PKCE, our login form, the redirect back with a code, and the
 * token request with the code verifier. Everything goes through app.inject().
 */

type InjectableApp = Pick<App, 'inject' | 'config'>;

/** The few cookie rules the provider's cookies need: name, value, path, expiry. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [k, v = ''] = attribute.split('=');
        const key = k.trim().toLowerCase();
        if (key === 'path') path = v.trim();
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(v) < Date.now()) expired = true;
      }
      const id = `${name};${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  header(pathname: string): string | undefined {
    const matching = [...this.cookies.values()].filter(
      (c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export interface SignInStart {
  jar: CookieJar;
  /** Absolute URL of the login page (the provider's interaction URL). */
  interactionUrl: string;
  /** The login page as the browser received it. */
  loginPage: LightMyRequestResponse;
  redirectUri: string;
  codeVerifier: string;
  state: string;
}

function fail(step: string, res: LightMyRequestResponse): never {
  throw new Error(`sign-in failed at ${step}: HTTP ${res.statusCode} ${String(res.headers.location ?? '')} ${res.body.slice(0, 300)}`);
}

/** A GET or POST to an absolute URL, with the jar's cookies, storing the answer's cookies. */
async function browse(
  app: InjectableApp,
  jar: CookieJar,
  url: string,
  options: { method?: 'GET' | 'POST'; form?: Record<string, string>; remoteAddress?: string } = {},
) {
  const target = new URL(url);
  const cookie = jar.header(target.pathname);
  const res = await app.inject({
    method: options.method ?? 'GET',
    url: `${target.pathname}${target.search}`,
    headers: {
      host: target.host,
      ...(cookie ? { cookie } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  jar.store(res.headers['set-cookie']);
  return res;
}

/** The redirect URI our web client uses on this tenant host. */
export function redirectUriFor(app: InjectableApp, host: string, path = '/implicit/callback'): string {
  const base = new URL(app.config.publicUrl);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}${path}`;
}

/** The authorization request's query for this host, with or without PKCE. */
export function authorizationQuery(app: InjectableApp, host: string, options: { codeChallenge?: string | null; state?: string } = {}) {
  const query = new URLSearchParams({
    client_id: app.config.oidc.clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUriFor(app, host),
    state: options.state ?? randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  if (options.codeChallenge) {
    query.set('code_challenge', options.codeChallenge);
    query.set('code_challenge_method', 'S256');
  }
  return query;
}

/** Steps 1-2: the authorization request and the redirect to our login page. */
export async function startSignIn(app: InjectableApp, host = 'localhost'): Promise<SignInStart> {
  const jar = new CookieJar();
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const query = authorizationQuery(app, host, { codeChallenge, state });
  const auth = await browse(app, jar, `${app.config.oidc.issuer}/auth?${query}`);
  if (auth.statusCode !== 303 || !auth.headers.location) fail('authorization request', auth);
  const interactionUrl = new URL(String(auth.headers.location), app.config.oidc.issuer).toString();
  const loginPage = await browse(app, jar, interactionUrl);
  if (loginPage.statusCode !== 200) fail('login page', loginPage);
  return { jar, interactionUrl, loginPage, redirectUri: query.get('redirect_uri')!, codeVerifier, state };
}

/** Step 3: posts the login form; a 303 means signed in, anything else is the form again. */
export function submitLogin(app: InjectableApp, start: SignInStart, username: string, password: string, remoteAddress?: string) {
  return browse(app, start.jar, start.interactionUrl, { method: 'POST', form: { username, password }, remoteAddress });
}

/** Steps 4-5: follows the provider back to the client with a code and redeems it with the verifier. */
export async function finishSignIn(app: InjectableApp, start: SignInStart, loginAnswer: LightMyRequestResponse): Promise<TokenSet> {
  if (loginAnswer.statusCode !== 303 || !loginAnswer.headers.location) fail('login form', loginAnswer);
  let location = new URL(String(loginAnswer.headers.location), start.interactionUrl).toString();
  // The provider resumes the authorization and redirects to the client's callback.
  for (let hops = 0; !location.startsWith(start.redirectUri) && hops < 5; hops++) {
    const res = await browse(app, start.jar, location);
    if (res.statusCode !== 303 && res.statusCode !== 302) fail('resuming the authorization', res);
    location = new URL(String(res.headers.location), location).toString();
  }
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== start.state) {
    throw new Error(`sign-in failed: callback without code or state: ${location}`);
  }
  const tokenRes = await browse(app, new CookieJar(), `${app.config.oidc.issuer}/token`, {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: start.redirectUri,
      client_id: app.config.oidc.clientId,
      code_verifier: start.codeVerifier,
    },
  });
  if (tokenRes.statusCode !== 200) fail('token request', tokenRes);
  return tokenRes.json() as TokenSet;
}

/** The whole sign-in; returns the provider's tokens. */
export async function signIn(app: InjectableApp, login: string, password: string, options: { host?: string; remoteAddress?: string } = {}): Promise<TokenSet> {
  const start = await startSignIn(app, options.host ?? 'localhost');
  const answer = await submitLogin(app, start, login, password, options.remoteAddress);
  return finishSignIn(app, start, answer);
}

/** Signs in as a user of the tenant served on host and returns an access token for the API. */
export async function signInAs(app: InjectableApp, login: string, password: string, host = 'localhost'): Promise<string> {
  return (await signIn(app, login, password, { host })).access_token;
}
