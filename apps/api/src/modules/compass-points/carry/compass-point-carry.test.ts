import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInAs } from '../../../../test/sign-in.js';
import { accounts, auditEvents, compassPointAudits, compassPoints, documents, tenants } from '../../../db/schema/index.js';

/**
 * The carry routes under the rules of docs/adr/0025: the creator (frances), a colleague (radia), the CP admin
 * (cpadmin), the account's ADMIN (grace), another account (ada), a COMPANY user (acme); bad input; nothing saved
 * on any error.
 */
let t: TestContext;
const token: Record<string, string> = {};
const doc: Record<string, number> = {};

const PASSWORDS: Record<string, string> = {
  frances: 'Frances-Optimizes-Loops-1',
  radia: 'Radia-Spans-Trees-1',
  cpadmin: 'Katherine-Plots-Orbits-1',
  grace: 'Grace-Finds-Bugs-1',
  ada: 'Ada-Reads-Standards-1',
  acme: 'Acme-Library-Shared-1',
};

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${token[who]}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const preview = (who: string, contentID: number | string = doc.rfc7231) => call('GET', `/api/v1/compasspoint/carry?contentID=${contentID}`, who);
const carry = (who: string | undefined, payload: unknown) => call('POST', '/api/v1/compasspoint/carry', who, payload);

const SENTENCE = 'The OPTIONS method requests information about the communication options available for the target resource';
async function create(who: string, name: string) {
  const res = await call('POST', '/api/v1/compasspoint', who, { name, contentID: doc.rfc7231, anchor: { quote: { exact: SENTENCE, prefix: '', suffix: '' } }, selectionMetadata: { pageNumber: 40 } });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
}

/** Everything a carry writes: compass points on RFC 9110, history rows, CARRIED events. */
async function saved() {
  const points = await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.documentId, doc.rfc9110));
  const history = await t.db.select({ id: compassPointAudits.id }).from(compassPointAudits);
  const events = await t.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.type, 'COMPASS_POINT_CARRIED'));
  return { points: points.length, history: history.length, events: events.length };
}

type Manage = TenantConfig['compassPointSettings']['pdf-view-setting']['manage'];
/** Runs `body` with the keystone tenant's pdf-view-setting changed, then puts it back. */
async function withManage(manage: Manage, body: () => Promise<void>) {
  const [{ config }] = await t.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
  await t.db.update(tenants).set({ config: { ...config, compassPointSettings: { ...config.compassPointSettings, 'pdf-view-setting': { manage } } } }).where(eq(tenants.code, 'keystone'));
  t.app.tenants.invalidate();
  try {
    await body();
  } finally {
    await t.db.update(tenants).set({ config }).where(eq(tenants.code, 'keystone'));
    t.app.tenants.invalidate();
  }
}

let francesOwn: number;
let radiaOwn: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  for (const [login, password] of Object.entries(PASSWORDS)) token[login] = await signInAs(t.app, login, password);
  const rows = await t.db.select({ id: documents.id, code: documents.contentCode }).from(documents).where(inArray(documents.contentCode, ['IETF-RFC7231', 'IETF-RFC9110', 'NIST-SP-800-53-REV-5']));
  for (const r of rows) doc[{ 'IETF-RFC7231': 'rfc7231', 'IETF-RFC9110': 'rfc9110', 'NIST-SP-800-53-REV-5': 'nist' }[r.code]!] = r.id;
  francesOwn = await create('frances', 'Frances on OPTIONS');
  radiaOwn = await create('radia', 'Radia on OPTIONS');
});
afterAll(() => t.close());

