import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  token.frances = await signInDemo(t.app, 'frances');
  token.acme = await signInDemo(t.app, 'acme');
  token.ada = await signInDemo(t.app, 'ada');
  token.reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

const post = (url: string, who: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: who === 'reader' ? 'community.localhost' : 'localhost', ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
    payload: payload as object,
  });
type Answer = { totalCount: number; list: { user: { userId: number; firstName: string | null; lastName: string | null; email?: string } }[] };
const names = (a: Answer) => a.list.map((o) => `${o.user.firstName} ${o.user.lastName}`);
const search = async (fullName: string, who = 'frances', query = 'pageIndex=1&pageSize=100') => (await post(`/api/user/searchUsers?${query}`, who, { fullName })).json() as Answer;

describe('POST /api/user/searchUsers', () => {
  it('finds individuals of the selected account by a part of the full name, case-insensitive', async () => {
    const found = await search('ACE');
    expect(names(found)).toEqual(['Grace Hopper']);
    expect(found.list[0].user).toEqual({ userId: expect.any(Number), firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@acme.example' });
    // Claude Shannon is entitled to Acme among other accounts; "n sh" spans first and last name.
    expect(names(await search('de sh'))).toEqual(['Claude Shannon']);
    // Ada Lovelace belongs to another account, the COMPANY login is no person.
    expect(names(await search('lovelace'))).toEqual([]);
    expect(names(await search('acme engineering'))).toEqual([]);
    expect(names(await search('%%%'))).toEqual([]);
  });

  it('pages from 1 with the total', async () => {
    const all = await search('ann');
    expect(names(all)).toEqual(['Annie Easley', 'Claude Shannon']);
    const second = await search('ann', 'frances', 'pageIndex=2&pageSize=1');
    expect(second).toMatchObject({ totalCount: 2 });
    expect(names(second)).toEqual(['Claude Shannon']);
  });

  it('keeps to the caller’s tenant and account', async () => {
    expect(names(await search('hopper', 'reader'))).toEqual([]);
    expect(names(await search('hopper', 'ada'))).toEqual([]);
  });

  it('needs more than 2 characters and at most 500, a signed-in individual', async () => {
    const short = await post('/api/user/searchUsers?pageIndex=1&pageSize=100', 'frances', { fullName: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual([expect.objectContaining({ field: 'fullName', message: 'Size' })]);
    expect((await post('/api/user/searchUsers', 'frances', { fullName: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post('/api/user/searchUsers?pageSize=101', 'frances', { fullName: 'grace' })).statusCode).toBe(400);
    const company = await post('/api/user/searchUsers', 'acme', { fullName: 'grace' });
    expect(company.statusCode).toBe(403);
    expect(company.json().detail).toBe('You are not authorized to access this page.');
    expect((await post('/api/user/searchUsers', undefined, { fullName: 'grace' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/searchUsersByEmail', () => {
  it('finds the individual of the tenant with exactly that address', async () => {
    expect(names((await post('/api/user/searchUsersByEmail', 'frances', { email: ' GRACE.hopper@acme.example ' })).json())).toEqual(['Grace Hopper']);
    expect(names((await post('/api/user/searchUsersByEmail', 'frances', { email: 'ada.lovelace@example.org' })).json())).toEqual(['Ada Lovelace']);
    expect((await post('/api/user/searchUsersByEmail', 'frances', { email: 'grace.hopper@acme' })).statusCode).toBe(400);
    expect((await post('/api/user/searchUsersByEmail', 'frances', { email: 'hopper@acme.example' })).json()).toEqual({ totalCount: 0, list: [] });
    expect((await post('/api/user/searchUsersByEmail', 'frances', { email: 'tim@community.example' })).json()).toEqual({ totalCount: 0, list: [] });
    expect((await post('/api/user/searchUsersByEmail', 'acme', { email: 'grace.hopper@acme.example' })).statusCode).toBe(403);
  });

  it("checks the address by the spec's e-mail rule: an IP literal is an address, a top level of digits is not", async () => {
    const literal = await post('/api/user/searchUsersByEmail', 'frances', { email: 'grace.hopper@[127.0.0.1]' });
    expect(literal.statusCode).toBe(200);
    expect(literal.json()).toEqual({ totalCount: 0, list: [] });
    const digits = await post('/api/user/searchUsersByEmail', 'frances', { email: 'grace.hopper@acme.123' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().fieldErrors).toEqual([{ objectName: 'body', field: 'email', message: 'Email' }]);
  });
});
