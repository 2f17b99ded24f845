import { afterEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { createTenantSignIn } from './tenantSignIn.js';
import { safeReturnTo } from './signIn.js';

/** The sessionStorage of one browser tab. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const origin = 'https://library.example.org';
const embedded = { clientId: 'codex-web', scopes: ['openid', 'profile', 'email'] as ('openid' | 'profile' | 'email')[] };

function adaUser(expiresInSeconds = 3600) {
  return new User({
    access_token: 'access-ada',
    id_token: 'id-ada',
    token_type: 'Bearer',
    scope: 'openid profile email',
    profile: { sub: 'ada', iss: `${origin}/oidc`, aud: 'codex-web', exp: 0, iat: 0, name: 'Ada Lovelace' },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });
}

describe('sign-in shared by the reader and the console', () => {
  it('a user signed in through the reader is signed in for the console in the same tab', async () => {
    const tab = new TabStorage();
    const reader = createTenantSignIn(embedded, 'reader', { origin, storage: tab });
    await (await reader.loadUserManager()).storeUser(adaUser());

    const consoleApp = createTenantSignIn(embedded, 'console', { origin, storage: tab });

    expect((await consoleApp.getUser())?.profile.name).toBe('Ada Lovelace');
    expect(await consoleApp.getAccessToken()).toBe('access-ada');
    expect(await consoleApp.getAuthMode()).toBe('PWD');
  });

  it('another tab has nobody signed in', async () => {
    const reader = createTenantSignIn(embedded, 'reader', { origin, storage: new TabStorage() });
    await (await reader.loadUserManager()).storeUser(adaUser());

    const otherTab = createTenantSignIn(embedded, 'console', { origin, storage: new TabStorage() });

    expect(await otherTab.getUser()).toBeNull();
    expect(await otherTab.getAccessToken()).toBeNull();
    expect(await otherTab.getAuthMode()).toBe('IP');
  });

  it('treats expired tokens as signed out', async () => {
    const tab = new TabStorage();
    const reader = createTenantSignIn(embedded, 'reader', { origin, storage: tab });
    await (await reader.loadUserManager()).storeUser(adaUser(-60));

    expect(await reader.getUser()).toBeNull();
  });

  it('reports SSO as the auth mode when the tenant signs in through its own issuer', async () => {
    const tab = new TabStorage();
    const external = createTenantSignIn({ ...embedded, issuer: 'https://sso.example.com/realms/x' }, 'reader', { origin, storage: tab });
    await (await external.loadUserManager()).storeUser(adaUser());

    expect(await external.getAuthMode()).toBe('SSO');
  });

  it('uses the embedded provider at /oidc unless the tenant names an issuer', async () => {
    const own = createTenantSignIn(embedded, 'reader', { origin, storage: new TabStorage() });
    const external = createTenantSignIn({ ...embedded, issuer: 'https://sso.example.com/realms/x' }, 'console', {
      origin,
      storage: new TabStorage(),
    });

    expect((await own.loadUserManager()).settings).toMatchObject({
      authority: `${origin}/oidc`,
      client_id: 'codex-web',
      redirect_uri: `${origin}/implicit/callback`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email',
      automaticSilentRenew: true,
    });
    expect((await external.loadUserManager()).settings).toMatchObject({
      authority: 'https://sso.example.com/realms/x',
      redirect_uri: `${origin}/admin/callback`,
      post_logout_redirect_uri: `${origin}/admin/`,
    });
  });

  it('answers a callback URL without a provider answer by going home', async () => {
    const reader = createTenantSignIn(embedded, 'reader', { origin, storage: new TabStorage() });

    expect(await reader.completeSignIn(`${origin}/implicit/callback`)).toBe('/');
  });
});

describe('the silent attempt of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is made once per tab, even after oidc-client-ts sweeps stale sign-in state', async () => {
    // The provider cannot be reached here; the attempt is recorded before the redirect starts.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const tab = new TabStorage();
    const consoleApp = createTenantSignIn(embedded, 'console', { origin, storage: tab });

    await consoleApp.trySilentSignIn('/admin/').catch(() => undefined);
    await (await consoleApp.loadUserManager()).clearStaleState();

    expect(await consoleApp.trySilentSignIn('/admin/')).toBe(false);
  });
});

describe('safeReturnTo', () => {
  it('keeps paths of this app and refuses anything that could leave it', () => {
    expect(safeReturnTo('/document?contentCode=D1')).toBe('/document?contentCode=D1');
    expect(safeReturnTo('//evil.example.com/')).toBe('/');
    expect(safeReturnTo('/\\evil.example.com')).toBe('/');
    expect(safeReturnTo('https://evil.example.com/')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