describe('who may carry', () => {
  it('shows the creator only her own compass points, the CP admin all of the account', async () => {
    const own = (await preview('frances')).json();
    expect(own.compassPoints.map((c: { sourceId: number }) => c.sourceId)).toEqual([francesOwn]);
    expect(own.compassPoints[0]).toMatchObject({ outcome: 'exact', alreadyCarried: false, name: 'Frances on OPTIONS' });
    await withManage('All', async () => {
      const all = (await preview('cpadmin')).json();
      expect(all.compassPoints.map((c: { sourceId: number }) => c.sourceId)).toEqual([francesOwn, radiaOwn]);
    });
    expect((await preview('grace')).json().compassPoints).toEqual([]);
  });

  it("answers 403 to a colleague carrying another's compass point and to the account's ADMIN, and saves nothing", async () => {
    const before = await saved();
    const res = await carry('radia', { contentID: doc.rfc7231, compassPointIDs: [francesOwn] });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You are not allowed to carry this compass point');
    expect((await carry('grace', { contentID: doc.rfc7231, compassPointIDs: [radiaOwn] })).statusCode).toBe(403);
    expect(await saved()).toEqual(before);
  });

  it("is a 404 for another account's compass point, and another account sees none to carry", async () => {
    const before = await saved();
    expect((await carry('ada', { contentID: doc.rfc7231, compassPointIDs: [francesOwn] })).statusCode).toBe(404);
    expect((await carry('frances', { contentID: doc.rfc7231, compassPointIDs: [999_999] })).statusCode).toBe(404);
    expect((await preview('ada')).json().compassPoints).toEqual([]);
    expect(await saved()).toEqual(before);
  });

  it('answers 401 without sign-in and to COMPANY users, 403 to an account without the flag', async () => {
    expect((await carry(undefined, { contentID: doc.rfc7231 })).statusCode).toBe(401);
    expect((await preview('acme')).statusCode).toBe(401);
    expect((await carry('acme', { contentID: doc.rfc7231 })).statusCode).toBe(401);
    await t.db.update(accounts).set({ compassPointFlag: false }).where(eq(accounts.accountNumber, '100200'));
    try {
      const res = await carry('frances', { contentID: doc.rfc7231 });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Compass points are not enabled at account level setting');
    } finally {
      await t.db.update(accounts).set({ compassPointFlag: true }).where(eq(accounts.accountNumber, '100200'));
    }
  });

  it("follows pdf-view-setting: 'Own' keeps a colleague to her own (the CP admin keeps the account's, docs/adr/0052), 'None' lets nobody carry", async () => {
    await withManage('Own', async () => {
      expect((await preview('radia')).json().compassPoints.map((c: { sourceId: number }) => c.sourceId)).toEqual([radiaOwn]);
      expect((await preview('cpadmin')).json().compassPoints.map((c: { sourceId: number }) => c.sourceId).sort()).toEqual([francesOwn, radiaOwn].sort());
      expect((await carry('radia', { contentID: doc.rfc7231, compassPointIDs: [francesOwn] })).statusCode).toBe(403);
    });
    await withManage('None', async () => {
      expect((await preview('frances')).json().compassPoints).toEqual([]);
      expect((await carry('frances', { contentID: doc.rfc7231, compassPointIDs: [francesOwn] })).statusCode).toBe(403);
    });
  });

  it("lets the CP admin carry a colleague's compass point under 'All': the copy is the CP admin's, the source stays the colleague's", async () => {
    const answers: Awaited<ReturnType<typeof carry>>[] = [];
    await withManage('All', async () => {
      answers.push(await carry('cpadmin', { contentID: doc.rfc7231, compassPointIDs: [radiaOwn] }));
    });
    const [res] = answers;
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({ sourceId: radiaOwn, outcome: 'exact', result: 'carried', newText: SENTENCE });
    const made = (await call('GET', `/api/v1/compasspoint/${result.newCompassPointID}`, 'cpadmin')).json();
    expect(made).toMatchObject({ name: 'Radia on OPTIONS', contentCode: 'IETF-RFC9110', createdUserName: 'Katherine Johnson', compassPointUUID: result.newCompassPointUUID });
    expect((await call('GET', `/api/v1/compasspoint/${radiaOwn}`, 'radia')).json()).toMatchObject({ contentCode: 'IETF-RFC7231', status: 'ACTIVE' });
    // Radia, its creator, sees it as carried.
    expect((await preview('radia')).json().compassPoints[0]).toMatchObject({ sourceId: radiaOwn, alreadyCarried: true, carriedCompassPointID: result.newCompassPointID });
  });
});

describe('bad input is a 400 (or 404), never a 500, and saves nothing', () => {
  it.each([
    ['a contentID that is not a number', { contentID: 'abc' }],
    ['no contentID', {}],
    ['an empty list of compass points', { contentID: 'rfc7231', compassPointIDs: [] }],
    ['a compass point id that is not a number', { contentID: 'rfc7231', compassPointIDs: ['x'] }],
    ['a field the call does not know', { contentID: 'rfc7231', everything: true }],
  ])('refuses %s', async (_what, body: Record<string, unknown>) => {
    const before = await saved();
    const payload = { ...body, ...(body.contentID === 'rfc7231' ? { contentID: doc.rfc7231 } : {}) };
    const res = await carry('frances', payload);
    expect(res.statusCode).toBe(400);
    expect(await saved()).toEqual(before);
  });

  it('refuses a bad contentID in the preview', async () => {
    expect((await preview('frances', 'abc')).statusCode).toBe(400);
    expect((await preview('frances', -1)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown document, 400 for one with no newer edition', async () => {
    expect((await preview('frances', 999_999_999)).statusCode).toBe(404);
    const newest = await preview('frances', doc.rfc9110);
    expect(newest.statusCode).toBe(400);
    expect(newest.json().detail).toBe('RFC 9110 has no newer edition with full text to carry compass points to');
    expect((await carry('frances', { contentID: doc.rfc9110 })).statusCode).toBe(400);
  });

  it('refuses a compass point of another document and a deactivated one', async () => {
    const other = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'On 9110', contentID: doc.rfc9110, anchor: { quote: { exact: SENTENCE } } });
    const id = await create('frances', 'Soon deactivated');
    await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'frances');
    const before = await saved();
    const notHere = await carry('frances', { contentID: doc.rfc7231, compassPointIDs: [other.json().compassPointID] });
    expect(notHere.statusCode).toBe(400);
    expect(notHere.headers['x-app-error']).toBe('compassPoint.notOnDocument');
    const inactive = await carry('frances', { contentID: doc.rfc7231, compassPointIDs: [francesOwn, id] });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.headers['x-app-error']).toBe('compassPoint.notActive');
    expect(await saved()).toEqual(before);
  });
});
