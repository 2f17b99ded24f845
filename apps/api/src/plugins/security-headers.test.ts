import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { finishSignIn, startSignIn, submitLogin } from '../../test/sign-in.js';
import { tenants } from '../db/schema/index.js';

/** An app's index.html as Vite builds it with html.cspNonce (the placeholder the server replaces on every answer). */
const builtIndexHtml = (title: string, base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
    <script type="module" crossorigin src="${base}assets/index-abc123.js" nonce="codex-csp-nonce"></script>
    <link rel="stylesheet" crossorigin href="${base}assets/index-abc123.css" nonce="codex-csp-nonce">
    <meta property="csp-nonce" nonce="codex-csp-nonce">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const require = createRequire(import.meta.url);
const LOCALES_DIR = fileURLToPath(new URL('../../../../packages/i18n/locales/', import.meta.url));
const APPS_SOURCE_DIR = fileURLToPath(new URL('../../../', import.meta.url));

let appsDir: string;
let t: TestContext;
beforeAll(async () => {
  appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-apps-'));
  for (const [app, title, base] of [['reader', 'Codex library', '/'], ['console', 'Codex console', '/admin/']] as const) {
    fs.mkdirSync(path.join(appsDir, app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, app, 'index.html'), builtIndexHtml(title, base));
    fs.writeFileSync(path.join(appsDir, app, 'assets', 'index-abc123.js'), 'export {};\n');
    fs.copyFileSync(path.join(APPS_SOURCE_DIR, app, 'public', 'favicon.svg'), path.join(appsDir, app, 'favicon.svg'));
  }
  // The reader's build copies the message catalogues into its i18n/ folder (apps/reader/vite.config.ts).
  fs.cpSync(LOCALES_DIR, path.join(appsDir, 'reader', 'i18n'), { recursive: true });
  t = await createTestApp({ STATIC_DIR_READER: path.join(appsDir, 'reader'), STATIC_DIR_CONSOLE: path.join(appsDir, 'console') });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string, options: { method?: 'GET' | 'HEAD'; host?: string } = {}) =>
  t.app.inject({ method: options.method ?? 'GET', url, headers: { host: options.host ?? 'localhost:8080' } });

/** The Content-Security-Policy as directive name to its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `a Content-Security-Policy on ${res.raw.req.url}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-codex-process']).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
}

/** The nonce the page's meta tag carries, and every nonce attribute of the page. */
function noncesIn(html: string): { meta: string | undefined; all: string[] } {
  return {
    meta: /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1],
    all: [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]),
  };
}

