import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPASS_POINT_SORTS } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { accounts, compassPointCounts, compassPoints, documents, users } from '../../db/schema/index.js';

/**
 * The lists at scale (docs/adr/0030): the sort keys copied onto compass_points stay right when a compass point,
 * its document or its people change; the counts table agrees with the rows; every page of every sort, deep pages
 * read from the end included, is the same slice of one order.
 */
let t: TestContext;
const token: Record<string, string> = {};
const doc: Record<string, number> = {};

const call = demoCaller(() => t.app, token);
const create = async (who: string, code: string, name: string) => {
  const res = await call('POST', '/api/v1/compasspoint', who, { name, contentID: doc[code], selectionMetadata: { pageNumber: 1 } });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
};
const keysOf = async (id: number) => {
  const [row] = await t.db
    .select({
      designation: compassPoints.designation,
      contentCode: compassPoints.contentCode,
      contentStatus: compassPoints.contentStatus,
      creatorEmail: compassPoints.creatorEmail,
      creatorName: compassPoints.creatorName,
      deactivatorEmail: compassPoints.deactivatorEmail,
    })
    .from(compassPoints)
    .where(eq(compassPoints.id, id));
  return row;
};
/** The counts table against count(*) per account, creator and status. */
const countsAgree = async () => {
  const counted = await t.db
    .select({ accountId: compassPoints.accountId, createdById: compassPoints.createdById, status: compassPoints.status, total: count() })
    .from(compassPoints)
    .groupBy(compassPoints.accountId, compassPoints.createdById, compassPoints.status);
  const kept = await t.db.select().from(compassPointCounts).where(sql`${compassPointCounts.total} <> 0`);
  const key = (r: { accountId: number; createdById: number; status: string }) => `${r.accountId}/${r.createdById}/${r.status}`;
  expect(Object.fromEntries(kept.map((r) => [key(r), r.total]))).toEqual(Object.fromEntries(counted.map((r) => [key(r), r.total])));
};

