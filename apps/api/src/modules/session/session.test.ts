import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, auditEvents, entitlements, publishers, tenants, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { entitledPublisherIds } from '../../db/current-subscriptions.js';
import { signIn, signInAs } from '../../../test/sign-in.js';
import { access } from '../../lib/access-rules.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/admin-only', { config: { access: access.authority(['ADMIN']) } }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, options: { payload?: unknown; host?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host: options.host ?? 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
const session = async (token: string) => {
  const res = await call('GET', '/api/account', token);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const accountId = async (number: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, number)))[0].id;
const lastAudit = async (type: string) => (await t.db.select().from(auditEvents).where(eq(auditEvents.type, type)).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('GET /api/account for each demo user', () => {
  it('ada: an individual subscriber whose only account is selected for her', async () => {
    const body = await session(await signInDemo(t.app, 'ada'));
    const ada = await accountId('100100');
    expect(body).toMatchObject({
      activated: true,
      login: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.lovelace@example.org',
      userType: 'INDIVIDUAL',
      authType: 'PWD',
      cgEntitlements: [{ accountId: ada, accountName: 'Ada Lovelace', accountNumber: '100100', accountSetting: { acronym: null } }],
      selectedAccountId: ada,
      authorities: [],
      roles: ['COMPASS_USER'],
      // The switch-account screen shows it; inject's requests come from the loopback.
      ipAddress: '127.0.0.1',
      customCollection: false,
      compassPointFlag: true,
      semanticSearchFlag: true,
      lcaAgreementFlag: true,
      showBanner: true,
      langKey: 'en',
      contentSecurity: { 'drm-view': 'N' },
      refinementSections: ['Publisher', 'Category'],
      billboard: null,
      tenant: { code: 'keystone', name: 'Keystone Standards Institute' },
      // Keystone configures no profile page, only its account site (externalAccountUrl, a menu item of its own):
      // My account stays the library's own page.
      profileManagementUrl: null,
    });
    expect(body.userMenuList).toContainEqual({ menu: { menuName: 'Compass Points' }, isShowed: true });
    expect(body.userAccounts[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('acme: the shared company login with all of Acme’s flags', async () => {
    const body = await session(await signInDemo(t.app, 'acme'));
    expect(body).toMatchObject({
      userType: 'COMPANY',
      firstName: 'Acme Engineering',
      lastName: 'Library',
      cgEntitlements: [{ accountName: 'Acme Engineering', accountNumber: '100200', accountSetting: { acronym: 'ACME' } }],
      selectedAccountId: await accountId('100200'),
      customCollection: true,
      compassPointFlag: true,
      semanticSearchFlag: true,
    });
  });

  it('grace holds ADMIN, cpadmin CP_ADMIN, reports REPORT_VIEW, drm sees protected content', async () => {
    const grace = await session(await signInDemo(t.app, 'grace'));
    expect(grace.authorities).toEqual(['ADMIN']);
    expect(grace.roles).toEqual(['COMPASS_USER_ADMIN', 'COMPASS_USER']);
    const cpadmin = await session(await signInDemo(t.app, 'cpadmin'));
    expect(cpadmin.authorities).toEqual(['CP_ADMIN']);
    expect(cpadmin.roles).toEqual(['COMPASS_USER', 'COMPASS_POINT_ADMIN']);
    const reports = await session(await signInDemo(t.app, 'reports'));
    expect(reports.authorities).toEqual(['REPORT_VIEW']);
    expect(reports.roles).toEqual(['COMPASS_USER', 'COMPASS_USAGE_REPORT_VIEWER']);
    const drm = await session(await signInDemo(t.app, 'drm'));
    expect(drm.contentSecurity).toEqual({ 'drm-view': 'Y' });
    expect(drm.authorities).toEqual([]);
    expect((await session(await signInDemo(t.app, 'operator'))).authorities.sort()).toEqual(['ADMIN', 'OPERATOR']);
  });

  it('nist: the single-publisher tenant shows its billboard', async () => {
    const token = await signInDemo(t.app, 'nist');
    const res = await call('GET', '/api/account', token, { host: 'nist.localhost' });
    expect(res.json()).toMatchObject({
      firstName: 'Dorothy',
      tenant: { code: 'nist-portal' },
      billboard: { showBillboard: true, billboardName: 'NIST Special Publications and FIPS', billboardInitialRootNode: 'NIST' },
    });
  });
});

describe('switching accounts', () => {
  let multiToken: string;
  beforeAll(async () => {
    multiToken = await signInDemo(t.app, 'multi');
  });

  it('multi has two entitlements and no selected account until switching', async () => {
    const before = await session(multiToken);
    expect(before.cgEntitlements.map((e: { accountName: string }) => e.accountName)).toEqual(['Acme Engineering', 'Bell Research Labs']);
    expect(before.selectedAccountId).toBeNull();
    expect(before.customCollection).toBe(false);
    // No account yet: the tenant's banner may show.
    expect(before.showBanner).toBe(true);

    const bell = await accountId('100300');
    const res = await call('POST', '/api/account/switch', multiToken, { payload: { accountId: bell, authType: 'PWD' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().selectedAccountId).toBe(bell);
    expect((await session(multiToken)).selectedAccountId).toBe(bell);
    // Bell Research Labs works without the tenant's announcements: the session flag keeps the banner away.
    expect(res.json().showBanner).toBe(false);
    expect(await lastAudit('ACCOUNT_SWITCH')).toMatchObject({ principal: 'multi', data: { fromAccountId: null, toAccountId: bell } });

    const acme = await accountId('100200');
    const again = await call('POST', '/api/account/switch', multiToken, { payload: { accountId: acme } });
    expect(again.json()).toMatchObject({ selectedAccountId: acme, customCollection: true, showBanner: true });
  });

  it('answers 404 for an account the user is not entitled to, or of another tenant', async () => {
    const notMine = await call('POST', '/api/account/switch', multiToken, { payload: { accountId: await accountId('100100') } });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().detail).toBe('Account not found');
    const otherTenant = await call('POST', '/api/account/switch', multiToken, { payload: { accountId: await accountId('200100') } });
    expect(otherTenant.statusCode).toBe(404);
    expect((await call('POST', '/api/account/switch', multiToken, { payload: { accountId: 999999 } })).statusCode).toBe(404);
  });

  it('answers 400 with field errors for unknown or missing fields', async () => {
    const res = await call('POST', '/api/account/switch', multiToken, { payload: { accountId: 1, admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: 'admin', message: 'Unknown' }]);
    const missing = await call('POST', '/api/account/switch', multiToken, { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ objectName: 'body', field: 'accountId', message: 'NotNull' }]);
  });

  it('answers 401 before looking at the body when nobody is signed in', async () => {
    expect((await call('POST', '/api/account/switch', undefined, { payload: { bogus: 1 } })).statusCode).toBe(401);
  });
});

describe('the license agreement', () => {
  it('newbie has not accepted; accepting records it on her account', async () => {
    const token = await signInDemo(t.app, 'newbie');
    expect((await session(token)).lcaAgreementFlag).toBe(false);

    const validate = await call('GET', '/api/v1/lca/validate', token);
    expect(validate.statusCode).toBe(200);
    const { licenseContent, accepted } = validate.json().responseData.value;
    expect(accepted).toBe(false);
    expect(licenseContent).toContain('Keystone Standards Institute');
    expect(licenseContent.length).toBeGreaterThan(1000);

    const create = await call('POST', '/api/v1/lca/create', token);
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual({ responseData: { value: { accepted: true } } });
    expect((await session(token)).lcaAgreementFlag).toBe(true);
    expect((await call('GET', '/api/v1/lca/validate', token)).json().responseData.value.accepted).toBe(true);

    const [row] = await t.db.select().from(accounts).where(eq(accounts.accountNumber, '100400'));
    const [newbie] = await t.db.select().from(users).where(eq(users.login, 'newbie'));
    expect(row.lcaAcceptedAt).not.toBeNull();
    expect(row.lcaAcceptedBy).toBe(newbie.id);
    expect(await lastAudit('LICENSE_ACCEPTED')).toMatchObject({ principal: 'newbie', data: { accountId: row.id } });
  });

  it('is worded for the tenant that offers it', async () => {
    const token = await signInDemo(t.app, 'reader');
    const res = await call('GET', '/api/v1/lca/validate', token, { host: 'community.localhost' });
    expect(res.json().responseData.value.licenseContent).toContain('Open Web Community Library');
  });

  it('cannot be accepted by an IP session', async () => {
    expect((await call('POST', '/api/v1/lca/create', undefined, { remoteAddress: '192.0.2.15' })).statusCode).toBe(403);
  });
});

describe('signing out', () => {
  it('revokes the access token and ends the provider session', async () => {
    const tokens = await signIn(t.app, 'grace', 'Grace-Finds-Bugs-1');
    expect((await call('GET', '/api/account', tokens.access_token)).statusCode).toBe(200);

    const res = await call('POST', '/api/account/logout', tokens.access_token);
    expect(res.statusCode).toBe(200);
    const logoutUrl = new URL(res.json().logoutUrl);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe('http://localhost:8080/oidc/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:8080/');

    const after = await call('GET', '/api/account', tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['www-authenticate'])).toContain('revoked');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'codex-web' }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
    expect(await lastAudit('SIGN_OUT')).toMatchObject({ principal: 'grace' });

    // The provider's end-session page is harmless to visit afterwards and returns to the app.
    const end = await t.app.inject({ method: 'GET', url: `${logoutUrl.pathname}${logoutUrl.search}`, headers: { host: logoutUrl.host } });
    expect(end.statusCode).toBe(200);
  });
});

describe('IP authentication', () => {
  it('gives a COMPANY session for Acme to an address in its ranges', async () => {
    const acme = await accountId('100200');
    for (const remoteAddress of ['192.0.2.15', '::ffff:192.0.2.200', '2001:db8:1234::5']) {
      const res = await call('GET', '/api/account', undefined, { remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json()).toMatchObject({
        id: null,
        login: null,
        userType: 'COMPANY',
        authType: 'IP',
        selectedAccountId: acme,
        cgEntitlements: [{ accountId: acme, accountName: 'Acme Engineering' }],
        userAccounts: [{ companyName: 'Acme Engineering' }],
        customCollection: true,
        lcaAgreementFlag: true,
        authorities: [],
      });
    }
  });

  it('never trusts the originatedIpAddress header', async () => {
    const res = await call('GET', '/api/account', undefined, { remoteAddress: '203.0.113.9', headers: { originatedipaddress: '192.0.2.15' } });
    expect(res.statusCode).toBe(401);
  });

  it('only recognises the ranges of the request’s tenant', async () => {
    expect((await call('GET', '/api/account', undefined, { remoteAddress: '192.0.2.15', host: 'community.localhost' })).statusCode).toBe(401);
    expect((await call('GET', '/api/account', undefined, { remoteAddress: '192.0.3.1' })).statusCode).toBe(401);
  });

  it('lets a signed-in user’s token win over the address', async () => {
    const token = await signInDemo(t.app, 'ada');
    const res = await call('GET', '/api/account', token, { remoteAddress: '192.0.2.15' });
    expect(res.json()).toMatchObject({ login: 'ada', authType: 'PWD' });
  });
});

describe('authorities and entitlements', () => {
  it('an authority rule answers 401 without a session and 403 without the authority', async () => {
    expect((await call('GET', '/api/test/admin-only')).statusCode).toBe(401);
    expect((await call('GET', '/api/test/admin-only', await signInDemo(t.app, 'ada'))).statusCode).toBe(403);
    expect((await call('GET', '/api/test/admin-only', await signInDemo(t.app, 'operator'))).statusCode).toBe(200);
  });

  it('entitledPublisherIds counts only current subscriptions', async () => {
    const ids = Object.fromEntries((await t.db.select().from(publishers)).map((p) => [p.code, p.id]));
    expect(await entitledPublisherIds(t.db, await accountId('100200'))).toEqual([ids.IETF, ids.NIST, ids.W3C].sort((a, b) => a - b));
    // Bell's NIST subscription ended in 2024.
    expect(await entitledPublisherIds(t.db, await accountId('100300'))).toEqual([ids.IETF]);
    expect(await entitledPublisherIds(t.db, null)).toEqual([]);
  });
});

describe('a selected account that disappears', () => {
  it('answers 500 "account id not exist" while the session still points at it', async () => {
    const [keystone] = await t.db.select().from(tenants).where(eq(tenants.code, 'keystone'));
    const [temp] = await t.db
      .insert(accounts)
      .values({ tenantId: keystone.id, accountNumber: '199999', name: 'Short-lived Account', accountType: 'INDIVIDUAL' })
      .returning();
    const [user] = await t.db
      .insert(users)
      .values({ tenantId: keystone.id, login: 'ephemeral', email: 'ephemeral@example.org', passwordHash: await hashPassword('Gone-Soon-1'), userType: 'INDIVIDUAL', firstName: 'E', lastName: 'Phemeral' })
      .returning();
    await t.db.insert(entitlements).values({ userId: user.id, accountId: temp.id });
    const token = await signInAs(t.app, 'ephemeral', 'Gone-Soon-1');
    expect((await session(token)).selectedAccountId).toBe(temp.id);

    await t.db.delete(accounts).where(and(eq(accounts.id, temp.id)));
    // Deleted under the running server (no route deletes accounts): the change is announced as a writer announces it.
    t.app.hotCache.invalidate('account', temp.id);
    const res = await call('GET', '/api/account', token);
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe('account id not exist');
  });
});
