import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, contentShares, documents, tenants, users } from '../../db/schema/index.js';
import { updatedDocuments } from './home.service.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let grace: string;
let acme: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  grace = await signInDemo(t.app, 'grace');
  acme = await signInDemo(t.app, 'acme');
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

type Call = { url: string; token?: string; host?: string; remoteAddress?: string };
const get = ({ url, token, host = 'localhost', remoteAddress }: Call) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(remoteAddress ? { remoteAddress } : {}) });
const idOf = async (table: 'doc' | 'user', key: string) =>
  table === 'doc'
    ? (await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, key)))[0].id
    : (await t.db.select({ id: users.id }).from(users).where(eq(users.login, key)))[0].id;

describe('recently accessed', () => {
  it('is empty for a new user, then lists each opened document once, most recent first', async () => {
    expect((await get({ url: '/api/accessed-documents/current-user', token: grace })).json()).toEqual([]);
    for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5', 'IETF-RFC9110', 'W3C-WCAG21']) {
      expect((await get({ url: `/api/documents/metadata?contentCode=${code}`, token: grace })).statusCode).toBe(200);
    }
    const res = await get({ url: '/api/accessed-documents/current-user', token: grace });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((d: { contentCode: string }) => d.contentCode)).toEqual(['W3C-WCAG21', 'IETF-RFC9110', 'NIST-SP-800-53-REV-5']);
    expect(body[0]).toEqual({
      contentId: expect.any(Number),
      contentCode: 'W3C-WCAG21',
      documentType: expect.any(String),
      publisherCode: 'W3C',
      status: expect.any(String),
      designationNo: expect.any(String),
      displayDesignation: expect.any(String),
      documentTitle: expect.stringContaining('Web Content Accessibility'),
      family: expect.any(String),
      lastUpdateDate: expect.toBeOneOf([null, expect.any(String)]),
      publishDate: expect.any(String),
      publishedOnlineDate: expect.toBeOneOf([null, expect.any(String)]),
      lastAccessDate: expect.any(String),
    });
    expect((await get({ url: '/api/accessed-documents/current-user?size=1', token: grace })).json()).toHaveLength(1);
    // Ada's list is her own.
    expect((await get({ url: '/api/accessed-documents/current-user', token: ada })).json().map((d: { contentCode: string }) => d.contentCode)).not.toContain('NIST-SP-800-53-REV-5');
  });

  it('an IP session has no user and no recently accessed list; bad size is 400; no session 401', async () => {
    expect((await get({ url: '/api/accessed-documents/current-user', remoteAddress: '192.0.2.15' })).json()).toEqual([]);
    const bad = await get({ url: '/api/accessed-documents/current-user?size=51', token: grace });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([{ objectName: 'query', field: 'size', message: 'Max' }]);
    expect((await get({ url: '/api/accessed-documents/current-user?size=x', token: grace })).statusCode).toBe(400);
    expect((await get({ url: '/api/accessed-documents/current-user' })).statusCode).toBe(401);
  });
});

describe('recently updated', () => {
  it('a company user and the IP session see the newest documents of Acme’s subscriptions, at most 6', async () => {
    for (const session of [{ token: acme }, { remoteAddress: '192.0.2.15' }]) {
      const res = await get({ url: '/api/updated-documents/current-user', ...session });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { publisherCode: string; status: string; changes: unknown[] }[];
      expect(body).toHaveLength(6);
      for (const d of body) {
        expect(['IETF', 'NIST', 'W3C']).toContain(d.publisherCode);
        expect(d.changes).toEqual([]);
      }
    }
  });

  it('keeps to the publishers the tenant offers (a tenant without NIST shows none of Acme’s NIST documents)', async () => {
    const [acmeAccount] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
    const nistOnly = await updatedDocuments(t.db, { kind: 'company', accountId: acmeAccount.id }, { publisherCodes: ['NIST'] }, 6);
    const offered = await updatedDocuments(t.db, { kind: 'company', accountId: acmeAccount.id }, { publisherCodes: ['IETF', 'W3C'] }, 50);
    expect(nistOnly).toHaveLength(6);
    expect(nistOnly.every((d) => d.publisherCode === 'NIST')).toBe(true);
    expect(offered).toHaveLength(50);
    expect(offered.every((d) => d.publisherCode !== 'NIST')).toBe(true);
    expect(await updatedDocuments(t.db, { kind: 'company', accountId: null }, { publisherCodes: [] }, 6)).toEqual([]);
  });

  it('a community subscriber (an individual) with nothing tracked sees an empty list', async () => {
    expect((await get({ url: '/api/updated-documents/current-user', token: reader, host: 'community.localhost' })).json()).toEqual([]);
  });

  it('an individual with no tracked or favorite documents that changed sees the empty list', async () => {
    expect((await get({ url: '/api/updated-documents/current-user', token: ada })).json()).toEqual([]);
  });
});

