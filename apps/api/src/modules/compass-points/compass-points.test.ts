import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import type { TenantConfig } from '@codex/domain';
import { accounts, auditEvents, compassPointAudits, compassPoints, documents, tenants } from '../../db/schema/index.js';

/**
 * Every compass point route as: the creator (frances), a colleague of the account (radia), the account's
 * COMPASS_POINT_ADMIN (cpadmin), the account's ADMIN (grace), a user of another account (ada), a user of another
 * tenant (reader), a COMPANY user (acme), an account without the flag, an account not entitled to the document.
 */
let t: TestContext;
const token: Record<string, string> = {};
let rfc9110: number;
let nistDoc: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'grace', 'ada', 'acme', 'newbie', 'reader'] as const));
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  [{ id: nistDoc }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'NIST-SP-800-53-REV-5'));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);

const ANCHOR = { quote: { exact: 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol', prefix: 'Abstract\n\n   ', suffix: ' for distributed' }, position: { start: 120, end: 201 }, page: 1 };
const create = (overrides: Record<string, unknown> = {}, who = 'frances') =>
  call('POST', '/api/v1/compasspoint', who, {
    name: 'Statelessness',
    description: 'HTTP keeps no state between requests',
    overlayDetails: 'See section 3',
    contentID: rfc9110,
    selectionData: '<selection><contents>The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol</contents></selection>',
    selectionMetadata: { pageNumber: 1, annotationID: 'a-1' },
    anchor: ANCHOR,
    ...overrides,
  });
const history = async (id: number) => (await t.db.select().from(compassPointAudits).where(eq(compassPointAudits.compassPointId, id)).orderBy(compassPointAudits.id)).map((a) => a.dbTransactionType);
const events = async (id: number) =>
  (await t.db.select({ type: auditEvents.type, data: auditEvents.data }).from(auditEvents).where(inArray(auditEvents.type, ['COMPASS_POINT_CREATED', 'COMPASS_POINT_UPDATED', 'COMPASS_POINT_DEACTIVATED', 'COMPASS_POINT_ACTIVATED', 'COMPASS_POINT_SHARED'])))
    .filter((e) => e.data.compassPointId === id)
    .map((e) => e.type);

describe('creating a compass point', () => {
  it('saves it with the anchor, fills selectionText from the quote, writes the history row and the audit event', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const cp = res.json();
    expect(cp).toMatchObject({
      name: 'Statelessness',
      contentCode: 'IETF-RFC9110',
      contentID: rfc9110,
      status: 'ACTIVE',
      createdUserName: 'Frances Allen',
      creatorEmail: 'frances.allen@acme.example',
      email: 'frances.allen@acme.example',
      deletedByEmail: null,
      deletedDate: null,
      edit: true,
      anchor: ANCHOR,
      selectionMetadata: { pageNumber: 1, annotationID: 'a-1', selectionText: ANCHOR.quote.exact },
    });
    expect(cp.compassPointUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(await history(cp.compassPointID)).toEqual(['INSERT']);
    expect(await events(cp.compassPointID)).toEqual(['COMPASS_POINT_CREATED']);
  });

  it('keeps the highlight\'s page-relative boxes and answers them with the anchor; an edit of the selection replaces them', async () => {
    const boxes = [
      { x: 0.1176, y: 0.2431, w: 0.7647, h: 0.0152 },
      { x: 0.1176, y: 0.2598, w: 0.3021, h: 0.0152 },
    ];
    const res = await create({ anchor: { ...ANCHOR, boxes } });
    expect(res.statusCode).toBe(201);
    expect(res.json().anchor).toEqual({ ...ANCHOR, boxes });
    const id = res.json().compassPointID;
    const listed = await call('GET', '/api/v1/compasspoint/list?contentCode=IETF-RFC9110', 'frances');
    expect(listed.json().find((p: { compassPointID: number }) => p.compassPointID === id).anchor.boxes).toEqual(boxes);
    const moved = { ...ANCHOR, boxes: [{ x: 0.2, y: 0.5, w: 0.3, h: 0.0152 }] };
    const edited = await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { anchor: moved });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().anchor).toEqual(moved);
  });

  it.each([
    ['a blank required name', { name: '   ' }, 'name', 'NotBlank'],
    ['a name past 255', { name: 'n'.repeat(256) }, 'name', 'Size'],
    ['a description past 1300', { description: 'd'.repeat(1301) }, 'description', 'Size'],
    ['overlay details past 500', { overlayDetails: 'o'.repeat(501) }, 'overlayDetails', 'Size'],
    ['no document', { contentID: undefined }, 'contentID', undefined],
    ['a reversed position', { anchor: { position: { start: 10, end: 2 } } }, 'anchor.position.end', undefined],
  ])('refuses %s with a field error and saves nothing', async (_what, overrides, field, message) => {
    const before = (await t.db.select({ id: compassPoints.id }).from(compassPoints)).length;
    const res = await create(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining(message ? { field, message } : { field }));
    expect((await t.db.select({ id: compassPoints.id }).from(compassPoints)).length).toBe(before);
  });

  it('keeps limits exactly, trimmed, and leaves optional fields blank', async () => {
    const res = await create({ name: `  ${'n'.repeat(255)}  `, description: 'd'.repeat(1300), overlayDetails: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'n'.repeat(255), overlayDetails: '' });
  });

  it('answers 404 for an unknown document, 403 for a document the account is not entitled to', async () => {
    expect((await create({ contentID: 999_999_999 })).statusCode).toBe(404);
    const res = await create({ contentID: nistDoc }, 'newbie');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('User is not entitled for the Document');
  });

  it('answers 401 to COMPANY users and without sign-in, 403 to an account without the flag', async () => {
    expect((await create({}, 'acme')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/compasspoint/detail/page-view')).statusCode).toBe(401);
    await t.db.update(accounts).set({ compassPointFlag: false }).where(eq(accounts.accountNumber, '100100'));
    try {
      const res = await create({}, 'ada');
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Compass points are not enabled at account level setting');
    } finally {
      await t.db.update(accounts).set({ compassPointFlag: true }).where(eq(accounts.accountNumber, '100100'));
    }
  });
});

describe('who sees and changes a compass point', () => {
  let id: number;
  let uuid: string;
  beforeAll(async () => {
    const cp = (await create({ name: 'Access matrix' })).json();
    id = cp.compassPointID;
    uuid = cp.compassPointUUID;
  });

  it('shows it to the account’s colleagues without the row actions, and is a 404 to other accounts and tenants', async () => {
    const colleague = await call('GET', `/api/v1/compasspoint/${id}`, 'radia');
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().edit).toBe(false);
    // pdf-view-setting 'Own' keeps colleagues to their own; COMPASS_POINT_ADMIN keeps the row menu (docs/adr/0052).
    expect((await call('GET', `/api/v1/compasspoint/${id}`, 'cpadmin')).json().edit).toBe(true);
    expect((await call('GET', `/api/v1/compasspoint/${id}`, 'ada')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/compasspoint/${id}`, 'reader')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/compasspoint?compassPointUUID=${uuid}`, 'ada')).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'ada', { name: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'reader')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id or UUID and 404 for an unknown one, never a 500', async () => {
    expect((await call('GET', '/api/v1/compasspoint/abc', 'frances')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/compasspoint?compassPointUUID=not-a-uuid', 'frances')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/compasspoint/999999999', 'frances')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/compasspoint?compassPointUUID=00000000-0000-4000-8000-000000000000', 'frances')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/compasspoint/activate/999999999', 'frances')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/audits/compassPoint/999999999/all', 'frances')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/compasspoint/mark-shared', 'frances', {})).statusCode).toBe(400);
  });

  it("refuses the colleague's edit, deactivate and reactivate (pdf-view-setting 'Own')", async () => {
    expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'radia', { name: 'Taken over' })).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'radia')).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/compasspoint/activate/${id}`, 'radia')).statusCode).toBe(403);
    expect(await history(id)).toEqual(['INSERT']);
  });

  it('lets the creator edit (UPDATE), move the highlight (UPDATE-SELECTION), deactivate and reactivate, each in the history', async () => {
    expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { name: '  ' })).json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'name', message: 'NotBlank' }));
    expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { description: 'd'.repeat(1301) })).statusCode).toBe(400);
    // The same highlight sent back (keys in the client's order) is a plain edit, not UPDATE-SELECTION.
    const edited = await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { name: 'Access matrix, edited', description: 'new', anchor: ANCHOR, selectionMetadata: { selectionText: ANCHOR.quote.exact } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Access matrix, edited', description: 'new', overlayDetails: 'See section 3', anchor: ANCHOR });
    const moved = await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', {
      name: 'Access matrix, edited',
      selectionData: '<selection><contents>stateless</contents></selection>',
      selectionMetadata: { selectionText: 'stateless' },
      anchor: { quote: { exact: 'stateless' }, position: { start: 150, end: 159 }, page: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().selectionMetadata).toMatchObject({ selectionText: 'stateless', annotationID: 'a-1' });
    const off = await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'frances');
    expect(off.json()).toMatchObject({ status: 'INACTIVE', deletedByEmail: 'frances.allen@acme.example' });
    expect(off.json().deletedDate).toBeTruthy();
    // Edit only while active: the deactivated one is refused and unchanged.
    const refused = await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { name: 'While off' });
    expect(refused.statusCode).toBe(400);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'frances')).statusCode).toBe(200);
    const shared = (await call('GET', `/api/v1/compasspoint?compassPointUUID=${uuid}`, 'radia')).json();
    expect(shared).toMatchObject({ isDeleted: true, deletedByEmail: 'frances.allen@acme.example', contentCode: 'IETF-RFC9110', createdUserName: 'Frances Allen' });
    const on = await call('POST', `/api/v1/compasspoint/activate/${id}`, 'frances');
    expect(on.json()).toMatchObject({ status: 'ACTIVE', deletedByEmail: null, deletedDate: null, name: 'Access matrix, edited' });
    expect(await history(id)).toEqual(['INSERT', 'UPDATE', 'UPDATE-SELECTION', 'DEACTIVATE', 'ACTIVATE']);
    expect(await events(id)).toEqual(['COMPASS_POINT_CREATED', 'COMPASS_POINT_UPDATED', 'COMPASS_POINT_UPDATED', 'COMPASS_POINT_DEACTIVATED', 'COMPASS_POINT_ACTIVATED']);
  });

  it('marks a shared link for anyone of the account who sees it', async () => {
    const res = await call('POST', '/api/v1/compasspoint/mark-shared', 'radia', { compassPointID: id });
    expect(res.statusCode).toBe(200);
    expect(await events(id)).toContain('COMPASS_POINT_SHARED');
    expect((await call('POST', '/api/v1/compasspoint/mark-shared', 'ada', { compassPointID: id })).statusCode).toBe(404);
  });

  it('answers the change history with previous and current values, x-total-count, paging and both orders', async () => {
    const res = await call('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=2&pageIndex=0&sort=createdDate-`, 'frances');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 5, pageSize: 2 });
    expect(page.content.map((e: { dbTransactionType: string }) => e.dbTransactionType)).toEqual(['ACTIVATE', 'DEACTIVATE']);
    expect(page.content[0]).toMatchObject({ transactionUserName: 'Frances Allen', auditData: { previous: { status: 'INACTIVE' }, current: { status: 'ACTIVE' } } });
    const oldest = (await call('GET', `/api/v1/audits/compassPoint/${id}/all?sort=createdDate%2B`, 'frances')).json();
    expect(oldest.content[0]).toMatchObject({ dbTransactionType: 'INSERT', auditData: { previous: null, current: { name: 'Access matrix' } } });
    expect((await call('GET', `/api/v1/audits/compassPoint/${id}/all`, 'radia')).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/audits/compassPoint/${id}/all`, 'cpadmin')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/audits/compassPoint/${id}/all`, 'ada')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=1000`, 'frances')).statusCode).toBe(400);
  });
});

describe("the tenant's compassPointSettings", () => {
  type Settings = TenantConfig['compassPointSettings'];
  /** Runs `body` with the keystone tenant's compassPointSettings changed, then puts them back. */
  const withSettings = async (change: (s: Settings) => Settings, body: () => Promise<void>) => {
    const [{ config }] = await t.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
    await t.db.update(tenants).set({ config: { ...config, compassPointSettings: change(structuredClone(config.compassPointSettings)) } }).where(eq(tenants.code, 'keystone'));
    t.app.tenants.invalidate();
    try {
      await body();
    } finally {
      await t.db.update(tenants).set({ config }).where(eq(tenants.code, 'keystone'));
      t.app.tenants.invalidate();
    }
  };
  let id: number;
  beforeAll(async () => {
    id = (await create({ name: 'Settings' })).json().compassPointID;
  });

  it("'All' lets the CP admin deactivate and reactivate another's compass point, not a colleague", async () => {
    await withSettings((s) => ({ ...s, 'pdf-view-setting': { manage: 'All' } }), async () => {
      expect((await call('GET', `/api/v1/compasspoint/${id}`, 'cpadmin')).json().edit).toBe(true);
      expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'cpadmin')).json()).toMatchObject({ status: 'INACTIVE', deletedByEmail: 'katherine.johnson@acme.example' });
      expect((await call('POST', `/api/v1/compasspoint/activate/${id}`, 'cpadmin')).json().status).toBe('ACTIVE');
      expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'radia')).statusCode).toBe(403);
    });
  });

  it("'None' lets nobody change it, the creator included", async () => {
    await withSettings((s) => ({ ...s, 'pdf-view-setting': { manage: 'None' } }), async () => {
      expect((await call('GET', `/api/v1/compasspoint/${id}`, 'frances')).json().edit).toBe(false);
      expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'frances', { name: 'Changed' })).statusCode).toBe(403);
      expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'frances')).statusCode).toBe(403);
    });
  });

  it('requires the fields the settings require, and hides the history without showAuditHistory', async () => {
    await withSettings((s) => ({ ...s, description: { ...s.description, required: true }, showAuditHistory: false }), async () => {
      const res = await create({ description: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'description', message: 'NotBlank' })]);
      expect((await call('GET', `/api/v1/audits/compassPoint/${id}/all`, 'frances')).statusCode).toBe(403);
    });
  });
});
