import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomCollection, AdminCustomCollectionDetail, CustomCollectionPage } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInAs } from '../../../test/sign-in.js';
import { accounts, auditEvents, customCollections, documents, entitlements, publishers, users } from '../../db/schema/index.js';

let t: TestContext;
const token: Record<string, string> = {};
const accountId: Record<string, number> = {};
const codes: Record<string, string[]> = {};
let communityCollection: number;

beforeAll(async () => {
  t = await createTestApp();
  const logins: [string, string][] = [
    ['grace', 'Grace-Finds-Bugs-1'],
    ['operator', 'Margaret-Lands-Apollo-1'],
    ['ada', 'Ada-Reads-Standards-1'],
    ['reports', 'Alan-Breaks-Codes-1'],
    ['frances', 'Frances-Optimizes-Loops-1'],
    ['acme', 'Acme-Library-Shared-1'],
  ];
  const tokens = await Promise.all(logins.map(([login, password]) => signInAs(t.app, login, password)));
  logins.forEach(([login], i) => (token[login] = tokens[i]));
  for (const a of await t.db.select({ id: accounts.id, number: accounts.accountNumber }).from(accounts)) accountId[a.number] = a.id;
  for (const publisher of ['IETF', 'NIST', 'W3C']) {
    const rows = await t.db
      .select({ code: documents.contentCode })
      .from(documents)
      .innerJoin(publishers, eq(publishers.id, documents.publisherId))
      .where(eq(publishers.code, publisher))
      .orderBy(asc(documents.id))
      .limit(12);
    codes[publisher] = rows.map((r) => r.code);
  }
  // The community tenant's reader's account has a collection of its own.
  const [reader] = await t.db.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.login, 'reader'));
  const [readerAccount] = await t.db.select({ accountId: entitlements.accountId }).from(entitlements).where(eq(entitlements.userId, reader.id));
  const [row] = await t.db.insert(customCollections).values({ tenantId: reader.tenantId, accountId: readerAccount.accountId, name: 'Community picks' }).returning({ id: customCollections.id });
  communityCollection = row.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, login?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { host: 'localhost', ...(login ? { authorization: `Bearer ${token[login]}` } : {}) } });
const ADMIN = '/api/admin/custom-collections';
const READER = '/api/v1/custom-collection/current-user/pageable';