describe('shared documents', () => {
  it('are empty for a new user; list a standard shared with ada (pages from 1) and a publication (pages from 0)', async () => {
    expect((await get({ url: '/api/shared-documents/current-user/STANDARD?page=1&size=10', token: ada })).json()).toEqual({ totalCount: 0, list: [] });
    expect((await get({ url: '/api/shared-documents/current-user/PUBLICATION/?page=0&size=10', token: ada })).json()).toEqual({ totalCount: 0, list: [] });

    const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [adaId, graceId] = [await idOf('user', 'ada'), await idOf('user', 'grace')];
    await t.db.insert(contentShares).values([
      { tenantId: keystone.id, documentId: await idOf('doc', 'IETF-RFC9110'), kind: 'STANDARD', sharedByUserId: graceId, sharedWithUserId: adaId },
      { tenantId: keystone.id, documentId: await idOf('doc', 'IETF-RFC8446'), kind: 'STANDARD', sharedByUserId: graceId, sharedWithUserId: adaId },
      { tenantId: keystone.id, documentId: await idOf('doc', 'NIST-SP-800-53-REV-5'), kind: 'PUBLICATION', sharedByUserId: graceId, sharedWithUserId: adaId },
    ]);

    const first = (await get({ url: '/api/shared-documents/current-user/STANDARD?page=1&size=1', token: ada })).json();
    const second = (await get({ url: '/api/shared-documents/current-user/STANDARD?page=2&size=1', token: ada })).json();
    expect(first.totalCount).toBe(2);
    expect([first.list[0].contentCode, second.list[0].contentCode].sort()).toEqual(['IETF-RFC8446', 'IETF-RFC9110']);
    expect(first.list[0]).toEqual({
      contentCode: expect.any(String),
      designationNo: expect.any(String),
      documentTitle: expect.any(String),
      email: expect.stringContaining('@'),
      sharedByFirstName: 'Grace',
      sharedByLastName: 'Hopper',
      sharedDate: expect.any(String),
    });
    const publications = (await get({ url: '/api/shared-documents/current-user/PUBLICATION?page=0&size=10', token: ada })).json();
    expect(publications.totalCount).toBe(1);
    expect(publications.list[0]).toMatchObject({
      document: { contentCode: 'NIST-SP-800-53-REV-5', publisherName: expect.any(String), documentTitle: expect.stringContaining('Security and Privacy Controls') },
      sharedByUserAccount: { user: { firstName: 'Grace', lastName: 'Hopper' } },
    });
    // Grace shared them; nothing was shared with her.
    expect((await get({ url: '/api/shared-documents/current-user/STANDARD', token: grace })).json()).toEqual({ totalCount: 0, list: [] });
  });

  it('list a document shared twice by the same colleague (directly and again) once, dated by the latest share', async () => {
    const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [adaId, graceId] = [await idOf('user', 'ada'), await idOf('user', 'grace')];
    const before = (await get({ url: '/api/shared-documents/current-user/STANDARD?page=1&size=50', token: ada })).json();
    await t.db.insert(contentShares).values([
      { tenantId: keystone.id, documentId: await idOf('doc', 'IETF-RFC9111'), kind: 'STANDARD', sharedByUserId: graceId, sharedWithUserId: adaId, createdAt: new Date('2026-01-01T00:00:00Z') },
      { tenantId: keystone.id, documentId: await idOf('doc', 'IETF-RFC9111'), kind: 'STANDARD', sharedByUserId: graceId, sharedWithUserId: adaId, createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const after = (await get({ url: '/api/shared-documents/current-user/STANDARD?page=1&size=50', token: ada })).json();
    expect(after.totalCount).toBe(before.totalCount + 1);
    const rows = after.list.filter((r: { contentCode: string }) => r.contentCode === 'IETF-RFC9111');
    expect(rows).toHaveLength(1);
    expect(rows[0].sharedDate).toBe('2026-02-01T00:00:00.000Z');
  });

  it('bad pages are 400: STANDARD starts at 1, PUBLICATION at 0', async () => {
    const zero = await get({ url: '/api/shared-documents/current-user/STANDARD?page=0', token: ada });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors).toEqual([{ objectName: 'query', field: 'page', message: 'Min' }]);
    expect((await get({ url: '/api/shared-documents/current-user/PUBLICATION?page=-1', token: ada })).statusCode).toBe(400);
    expect((await get({ url: '/api/shared-documents/current-user/OTHER', token: ada })).statusCode).toBe(404);
  });
});
