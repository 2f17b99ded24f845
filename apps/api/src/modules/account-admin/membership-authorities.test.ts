/**
 * Authorities belong to a membership (docs/adr/0042): a role given in one account takes effect only while the
 * session acts for that account. The escalation measured on 2026-11-28: Acme's ADMIN made `multi` (a user of Acme
 * and of Bell Research Labs) ADMIN, and `multi`, switched to Bell, administered Bell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers, type Caller } from '../../../test/demo-users.js';
import { accounts, auditEvents, membershipAuthorities, subscriptions, userAuthorities, users, webhooks } from '../../db/schema/index.js';

let t: TestContext;
let call: Caller;
const ids: Record<string, number> = {};
let multi: number;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await signInDemoUsers(t.app, ['grace', 'multi', 'operator']);
  call = demoCaller(() => t.app, tokens);
  for (const a of await t.db.select({ id: accounts.id, number: accounts.accountNumber }).from(accounts)) ids[a.number] = a.id;
  multi = (await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'multi')))[0].id;
});
afterAll(async () => t?.close());

const session = async () => (await call('GET', '/api/account', 'multi')).json() as { selectedAccountId: number | null; authorities: string[] };
const switchTo = async (accountId: number) => expect((await call('POST', '/api/account/switch', 'multi', { accountId })).statusCode).toBe(200);

describe('a role given in one account', () => {
  it("Acme's ADMIN makes multi ADMIN of Acme: multi administers Acme, and nothing of Bell once switched to Bell", async () => {
    const grant = await call('PUT', `/api/admin/accounts/${ids['100200']}/users/${multi}/authorities`, 'grace', { authorities: ['ADMIN'] });
    expect(grant.statusCode).toBe(200);
    expect(await t.db.select().from(membershipAuthorities).where(eq(membershipAuthorities.userId, multi))).toEqual([
      { userId: multi, accountId: ids['100200'], authorityName: 'ADMIN' },
    ]);
    expect(await t.db.select().from(userAuthorities).where(eq(userAuthorities.userId, multi))).toEqual([]);

    await switchTo(ids['100200']);
    expect(await session()).toMatchObject({ selectedAccountId: ids['100200'], authorities: ['ADMIN'] });
    expect((await call('GET', `/api/admin/accounts/${ids['100200']}`, 'multi')).statusCode).toBe(200);

    await switchTo(ids['100300']);
    expect(await session()).toMatchObject({ selectedAccountId: ids['100300'], authorities: [] });
    const bellSubscriptions = await t.db.select().from(subscriptions).where(eq(subscriptions.accountId, ids['100300']));
    const bellWebhooks = await t.db.select().from(webhooks).where(eq(webhooks.accountId, ids['100300']));
    const audits = (await t.db.select().from(auditEvents)).length;
    const refused: [Parameters<Caller>[0], string, unknown?][] = [
      ['GET', `/api/admin/accounts/${ids['100300']}`],
      ['GET', '/api/admin/accounts'],
      ['POST', `/api/admin/accounts/${ids['100300']}/subscriptions`, { kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2026-01-01' }],
      ['PUT', `/api/admin/accounts/${ids['100300']}/ip-ranges`, { ipRanges: ['127.0.0.1/32'] }],
      ['PUT', `/api/admin/accounts/${ids['100300']}/users/${multi}/authorities`, { authorities: ['ADMIN'] }],
      ['POST', '/api/admin/webhooks', { url: 'https://receiver.example/hook', events: ['content.shared'] }],
      ['POST', '/api/admin/usage/api-keys', { label: 'mine now' }],
      ['GET', '/api/admin/usage/dashboard'],
      ['GET', '/api/admin/groups'],
      ['GET', '/api/admin/custom-collections'],
    ];
    for (const [method, url, body] of refused) expect((await call(method, url, 'multi', body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.accountId, ids['100300']))).toEqual(bellSubscriptions);
    expect(await t.db.select().from(webhooks).where(eq(webhooks.accountId, ids['100300']))).toEqual(bellWebhooks);
    expect((await t.db.select().from(auditEvents)).length).toBe(audits);

    // Back in Acme, the role is there again.
    await switchTo(ids['100200']);
    expect((await session()).authorities).toEqual(['ADMIN']);
  });

  it("an ADMIN cannot give a role in an account they do not administer, even to a user of their own account", async () => {
    // grace acts for Acme; Bell's membership of multi is not hers to change (404: not in her scope).
    const res = await call('PUT', `/api/admin/accounts/${ids['100300']}/users/${multi}/authorities`, 'grace', { authorities: ['ADMIN'] });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(membershipAuthorities).where(and(eq(membershipAuthorities.userId, multi), eq(membershipAuthorities.accountId, ids['100300'])))).toEqual([]);
  });

  it("the account's page lists a user's roles in that account only", async () => {
    const bell = await call('GET', `/api/admin/accounts/${ids['100300']}`, 'operator');
    const acme = await call('GET', `/api/admin/accounts/${ids['100200']}`, 'operator');
    const rolesOf = (res: typeof bell) => (res.json() as { users: { login: string; authorities: string[] }[] }).users.find((u) => u.login === 'multi')!.authorities;
    expect(rolesOf(acme)).toEqual(['ADMIN']);
    expect(rolesOf(bell)).toEqual([]);
  });

  it('a role goes with the membership: the user removed from the account keeps no role there', async () => {
    await t.db.execute(sql`delete from entitlements where user_id = ${multi} and account_id = ${ids['100200']}`);
    expect(await t.db.select().from(membershipAuthorities).where(eq(membershipAuthorities.userId, multi))).toEqual([]);
  });
});

describe('migration 0020: per-user authorities become the memberships the user holds', () => {
  it('gives each held account the role, keeps OPERATOR per user, and widens nobody', async () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0020_move-account-authorities.sql');
    const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
    const [radia] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'radia'));
    const [operator] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'operator'));
    // As before the change: radia holds REPORT_VIEW as a user, and two accounts (Acme and Bell).
    await t.db.execute(sql`insert into entitlements (user_id, account_id) values (${radia.id}, ${ids['100300']}) on conflict do nothing`);
    await t.db.insert(userAuthorities).values({ userId: radia.id, authorityName: 'REPORT_VIEW' });
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const moved = await t.db.select().from(membershipAuthorities).where(eq(membershipAuthorities.userId, radia.id));
    expect(moved.map((m) => [m.accountId, m.authorityName]).sort()).toEqual(
      [
        [ids['100200'], 'REPORT_VIEW'],
        [ids['100300'], 'REPORT_VIEW'],
      ].sort(),
    );
    expect(await t.db.select().from(userAuthorities).where(eq(userAuthorities.userId, radia.id))).toEqual([]);
    expect(await t.db.select().from(userAuthorities).where(eq(userAuthorities.userId, operator.id))).toEqual([{ userId: operator.id, authorityName: 'OPERATOR' }]);
    // Nobody holds a role in an account they are not a member of.
    const strays = await t.db.execute(sql`select 1 from membership_authorities m where not exists (select 1 from entitlements e where e.user_id = m.user_id and e.account_id = m.account_id)`);
    expect((strays as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
