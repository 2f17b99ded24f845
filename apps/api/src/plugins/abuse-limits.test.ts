import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { accounts, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { LIMITED_ROUTES } from './abuse-limit-table.js';

/**
 * Limits against abuse (docs/adr/0043), each with limits small enough to reach: shares, group e-mails, user search
 * and search. The full-text guard has its own file. With REDIS_URL set, these count in Redis.
 */
let t: TestContext;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let acmeAccountId: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp({
    JOBS_WORKER: 'false',
    LIMIT_SHARES_PER_USER_HOUR: '2',
    LIMIT_SHARES_PER_ACCOUNT_DAY: '3',
    LIMIT_GROUP_MAILS_PER_USER_HOUR: '1',
    LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY: '2',
    LIMIT_USER_SEARCHES_PER_USER_MINUTE: '2',
    LIMIT_SEARCHES_PER_USER_SECOND: '1',
  });
  const logins: Record<string, string> = {
    frances: 'Frances-Optimizes-Loops-1',
    radia: 'Radia-Spans-Trees-1',
    annie: 'Annie-Runs-Rockets-1',
    edsger: 'Edsger-Finds-Paths-1',
    ada: 'Ada-Reads-Standards-1',
  };
  for (const [login, password] of Object.entries(logins)) token[login] = await signInAs(t.app, login, password);
  for (const u of await t.db.select({ id: users.id, login: users.login }).from(users)) id[u.login] ??= u.id;
  [{ id: acmeAccountId }] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
  const group = await call('POST', '/api/group/save', 'frances', { accountID: acmeAccountId, name: 'Limits', longDesc: 'Reviewers', memberIds: [id.radia, id.annie], contentCodes: ['W3C-WCAG21'] });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().groupID;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, who: string | null, payload?: unknown, remoteAddress?: string) {
  return t.app.inject({
    method,
    url,
    remoteAddress,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** A refusal of the error model: 429, Retry-After in whole seconds within the window, the message key by the wait. */
function expectRefused(res: LightMyRequestResponse, windowSeconds: number, message: RegExp, detail: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, title: 'Too Many Requests' });
  expect(body.message).toMatch(message);
  expect(res.headers['x-app-error']).toBe(body.message);
  expect(body.detail).toMatch(detail);
}

const shareWithUser = (who: string, to: string) => call('POST', '/api/contentShare/withUser', who, [{ contentCode: 'IETF-RFC9110', sharedWithUserID: id[to] }]);

describe('shares: per user per hour and per account per day, over the three share routes', () => {
  it('refuses a user’s third share of the hour, whichever route it takes', async () => {
    expect((await shareWithUser('frances', 'radia')).statusCode).toBe(201);
    const byGroup = await call('POST', '/api/contentShare/updateContentsByGroup', 'frances', { sharedWithGroupID: groupId, addContentCodes: ['IETF-RFC9111'] });
    expect(byGroup.statusCode).toBe(200);
    const third = await call('POST', '/api/contentShare/withGroup', 'frances', [{ contentCode: 'IETF-RFC7230', sharedWithGroupID: groupId }]);
    expectRefused(third, 3600, /^error\.rateLimited\.minutes$/, /at most 2 per user per hour/);
  });

  it('refuses the account’s fourth share of the day to a colleague who has shared nothing', async () => {
    // Frances's refused share did not count for the account: 2 so far.
    expect((await shareWithUser('radia', 'annie')).statusCode).toBe(201);
    const fourth = await shareWithUser('radia', 'frances');
    expectRefused(fourth, 86_400, /^error\.rateLimited\.hours$/, /at most 3 per account per day/);
    expectRefused(await shareWithUser('edsger', 'frances'), 86_400, /^error\.rateLimited\.hours$/, /per account per day/);
  });

  it('leaves other accounts alone', async () => {
    const res = await call('POST', '/api/contentShare/withUser', 'ada', [{ contentCode: 'IETF-RFC9110', sharedWithEmail: 'frances.allen@acme.example' }]);
    expect(res.statusCode).toBe(201);
  });
});

describe('group e-mails: per user per hour and per account per day', () => {
  const mail = (who: string) => call('POST', '/api/group/sendMailToGroup', who, { subject: 'Review', message: 'Section 4, please', groupId, copyMeFlag: false });

  it('refuses a user’s second group e-mail of the hour, then the account’s third of the day', async () => {
    // A request that fails validation is not counted: the limit of one is still there for the next.
    expect((await call('POST', '/api/group/sendMailToGroup', 'frances', { subject: ' ', message: 'x', groupId })).statusCode).toBe(400);
    expect((await mail('frances')).statusCode).toBe(202);
    expectRefused(await mail('frances'), 3600, /^error\.rateLimited\.minutes$/, /Too many group e-mails: at most 1 per user per hour/);
    expect((await mail('radia')).statusCode).toBe(202);
    expectRefused(await mail('annie'), 86_400, /^error\.rateLimited\.hours$/, /at most 2 per account per day/);
  });
});

describe('user search: per user per minute, over the three member searches', () => {
  it('refuses the third search of the minute', async () => {
    expect((await call('POST', '/api/user/searchUsers?pageIndex=1&pageSize=10', 'annie', { fullName: 'Radia' })).statusCode).toBe(200);
    expect((await call('POST', '/api/user/searchUsersByEmail', 'annie', { email: 'radia.perlman@acme.example' })).statusCode).toBe(200);
    const third = await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=rad', 'annie');
    expectRefused(third, 60, /^error\.rateLimited\.(moment|minutes)$/, /Too many user searches: at most 2 per user per minute/);
    // Another person's searches are their own.
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=rad', 'radia')).statusCode).toBe(200);
  });
});

describe('search: per user per second, over search, counts, type-ahead and semantic search', () => {
  const search = (who: string | null, remoteAddress?: string) => call('POST', '/api/documents/search', who, { keywords: 'http' }, remoteAddress);

  it('refuses searches sent together beyond one a second, and allows the next second', async () => {
    const answers = await Promise.all([
      search('edsger'),
      call('POST', '/api/documents/search/count', 'edsger', { keywords: 'http', searchField: 'A', section: 'Publisher' }),
      call('POST', '/api/documents/search/type-ahead', 'edsger', { keywords: 'http', 'search-type': 'A' }),
      call('POST', '/api/semantic-search/v1/query?page=0&size=10', 'edsger', { keywords: 'caching web responses' }),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429).length, statuses.join()).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join()).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expectRefused(refused, 1, /^error\.rateLimited\.moment$/, /Too many searches: at most 1 per user per second/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await search('edsger')).statusCode).toBe(200);
  });

  it('counts a session recognised by its network address per address, not per company', async () => {
    const fromOne = await Promise.all([search(null, '192.0.2.10'), search(null, '192.0.2.10'), search(null, '192.0.2.10')]);
    expect(fromOne.map((a) => a.statusCode)).toContain(429);
    expect((await search(null, '192.0.2.11')).statusCode).toBe(200);
  });
});

describe('the table of limits', () => {
  it('names only routes that exist', () => {
    const missing = Object.keys(LIMITED_ROUTES).filter((route) => {
      const [method, url] = route.split(' ');
      return !t.app.hasRoute({ method: method as 'GET' | 'POST', url });
    });
    expect(missing).toEqual([]);
  });

  it('says the wait in the message key: a moment under a minute, minutes under two hours, else hours', () => {
    const keyOf = (seconds: number) => AppError.rateLimited(seconds, 'x').details.appError;
    expect([keyOf(0.2), keyOf(59), keyOf(60), keyOf(7199), keyOf(7200), keyOf(86_400)]).toEqual([
      'error.rateLimited.moment',
      'error.rateLimited.moment',
      'error.rateLimited.minutes',
      'error.rateLimited.minutes',
      'error.rateLimited.hours',
      'error.rateLimited.hours',
    ]);
    expect(AppError.rateLimited(0.2, 'x').details.headers).toEqual({ 'retry-after': '1' });
  });
});