async function create(login: string, body: object): Promise<AdminCustomCollectionDetail> {
  const res = await call('POST', ADMIN, login, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('who may curate', () => {
  it('is 401 without a token and 403 for users without ADMIN or OPERATOR, on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', ADMIN],
      ['POST', ADMIN],
      ['GET', `${ADMIN}/1`],
      ['PUT', `${ADMIN}/1`],
      ['DELETE', `${ADMIN}/1`],
      ['POST', `${ADMIN}/1/items`],
      ['DELETE', `${ADMIN}/1/items/X`],
    ] as [Method, string][]) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'ada', {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, 'reports', {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, 'frances', {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('curating a collection', () => {
  it("creates, lists, renames and deletes the admin's account's collections, each change audited", async () => {
    const made = await create('grace', { name: 'Security reading' });
    expect(made).toMatchObject({ name: 'Security reading', accountId: accountId['100200'], accountName: 'Acme Engineering', itemCount: 0, createdBy: 'Grace Hopper', items: [] });

    const list = await call('GET', `${ADMIN}?sort=name,asc`, 'grace');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect((list.json() as AdminCustomCollection[]).map((c) => c.name)).toEqual(['Security reading']);

    const renamed = await call('PUT', `${ADMIN}/${made.id}`, 'grace', { name: 'Security shelf' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Security shelf' });

    const deleted = await call('DELETE', `${ADMIN}/${made.id}`, 'grace');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: made.id, name: 'Security shelf' });
    expect((await call('GET', `${ADMIN}/${made.id}`, 'grace')).statusCode).toBe(404);

    const audits = await t.db.select({ type: auditEvents.type, principal: auditEvents.principal, data: auditEvents.data }).from(auditEvents).where(eq(auditEvents.principal, 'grace'));
    const types = audits.filter((a) => (a.data as { collectionId?: number }).collectionId === made.id).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['CUSTOM_COLLECTION_CREATED', 'CUSTOM_COLLECTION_RENAMED', 'CUSTOM_COLLECTION_DELETED']));
  });

  it('answers 400 with field errors for a bad name, a name the account has already (any case), and unknown fields', async () => {
    await create('grace', { name: 'Web platform' });
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(256) }, {}, { name: 'Fine', extra: 1 }, { name: 'web PLATFORM' }, { name: 42 }]) {
      const res = await call('POST', ADMIN, 'grace', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const clash = await call('POST', ADMIN, 'grace', { name: 'web PLATFORM' });
    expect(clash.json().fieldErrors).toEqual([expect.objectContaining({ field: 'name', message: 'The account already has a collection of this name' })]);
    expect((await call('GET', `${ADMIN}/abc`, 'grace')).statusCode).toBe(400);
    expect((await call('GET', `${ADMIN}?size=0`, 'grace')).statusCode).toBe(400);
    expect((await call('GET', `${ADMIN}?sort=secret,asc`, 'grace')).statusCode).toBe(400);
  });

  it('adds documents the account is entitled to, says who added them when, and removes them; all or none', async () => {
    const shelf = await create('grace', { name: 'Protocols' });
    const added = await call('POST', `${ADMIN}/${shelf.id}/items`, 'grace', { contentCodes: [codes.IETF[0], codes.W3C[0], codes.IETF[0]] });
    expect(added.statusCode, added.body).toBe(200);
    const detail = added.json() as AdminCustomCollectionDetail;
    expect(detail.itemCount).toBe(2);
    expect(detail.items.map((i) => i.contentCode).sort()).toEqual([codes.IETF[0], codes.W3C[0]].sort());
    expect(detail.items[0]).toMatchObject({ addedBy: 'Grace Hopper', publisherName: expect.any(String) });
    expect(Date.parse(detail.items[0].addedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Adding one already there keeps it once; an unknown document refuses the whole call.
    const unknown = await call('POST', `${ADMIN}/${shelf.id}/items`, 'grace', { contentCodes: [codes.NIST[0], 'NO-SUCH-DOC'] });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `${ADMIN}/${shelf.id}`, 'grace')).json().itemCount).toBe(2);

    for (const body of [{ contentCodes: [] }, { contentCodes: 'RFC1' }, {}, { contentCodes: [''] }, { contentCodes: Array.from({ length: 101 }, (_, i) => `C${i}`) }]) {
      expect((await call('POST', `${ADMIN}/${shelf.id}/items`, 'grace', body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    const removed = await call('DELETE', `${ADMIN}/${shelf.id}/items/${encodeURIComponent(codes.W3C[0])}`, 'grace');
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as AdminCustomCollectionDetail).items.map((i) => i.contentCode)).toEqual([codes.IETF[0]]);
    expect((await call('DELETE', `${ADMIN}/${shelf.id}/items/${encodeURIComponent(codes.W3C[0])}`, 'grace')).statusCode).toBe(404);

    const types = (await t.db.select({ type: auditEvents.type, data: auditEvents.data }).from(auditEvents).where(eq(auditEvents.principal, 'grace')))
      .filter((a) => (a.data as { collectionId?: number }).collectionId === shelf.id)
      .map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['CUSTOM_COLLECTION_DOCUMENTS_ADDED', 'CUSTOM_COLLECTION_DOCUMENT_REMOVED']));
  });

  it("refuses documents the collection's account is not entitled to (403), for the operator too", async () => {
    // Bell Research Labs (100300) subscribes to IETF only today.
    const bell = await create('operator', { name: 'Bell shelf', accountId: accountId['100300'] });
    expect(bell.accountName).toBe('Bell Research Labs');
    const refused = await call('POST', `${ADMIN}/${bell.id}/items`, 'operator', { contentCodes: [codes.IETF[1], codes.NIST[1]] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain(codes.NIST[1]);
    expect((await call('GET', `${ADMIN}/${bell.id}`, 'operator')).json().itemCount).toBe(0);
    expect((await call('POST', `${ADMIN}/${bell.id}/items`, 'operator', { contentCodes: [codes.IETF[1]] })).statusCode).toBe(200);
  });

  it("keeps accounts and tenants apart: another account's or tenant's collection is a 404", async () => {
    const ops = await create('operator', { name: 'Operations desk', accountId: accountId['100900'] });
    for (const [method, body] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE'], ['POST', { contentCodes: [codes.IETF[0]] }]] as [Method, object?][]) {
      const url = method === 'POST' ? `${ADMIN}/${ops.id}/items` : `${ADMIN}/${ops.id}`;
      expect((await call(method, url, 'grace', body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('DELETE', `${ADMIN}/${ops.id}/items/${codes.IETF[0]}`, 'grace')).statusCode).toBe(404);
    expect((await call('GET', ADMIN, 'grace')).json().map((c: AdminCustomCollection) => c.name)).not.toContain('Operations desk');
    // The operator sees every account of the keystone tenant, never the community tenant's.
    expect((await call('GET', `${ADMIN}/${communityCollection}`, 'operator')).statusCode).toBe(404);
    expect((await call('POST', ADMIN, 'grace', { name: 'Elsewhere', accountId: accountId['100900'] })).statusCode).toBe(404);
    expect((await call('POST', ADMIN, 'operator', { name: 'Elsewhere', accountId: accountId['200100'] })).statusCode).toBe(404);
    const narrowed = await call('GET', `${ADMIN}?accountId=${accountId['100900']}`, 'operator');
    expect((narrowed.json() as AdminCustomCollection[]).every((c) => c.accountId === accountId['100900'])).toBe(true);
  });
});

describe('GET api/v1/custom-collection/current-user/pageable', () => {
  let readingList: number;
  beforeAll(async () => {
    readingList = (await create('grace', { name: 'Reading list' })).id;
    const picks = [...codes.IETF.slice(0, 12), codes.NIST[0], codes.W3C[0]];
    expect((await call('POST', `${ADMIN}/${readingList}/items`, 'grace', { contentCodes: picks })).statusCode).toBe(200);
  });

  it("lists the documents of the account's collections once each, by designation, 10 a page by default", async () => {
    const res = await call('GET', READER, 'frances');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as CustomCollectionPage;
    // Reading list (14) and Protocols (one IETF document also in the reading list).
    expect(page.value.totalElements).toBe(14);
    expect(page.value.pageSize).toBe(10);
    expect(page.value.content).toHaveLength(10);
    expect(Object.keys(page.value.content[0]).sort()).toEqual(['contentCode', 'designation', 'downloadable', 'publisherCode', 'publisherName', 'title']);
    const all = [...page.value.content, ...((await call('GET', `${READER}?offset=10`, 'frances')).json() as CustomCollectionPage).value.content];
    expect(all).toHaveLength(14);
    expect(new Set(all.map((d) => d.contentCode)).size).toBe(14);
    const descending = ((await call('GET', `${READER}?sortType=ALPHA_DESC&pageSize=20`, 'frances')).json() as CustomCollectionPage).value.content;
    expect(descending.map((d) => d.contentCode)).toEqual([...all].reverse().map((d) => d.contentCode));
  });

  it('orders designations as numbers read (RFC 9 before RFC 10)', async () => {
    const designations = ((await call('GET', `${READER}?pageSize=20`, 'frances')).json() as CustomCollectionPage).value.content.map((d) => d.designation);
    const key = (d: string) => [d.replace(/[0-9].*$/, '').toLowerCase(), Number(/[0-9]+/.exec(d)?.[0] ?? 0)] as const;
    for (let i = 1; i < designations.length; i++) {
      const [a, b] = [key(designations[i - 1]), key(designations[i])];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `${designations[i - 1]} before ${designations[i]}`).toBe(true);
    }
  });

  it('says a document without a downloadable PDF is not downloadable', async () => {
    await t.db.update(documents).set({ downloadable: false }).where(eq(documents.contentCode, codes.W3C[0]));
    const content = ((await call('GET', `${READER}?pageSize=20`, 'acme')).json() as CustomCollectionPage).value.content;
    expect(content.find((d) => d.contentCode === codes.W3C[0])?.downloadable).toBe(false);
    await t.db.update(documents).set({ downloadable: true }).where(eq(documents.contentCode, codes.W3C[0]));
  });

  it('answers the company session of the account too, and 403 for accounts without the customCollection flag', async () => {
    expect((await call('GET', READER, 'acme')).json().value.totalElements).toBe(14);
    const ada = await call('GET', READER, 'ada');
    expect(ada.statusCode).toBe(403);
    expect(ada.json().detail).toBe('Custom collections are not enabled for this account');
    expect((await call('GET', READER)).statusCode).toBe(401);
  });

  it("never shows another account's collections", async () => {
    const ops = (await call('GET', READER, 'operator')).json() as CustomCollectionPage;
    // Keystone Operations' one collection is empty; Acme's and Bell's documents stay theirs.
    expect(ops.value).toEqual({ content: [], totalElements: 0, pageSize: 10 });
  });

  it('answers 400 for a page size other than 10, 20, 50, 100, an unknown sort, a negative offset or an unknown parameter', async () => {
    for (const query of ['pageSize=15', 'pageSize=0', 'pageSize=abc', 'sortType=TITLE', 'sortType=alpha_asc', 'offset=-1', 'offset=1.5', 'page=2']) {
      expect((await call('GET', `${READER}?${query}`, 'frances')).statusCode, query).toBe(400);
    }
    for (const size of [10, 20, 50, 100]) {
      expect(((await call('GET', `${READER}?pageSize=${size}`, 'frances')).json() as CustomCollectionPage).value.pageSize).toBe(size);
    }
  });

  it('deleting a collection takes its documents off the list', async () => {
    await call('DELETE', `${ADMIN}/${readingList}`, 'grace');
    const page = (await call('GET', READER, 'frances')).json() as CustomCollectionPage;
    expect(page.value.totalElements).toBe(1);
    const left = await t.db.select().from(customCollections).where(and(eq(customCollections.id, readingList)));
    expect(left).toEqual([]);
  });
});
