import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { accounts, compassPoints, documents } from '../../db/schema/index.js';

/**
 * list-admin's filters, as the console's compassPoints resource sends them: document (designation or contentCode),
 * creator (name or e-mail), from and to (inclusive days of createdDate, UTC); bad dates and from > to are 400s.
 */
let t: TestContext;
const token: Record<string, string> = {};

const demoCall = demoCaller(() => t.app, token);
const call = (url: string, who: string, method: 'GET' | 'POST' = 'GET', payload?: object) => demoCall(method, url, who, payload);
const names = async (query: string, who = 'cpadmin') => {
  const res = await call(`/api/v1/compasspoint/list-admin?sort=name&${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { content: { name: string }[]; totalElements: number };
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((c) => c.name);
};

/** name, creator, document, createdDate */
const POINTS: [string, string, string, string][] = [
  ['Early morning', 'frances', 'IETF-RFC9110', '2026-03-01T00:00:00Z'],
  ['Late evening', 'radia', 'IETF-RFC9110', '2026-03-01T23:59:59.999Z'],
  ['Next day', 'frances', 'NIST-SP-800-53-REV-5', '2026-03-02T00:00:00Z'],
  ['Later', 'radia', 'IETF-RFC9111', '2026-03-05T12:00:00Z'],
];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'grace', 'ada', 'operator'] as const));
  for (const [name, who, code, createdAt] of POINTS) {
    const [{ id: contentID }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
    const res = await call('/api/v1/compasspoint', who, 'POST', { name, contentID, selectionMetadata: { pageNumber: 1 } });
    expect(res.statusCode).toBe(201);
    await t.db.update(compassPoints).set({ createdAt: new Date(createdAt) }).where(eq(compassPoints.id, res.json().compassPointID));
  }
  // Another account's compass point on the same document never shows in Acme's list.
  const [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  expect((await call('/api/v1/compasspoint', 'ada', 'POST', { name: 'Early elsewhere', contentID: rfc9110, selectionMetadata: {} })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('list-admin filters', () => {
  it('filters by document: a case-insensitive part of the designation or the contentCode', async () => {
    expect(await names('document=rfc%209110')).toEqual(['Early morning', 'Late evening']);
    expect(await names('document=ietf-rfc911')).toEqual(['Early morning', 'Late evening', 'Later']);
    expect(await names('document=800-53')).toEqual(['Next day']);
    expect(await names('document=NOPE')).toEqual([]);
  });

  it('filters by creator: a case-insensitive part of the full name or the e-mail', async () => {
    expect(await names('creator=FRANCES')).toEqual(['Early morning', 'Next day']);
    expect(await names('creator=frances%20allen')).toEqual(['Early morning', 'Next day']);
    expect(await names('creator=perlman')).toEqual(['Late evening', 'Later']);
    expect(await names('creator=radia.perlman%40acme')).toEqual(['Late evening', 'Later']);
    expect(await names('creator=katherine')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await names('document=%25')).toEqual([]);
    expect(await names('creator=_')).toEqual([]);
  });

  it('filters by inclusive days of createdDate', async () => {
    expect(await names('from=2026-03-01&to=2026-03-01')).toEqual(['Early morning', 'Late evening']);
    expect(await names('from=2026-03-02')).toEqual(['Later', 'Next day']);
    expect(await names('to=2026-03-02')).toEqual(['Early morning', 'Late evening', 'Next day']);
    expect(await names('from=2026-02-01&to=2026-02-28')).toEqual([]);
  });

  it('combines filters, keeps paging and the total, and treats blank filters as none', async () => {
    expect(await names('document=rfc&creator=radia&from=2026-03-01&to=2026-03-04')).toEqual(['Late evening']);
    const res = await call('/api/v1/compasspoint/list-admin?document=rfc&sort=name-&pageSize=1&pageIndex=1', 'grace');
    expect(res.json()).toMatchObject({ totalElements: 3, pageIndex: 1, pageSize: 1, content: [expect.objectContaining({ name: 'Late evening' })] });
    expect(await names('document=&creator=%20%20')).toEqual(['Early morning', 'Late evening', 'Later', 'Next day']);
  });

  it.each([
    ['from=2026-13-01', 'from', 'Pattern'],
    ['to=2026-02-30', 'to', 'Pattern'],
    ['from=yesterday', 'from', 'Pattern'],
    ['from=2026-03-01T10:00:00Z', 'from', 'Pattern'],
    ['from=2026-03-05&to=2026-03-01', 'from', 'DateRange'],
    [`document=${'d'.repeat(256)}`, 'document', 'Size'],
    [`creator=${'c'.repeat(256)}`, 'creator', 'Size'],
  ])('refuses %s with a 400 and the field error', async (query, field, message) => {
    const res = await call(`/api/v1/compasspoint/list-admin?${query}`, 'cpadmin');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'query', field, message }] });
  });

  it('is still refused to colleagues who are not admins', async () => {
    expect((await call('/api/v1/compasspoint/list-admin?document=rfc', 'frances')).statusCode).toBe(403);
  });
});

describe("the operator's account picker (accountId, docs/adr/0058)", () => {
  const accountIdOf = async (accountNumber: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, accountNumber)))[0].id;
  const list = (query: string, who: string) => call(`/api/v1/compasspoint/list-admin?sort=name&${query}`, who);

  it("lists the compass points of the account the operator picks, read only; without a pick, the operator's own", async () => {
    const acme = await list(`accountId=${await accountIdOf('100200')}&creator=radia`, 'operator');
    expect(acme.statusCode, acme.body).toBe(200);
    const page = acme.json() as { content: { name: string; edit: boolean }[]; totalElements: number };
    expect(page.content.map((c) => c.name)).toEqual(['Late evening', 'Later']);
    expect(page.totalElements).toBe(2);
    expect(page.content.every((c) => c.edit === false)).toBe(true);
    expect((await list('', 'operator')).json()).toMatchObject({ totalElements: 0, content: [] });
    expect((await list(`accountId=${await accountIdOf('100900')}`, 'operator')).json()).toMatchObject({ totalElements: 0 });
  });

  it("is 404 for another tenant's account and an unknown one, and for an account admin naming another account", async () => {
    for (const accountId of [await accountIdOf('200100'), 999_999]) expect((await list(`accountId=${accountId}`, 'operator')).statusCode, String(accountId)).toBe(404);
    expect((await list(`accountId=${await accountIdOf('100900')}`, 'grace')).statusCode).toBe(404);
    expect((await list(`accountId=${await accountIdOf('100100')}`, 'cpadmin')).statusCode).toBe(404);
    // Naming their own account is the list they always had, rows still theirs to manage.
    const own = (await list(`accountId=${await accountIdOf('100200')}&creator=radia`, 'cpadmin')).json() as { content: { edit: boolean }[] };
    expect(own.content.map((c) => c.edit)).toEqual([true, true]);
  });

  it('refuses an accountId that is not a positive whole number with a 400', async () => {
    const res = await list('accountId=abc', 'operator');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: [{ objectName: 'query', field: 'accountId' }] });
  });
});