describe("the apps' pages", () => {
  it.each([
    ['/', 'the reader', 'Codex library'],
    ['/document?contentCode=IETF-RFC9110', 'a deep link into the reader', 'Codex library'],
    ['/admin/', 'the console', 'Codex console'],
    ['/admin/mail/41/show', 'a deep link into the console', 'Codex console'],
  ])('%s (%s) allows only what the app loads, its styles by a nonce of this answer', async (url, _what, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expectBaseHeaders(res);
    expect(res.headers['x-frame-options']).toBe('DENY');

    const policy = policyOf(res);
    const { meta, all } = noncesIn(res.body);
    expect(meta).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(all).toEqual([meta, meta, meta]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${meta}'`]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:8080']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://localhost:8080']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('media-src')).toEqual(["'self'", 'https:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('gives every answer a nonce of its own, HEAD (curl -I) included', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(String(noncesIn((await get('/')).body).meta));
    expect(nonces.size).toBe(5);
    const head = await get('/', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(policyOf(head).get('style-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(head.headers['x-frame-options']).toBe('DENY');
    expectBaseHeaders(head);
  });

  it('serves index.html itself only with a nonce of the answer, never the placeholder', async () => {
    for (const url of ['/index.html', '/admin/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const { meta } = noncesIn(res.body);
      expect(meta, url).not.toBe('codex-csp-nonce');
      expect(policyOf(res).get('style-src'), url).toEqual(["'self'", `'nonce-${meta}'`]);
    }
  });

  it('lets only the apps themselves frame their sign-in callbacks (silent renewal), and nothing else', async () => {
    for (const url of ['/implicit/callback?code=x&state=y', '/admin/callback']) {
      const res = await get(url);
      expect(policyOf(res).get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("adds the origins of a tenant's logo and issuer when its configuration names them by absolute address", async () => {
    await t.db
      .update(tenants)
      .set({
        config: sql`jsonb_set(jsonb_set(${tenants.config}, '{branding,logoUrl}', '"https://cdn.example.org/logos/community.svg"'), '{identityProvider,issuer}', '"https://login.example.org/realms/community"')`,
      })
      .where(eq(tenants.code, 'community'));
    t.app.tenants.invalidate();
    const community = policyOf(await get('/', { host: 'community.localhost:8080' }));
    expect(community.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.org']);
    expect(community.get('connect-src')).toEqual(["'self'", 'http://localhost:8080', 'https://login.example.org']);
    expect(community.get('frame-src')).toEqual(["'self'", 'http://localhost:8080', 'https://login.example.org']);
    // Another tenant's page allows none of it.
    const keystone = policyOf(await get('/'));
    expect(keystone.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(keystone.get('connect-src')).toEqual(["'self'", 'http://localhost:8080']);
  });

  it("gives the apps' files the policy without a nonce (the pdf.js worker runs under it)", async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res);
    expect(policyOf(res).get('style-src')).toEqual(["'self'"]);
    expect(policyOf(res).get('script-src')).toEqual(["'self'"]);
  });
});

describe('the icon', () => {
  it('answers /favicon.ico (asked for by pages that name no icon) with the apps\' icon instead of a 404', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await get('/favicon.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
  });
});

describe('GET /i18n/{locale}.json', () => {
  it("answers a locale's message catalogue as JSON, Arabic included, and 404 (not the app's page) for a locale there is none of", async () => {
    for (const locale of ['en', 'ar']) {
      const res = await get(`/i18n/${locale}.json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')));
    }
    const arabic = (await get('/i18n/ar.json')).json() as Record<string, unknown>;
    const english = (await get('/i18n/en.json')).json() as Record<string, unknown>;
    expect(Object.keys(arabic).length).toBeGreaterThan(10);
    expect(arabic).not.toEqual(english);
    const missing = await get('/i18n/xx.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });
});

describe("the server's own pages", () => {
  /** The nonce of the page's one style element, which the policy must name. */
  const styleNonce = (html: string) => /<style nonce="([^"]+)">/.exec(html)?.[1];

  it('the sign-in page: its stylesheet by nonce, no script, forms to this origin and the app it returns to, never framed', async () => {
    const { loginPage } = await startSignIn(t.app, 'community.localhost');
    expectBaseHeaders(loginPage);
    expect(loginPage.headers['x-frame-options']).toBe('DENY');
    const policy = policyOf(loginPage);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual([`'nonce-${styleNonce(loginPage.body)}'`]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://community.localhost:8080']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
  });

  it("the provider's sign-out confirmation and error pages have the same policy", async () => {
    const start = await startSignIn(t.app, 'community.localhost');
    const tokens = await finishSignIn(t.app, start, await submitLogin(t.app, start, 'reader', 'Tim-Weaves-The-Web-1'));
    const endSession = `/oidc/session/end?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent('http://community.localhost:8080/')}`;
    const signOut = await t.app.inject({ url: endSession, headers: { host: 'localhost:8080', cookie: start.jar.header('/oidc/session/end') } });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.body).toContain('Do you want to sign out?');
    expect(policyOf(signOut).get('style-src')).toEqual([`'nonce-${styleNonce(signOut.body)}'`]);
    // The confirmation is answered with a redirect to the app, which form-action also governs.
    expect(policyOf(signOut).get('form-action')).toEqual(["'self'", 'http://community.localhost:8080']);
    expect(policyOf(signOut).has('script-src')).toBe(false);
    expectBaseHeaders(signOut);

    const error = await get('/oidc/auth?client_id=nobody&response_type=code');
    expect(error.statusCode).toBe(400);
    expect(error.body).toContain('Sign-in could not continue');
    expect(policyOf(error).get('style-src')).toEqual([`'nonce-${styleNonce(error.body)}'`]);
    expect(policyOf(error).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("the provider's own form that carries a sign-out without a session on: its inline script by hash, the apps as form targets", async () => {
    const res = await get(`/oidc/session/end?client_id=codex-web&post_logout_redirect_uri=${encodeURIComponent('http://community.localhost:8080/')}`);
    expect(res.statusCode).toBe(200);
    const script = /<script>([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).toContain('document.forms[0].submit()');
    const policy = policyOf(res);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(policy.get('form-action')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:8080', 'http://community.localhost:8080', 'http://nist.localhost:8080']));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expectBaseHeaders(res);
  });

  it('the API docs: Swagger UI from this origin only, its icons as data: images, never framed', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui-bundle.js');
    expectBaseHeaders(res);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = policyOf(res);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    // Swagger UI's one inline stylesheet (its top bar's logo), as the installed Swagger UI writes it, by hash.
    const preset = fs.readFileSync(path.join(path.dirname(require.resolve('@fastify/swagger-ui')), 'static/swagger-ui-standalone-preset.js'), 'utf8');
    const inlineStyles = [...preset.matchAll(/createElement\("style",null,"([^"]*)"\)/g)].map((m) => m[1]);
    expect(inlineStyles).toHaveLength(1);
    expect(policy.get('style-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(inlineStyles[0]).digest('base64')}'`]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src') ?? policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain('validatorUrl');
  });

  it('the unsubscribe page: its one stylesheet by hash, which is the page\'s stylesheet', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe?token=eyJ4IjoxfQ.forged', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(400);
    const stylesheet = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(stylesheet).toContain('font-family');
    expect(res.body).not.toMatch(/\sstyle="/);
    const hash = `'sha256-${createHash('sha256').update(stylesheet).digest('base64')}'`;
    expect(policyOf(res).get('style-src')).toEqual([hash]);
    expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
    expectBaseHeaders(res);
  });
});

describe('API answers', () => {
  it('carry the headers too: a JSON answer, an error, a tenant logo (which other sites may show)', async () => {
    const json = await get('/api/tenant/getProgressiveProfilingUrl');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/application\/json/);
    expectBaseHeaders(json);
    expect(json.headers['x-frame-options']).toBe('DENY');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(policyOf(json).get('frame-ancestors')).toEqual(["'none'"]);

    const refused = await get('/api/account?x=%00');
    expect(refused.statusCode).toBe(400);
    expectBaseHeaders(refused);
    expect(policyOf(refused).get('default-src')).toEqual(["'self'"]);

    const logo = await get('/branding/keystone.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectBaseHeaders(logo);
  });
});

describe('PROCESS_HEADER and an https PUBLIC_URL', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestApp({ PROCESS_HEADER: 'true', PUBLIC_URL: 'https://library.example', STATIC_DIR_READER: path.join(appsDir, 'reader') });
  });
  afterAll(() => https?.close());

  it('names the process in x-codex-process only when PROCESS_HEADER=true', async () => {
    expect((await get('/management/health')).headers['x-codex-process']).toBeUndefined();
    const res = await https.app.inject({ url: '/management/health', headers: { host: 'localhost' } });
    expect(res.headers['x-codex-process']).toBe(`${os.hostname()}/${process.pid}`);
  });

  it('sends HSTS and asks for http addresses over https when PUBLIC_URL is https', async () => {
    for (const url of ['/', '/api/tenant/getProgressiveProfilingUrl']) {
      const res = await https.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(res).has('upgrade-insecure-requests'), url).toBe(true);
      expect(policyOf(res).get('connect-src'), url).toEqual(["'self'", 'https://library.example']);
    }
  });
});