let first: number;
const NAMES = ['Kilo', 'Alpha', 'Echo', 'Bravo', 'Juliet', 'Delta', 'Hotel', 'Charlie', 'India', 'Golf', 'Foxtrot'];
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin'] as const));
  for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5', 'IETF-RFC9111']) {
    [{ id: doc[code] }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
  }
  const codes = Object.keys(doc);
  for (const [i, name] of NAMES.entries()) await create(i % 3 === 0 ? 'radia' : 'frances', codes[i % codes.length], name);
  first = (await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.name, 'Kilo')))[0].id;
  // Two deactivated by their creators: enough to sort by who and when.
  for (const [name, who] of [['Echo', 'frances'], ['Hotel', 'radia']]) {
    const [{ id }] = await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.name, name));
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, who)).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('the copied sort keys', () => {
  it('are filled when a compass point is created and deactivated, and cleared when it is reactivated', async () => {
    expect(await keysOf(first)).toEqual({
      designation: 'RFC 9110',
      contentCode: 'IETF-RFC9110',
      contentStatus: expect.any(String),
      creatorEmail: 'radia.perlman@acme.example',
      creatorName: 'Radia Perlman',
      deactivatorEmail: null,
    });
    const [{ status }] = await t.db.select({ status: documents.status }).from(documents).where(eq(documents.id, doc['IETF-RFC9110']));
    expect((await keysOf(first)).contentStatus).toBe(status);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${first}`, 'radia')).statusCode).toBe(200);
    expect((await keysOf(first)).deactivatorEmail).toBe('radia.perlman@acme.example');
    expect((await call('POST', `/api/v1/compasspoint/activate/${first}`, 'radia')).statusCode).toBe(200);
    expect((await keysOf(first)).deactivatorEmail).toBeNull();
  });

  it('follow a renamed document and a user who changes name or e-mail', async () => {
    const [before] = await t.db.select().from(documents).where(eq(documents.id, doc['IETF-RFC9110']));
    const [radia] = await t.db.select().from(users).where(eq(users.login, 'radia'));
    try {
      await t.db.update(documents).set({ designation: 'RFC 9110bis', contentCode: 'IETF-RFC9110BIS', status: 'Withdrawn' }).where(eq(documents.id, before.id));
      await t.db.update(users).set({ email: 'radia@acme.example', lastName: 'Perlman-Smith' }).where(eq(users.id, radia.id));
      expect(await keysOf(first)).toMatchObject({ designation: 'RFC 9110bis', contentCode: 'IETF-RFC9110BIS', contentStatus: 'Withdrawn', creatorEmail: 'radia@acme.example', creatorName: 'Radia Perlman-Smith' });
      const res = await call('GET', '/api/v1/compasspoint/list-admin?document=9110BIS&creator=perlman-smith&sort=email', 'cpadmin');
      expect(res.json().content.map((c: { compassPointID: number }) => c.compassPointID)).toContain(first);
    } finally {
      await t.db.update(documents).set({ designation: before.designation, contentCode: before.contentCode, status: before.status }).where(eq(documents.id, before.id));
      await t.db.update(users).set({ email: radia.email, lastName: radia.lastName }).where(eq(users.id, radia.id));
    }
    expect(await keysOf(first)).toMatchObject({ designation: 'RFC 9110', creatorEmail: 'radia.perlman@acme.example', creatorName: 'Radia Perlman' });
  });

  it('keeps the counts equal to the rows through creating, deactivating, reactivating and deleting', async () => {
    await countsAgree();
    const extra = await create('frances', 'IETF-RFC9111', 'Temporary');
    await call('POST', `/api/v1/compasspoint/deactivate/${extra}`, 'frances');
    await countsAgree();
    await t.db.delete(compassPoints).where(eq(compassPoints.id, extra));
    await countsAgree();
    const [acme] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
    const [{ total }] = await t.db.select({ total: count() }).from(compassPoints).where(and(eq(compassPoints.accountId, acme.id), eq(compassPoints.status, 'ACTIVE')));
    expect((await call('GET', '/api/v1/compasspoint/list-admin', 'cpadmin')).json().totalElements).toBe(total);
  });
});

describe('pages of every sort', () => {
  const sorts = COMPASS_POINT_SORTS.flatMap((field) => [field, `${field}-`]);
  const ids = (res: { json(): { content: { compassPointID: number }[] } }) => res.json().content.map((c) => c.compassPointID);

  it.each(['list-admin', 'detail/page-view'])('%s: pages of 2 (the later ones read from the end) are slices of the whole list, for both states', async (route) => {
    const who = route === 'list-admin' ? 'cpadmin' : 'frances';
    for (const status of ['active', 'inactive']) {
      for (const sort of sorts) {
        const whole = await call('GET', `/api/v1/${route === 'list-admin' ? 'compasspoint/list-admin' : 'compasspoint/detail/page-view'}?status=${status}&sort=${encodeURIComponent(sort)}&pageSize=100`, who);
        expect(whole.statusCode).toBe(200);
        const all = ids(whole);
        expect(all.length).toBe(whole.json().totalElements);
        const paged: number[] = [];
        for (let pageIndex = 0; pageIndex * 2 < all.length + 2; pageIndex++) {
          const res = await call('GET', `/api/v1/compasspoint/${route}?status=${status}&sort=${encodeURIComponent(sort)}&pageSize=2&pageIndex=${pageIndex}`, who);
          expect(res.json()).toMatchObject({ totalElements: all.length, pageIndex, pageSize: 2 });
          paged.push(...ids(res));
        }
        expect(paged, `${route} ${status} ${sort}`).toEqual(all);
      }
    }
  });

  it('orders by the key, then by id, in the asked direction', async () => {
    const page = (await call('GET', '/api/v1/compasspoint/list-admin?sort=email-&pageSize=100', 'cpadmin')).json().content as { email: string; compassPointID: number }[];
    const expected = [...page].sort((a, b) => (a.email === b.email ? b.compassPointID - a.compassPointID : a.email < b.email ? 1 : -1));
    expect(page.map((c) => c.compassPointID)).toEqual(expected.map((c) => c.compassPointID));
    const names = (await call('GET', '/api/v1/compasspoint/list-admin?sort=name&pageSize=100', 'cpadmin')).json().content.map((c: { name: string }) => c.name);
    expect(names.filter((n: string) => NAMES.includes(n))).toEqual(NAMES.filter((n) => !['Echo', 'Hotel'].includes(n)).sort());
  });
});
