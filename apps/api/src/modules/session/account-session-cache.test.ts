import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers, type Caller } from '../../../test/demo-users.js';
import { accounts, users } from '../../db/schema/index.js';

/** GET api/account kept in memory (docs/adr/0036): each change of the session shows at the very next call. */
let t: TestContext;
let call: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const tokens = await signInDemoUsers(t.app, ['ada', 'grace', 'frances', 'multi', 'newbie', 'operator']);
  call = demoCaller(() => t.app, tokens);
});
afterAll(() => t.close());

const session = async (who: string) => {
  const res = await call('GET', '/api/account', who);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const accountId = async (number: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, number)))[0].id;
const userId = async (login: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;

describe('GET /api/account from memory', () => {
  it('shows a role given and taken by the account admin at the next call', async () => {
    const acme = await accountId('100200');
    const frances = await userId('frances');
    expect((await session('frances')).authorities).toEqual([]);
    const given = await call('PUT', `/api/admin/accounts/${acme}/users/${frances}/authorities`, 'grace', { authorities: ['CP_ADMIN'] });
    expect(given.statusCode).toBe(200);
    expect((await session('frances')).authorities).toEqual(['CP_ADMIN']);
    expect((await call('PUT', `/api/admin/accounts/${acme}/users/${frances}/authorities`, 'grace', { authorities: [] })).statusCode).toBe(200);
    expect((await session('frances')).authorities).toEqual([]);
  });

  it('shows the switched account at the next call', async () => {
    expect((await session('multi')).selectedAccountId).toBeNull();
    const bell = await accountId('100300');
    expect((await call('POST', '/api/account/switch', 'multi', { accountId: bell })).statusCode).toBe(200);
    expect((await session('multi')).selectedAccountId).toBe(bell);
  });

  it('shows the accepted license agreement at the next call', async () => {
    expect((await session('newbie')).lcaAgreementFlag).toBe(false);
    expect((await call('POST', '/api/v1/lca/create', 'newbie')).statusCode).toBe(200);
    expect((await session('newbie')).lcaAgreementFlag).toBe(true);
  });

  it('shows the saved address at the next call', async () => {
    expect((await session('ada')).userAccounts[0].city).not.toBe('Cached Falls');
    expect((await call('PUT', '/api/user-accounts', 'ada', { city: 'Cached Falls', country: 'GB' })).statusCode).toBe(200);
    expect((await session('ada')).userAccounts[0].city).toBe('Cached Falls');
  });

  it('shows the tenant’s new name at the next call', async () => {
    const current = (await call('GET', '/api/admin/tenants/keystone', 'operator')).json();
    expect((await session('ada')).tenant.name).toBe('Keystone Standards Institute');
    const renamed = { ...current.config, tenantName: 'Keystone Renamed' };
    expect((await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: renamed })).statusCode).toBe(200);
    expect((await session('ada')).tenant.name).toBe('Keystone Renamed');
    expect((await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: current.config })).statusCode).toBe(200);
  });

  it('refuses the token at the next call after signing out, though its session was in memory', async () => {
    await session('grace');
    expect((await call('POST', '/api/account/logout', 'grace')).statusCode).toBe(200);
    const after = await call('GET', '/api/account', 'grace');
    expect(after.statusCode).toBe(401);
  });
});
