import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, eLearningAssets, publishers } from '../../db/schema/index.js';
import { signInDemo } from '../../../test/demo-users.js';
import { elpEntitlementStatus } from './elp-entitlement.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/entitlement/getElpEntitlementStatus';
const check = (token?: string, options: { host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: PATH,
    headers: { host: options.host ?? 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
const publisherId = async (code: string) => (await t.db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, code)))[0].id;
const accountId = async (number: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, number)))[0].id;

describe('GET /api/entitlement/getElpEntitlementStatus', () => {
  it("answers code '300' to an individual whose subscriptions cover no e-learning course, and '200' with the provider's URL once one does", async () => {
    const ada = await signInDemo(t.app, 'ada');
    // Ada subscribes to IETF and W3C: a NIST course does not entitle her.
    await t.db.insert(eLearningAssets).values({ publisherId: await publisherId('NIST'), family: 'NIST-FIPS-140', assetType: 'eLearning', title: 'FIPS 140 in practice', productCode: 'EL-FIPS-140' });
    const refused = await check(ada);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: '300', entitled: false, url: null, courseCount: 0 });

    await t.db.insert(eLearningAssets).values({ publisherId: await publisherId('IETF'), family: 'IETF-RFC2068', assetType: 'eLearning', title: 'HTTP for engineers', productCode: 'EL-HTTP-101' });
    const granted = await check(ada);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ code: '200', entitled: true, url: 'https://learn.keystone.example', courseCount: 1 });
  });

  it('is not for COMPANY sessions: the shared institutional login and an IP session are refused', async () => {
    expect((await check(await signInDemo(t.app, 'acme'))).statusCode).toBe(403);
    const ip = await check(undefined, { remoteAddress: '192.0.2.15' });
    expect([401, 403]).toContain(ip.statusCode);
    expect((await check()).statusCode).toBe(401);
  });

  it('is refused on a tenant without e-learning', async () => {
    const res = await check(await signInDemo(t.app, 'reader'), { host: 'community.localhost' });
    expect(res.statusCode).toBe(403);
  });
});

describe('elpEntitlementStatus', () => {
  it('counts only current subscriptions to publishers the tenant offers', async () => {
    const bell = await accountId('100300');
    const config = { publisherCodes: [], eLearningUrl: 'https://learn.example' };
    // Bell Research Labs held NIST in 2024 (a NIST course exists from the test above); today it holds IETF only.
    expect(await elpEntitlementStatus(t.db, config, bell, '2024-06-01')).toMatchObject({ code: '200', courseCount: 1 });
    expect(await elpEntitlementStatus(t.db, { ...config, publisherCodes: ['W3C'] }, bell)).toMatchObject({ code: '300', entitled: false });
    expect(await elpEntitlementStatus(t.db, config, null)).toMatchObject({ code: '300' });
  });
});
