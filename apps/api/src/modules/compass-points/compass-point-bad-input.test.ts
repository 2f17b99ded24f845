import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '@codex/domain';
import { savedState } from '../../../test/compass-point-state.js';
import { demoCaller, signInDemoUsers, type Method } from '../../../test/demo-users.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { documents, tenants } from '../../db/schema/index.js';

/**
 * Every bad input of every compass point and user-notes route answered with the error model (status, message
 * error.validation, the field errors the clients translate) or the spec's 404, never a 500, and nothing saved:
 * the compass points, their history, the counts, the notes and the audit events are compared before and after.
 */
let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
let rfc9110: number;
let mine: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'cpadmin'] as const));
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  const res = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'Kept', description: 'As it was', overlayDetails: 'o', contentID: rfc9110, selectionMetadata: { pageNumber: 1 } });
  expect(res.statusCode).toBe(201);
  mine = res.json().compassPointID;
  expect((await call('POST', '/api/user-notes/save', 'frances', { contentId: rfc9110, annotationId: 'kept-note', note: 'kept' })).statusCode).toBe(201);
});
afterAll(() => t.close());

type FieldError = { objectName: string; field: string; message: string };
/** Sends a bad request and checks the answer and that nothing changed. */
async function refused(method: Method, url: string, payload: unknown, status: number, fieldError?: Partial<FieldError>) {
  const before = await savedState(t.db);
  // The account's list is the compass point admin's: anyone else is refused (403) before the query is read.
  const res = await call(method, url, url.includes('/list-admin') ? 'cpadmin' : 'frances', payload);
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 120)}: ${res.body.slice(0, 300)}`).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status });
  if (fieldError) {
    expect(res.json()).toMatchObject({ message: 'error.validation', title: 'Method argument not valid' });
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining(fieldError));
  }
  expect(await savedState(t.db)).toEqual(before);
  return res;
}

const CREATE = () => ({ name: 'New', description: 'd', overlayDetails: 'o', contentID: rfc9110, selectionMetadata: { pageNumber: 1 } });
const long = (n: number) => 'x'.repeat(n);

describe('creating: POST /api/v1/compasspoint', () => {
  it.each([
    ['name past 255', { name: long(256) }, 'name', 'Size'],
    ['description past 1300', { description: long(1301) }, 'description', 'Size'],
    ['overlay details past 500', { overlayDetails: long(501) }, 'overlayDetails', 'Size'],
    // A missing number is coerced before it is checked, so it is 'Invalid' like a malformed one.
    ['no contentID', { contentID: undefined }, 'contentID', 'Invalid'],
    ['a contentID that is not a number', { contentID: 'abc' }, 'contentID', 'Invalid'],
    ['a contentID of 0', { contentID: 0 }, 'contentID', 'Min'],
    ['a name that is not text', { name: 42 }, 'name', 'Invalid'],
    ['an unknown selectionMetadata key', { selectionMetadata: { page: 1 } }, 'selectionMetadata.page', 'Unknown'],
    ['a negative pageNumber', { selectionMetadata: { pageNumber: -1 } }, 'selectionMetadata.pageNumber', 'Min'],
    ['an annotationID past 255', { selectionMetadata: { annotationID: long(256) } }, 'selectionMetadata.annotationID', 'Size'],
    ['a reversed position', { anchor: { position: { start: 10, end: 2 } } }, 'anchor.position.end', 'Range'],
    ['a negative position', { anchor: { position: { start: -1, end: 2 } } }, 'anchor.position.start', 'Min'],
    ['a quote without exact text', { anchor: { quote: { prefix: 'a' } } }, 'anchor.quote.exact', 'NotNull'],
    ['an empty quote', { anchor: { quote: { exact: '' } } }, 'anchor.quote.exact', 'NotBlank'],
    ['a prefix past 200', { anchor: { quote: { exact: 'x', prefix: long(201) } } }, 'anchor.quote.prefix', 'Size'],
    ['an unknown selector', { anchor: { css: '#x' } }, 'anchor.css', 'Unknown'],
    ['a page that is not a number', { anchor: { page: 'one' } }, 'anchor.page', 'Invalid'],
    ['an anchor that is not an object', { anchor: 'p. 3' }, 'anchor', 'Invalid'],
    ['a highlight box past the page\'s edge', { anchor: { page: 2, boxes: [{ x: 0.5, y: 0.1, w: 0.6, h: 0.02 }] } }, 'anchor.boxes.0.w', 'Range'],
    ['a highlight box with a negative corner', { anchor: { page: 2, boxes: [{ x: -0.1, y: 0.1, w: 0.2, h: 0.02 }] } }, 'anchor.boxes.0.x', 'Min'],
    ['a highlight box missing its height', { anchor: { page: 2, boxes: [{ x: 0.1, y: 0.1, w: 0.2 }] } }, 'anchor.boxes.0.h', 'NotNull'],
    ['an empty list of boxes', { anchor: { page: 2, boxes: [] } }, 'anchor.boxes', 'Size'],
    ['more than 200 boxes', { anchor: { page: 2, boxes: Array.from({ length: 201 }, () => ({ x: 0.1, y: 0.1, w: 0.2, h: 0.02 })) } }, 'anchor.boxes', 'Size'],
    ['boxes without a page', { anchor: { boxes: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.02 }] } }, 'anchor.page', 'NotNull'],
  ])('refuses %s with a field error', async (_what, change, field, message) => {
    await refused('POST', '/api/v1/compasspoint', { ...CREATE(), ...change }, 400, { objectName: 'body', field, message });
  });

  it('refuses a blank required name with the settings\' NotBlank', async () => {
    await refused('POST', '/api/v1/compasspoint', { ...CREATE(), name: ' \t ' }, 400, { objectName: 'compassPoint', field: 'name', message: 'NotBlank' });
  });

  it('refuses an unknown document with a 404 and a body that is not JSON with error.malformed.json', async () => {
    await refused('POST', '/api/v1/compasspoint', { ...CREATE(), contentID: 999_999_999 }, 404);
    const before = await savedState(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/compasspoint', headers: { host: 'localhost', authorization: `Bearer ${token.frances}`, 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.malformed.json' });
    expect(await savedState(t.db)).toEqual(before);
  });

  it('requires exactly the fields compassPointSettings show and require', async () => {
    type Settings = TenantConfig['compassPointSettings'];
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
    const required = { show: true, required: true };
    await withSettings((s) => ({ ...s, name: { ...s.name, ...required }, description: { ...s.description, ...required }, 'overlay-details': { ...s['overlay-details'], ...required } }), async () => {
      const res = await refused('POST', '/api/v1/compasspoint', { ...CREATE(), name: ' ', description: '', overlayDetails: '   ' }, 400);
      expect(res.json().fieldErrors).toEqual(['name', 'description', 'overlayDetails'].map((field) => ({ objectName: 'compassPoint', field, message: 'NotBlank' })));
      await refused('PUT', `/api/v1/compasspoint/${mine}`, { overlayDetails: ' ' }, 400, { objectName: 'compassPoint', field: 'overlayDetails', message: 'NotBlank' });
    });
    // A required field the settings do not show is not asked for.
    await withSettings((s) => ({ ...s, name: { ...s.name, show: false, required: true } }), async () => {
      expect((await call('POST', '/api/v1/compasspoint', 'frances', { ...CREATE(), name: '' })).statusCode).toBe(201);
    });
  });
});

describe('editing: PUT /api/v1/compasspoint/{id}', () => {
  it.each([
    ['name past 255', { name: long(256) }, 'name', 'Size'],
    ['description past 1300', { description: long(1301) }, 'description', 'Size'],
    ['overlay details past 500', { overlayDetails: long(501) }, 'overlayDetails', 'Size'],
    ['a malformed anchor', { anchor: { position: { start: 5 } } }, 'anchor.position.end', 'NotNull'],
    ['unknown selectionMetadata', { selectionMetadata: { colour: 'red' } }, 'selectionMetadata.colour', 'Unknown'],
  ])('refuses %s with a field error', async (_what, payload, field, message) => {
    await refused('PUT', `/api/v1/compasspoint/${mine}`, payload, 400, { objectName: 'body', field, message });
  });

  it('refuses a blank required name, an id that differs from the path, bad and unknown ids', async () => {
    await refused('PUT', `/api/v1/compasspoint/${mine}`, { name: '  ' }, 400, { objectName: 'compassPoint', field: 'name', message: 'NotBlank' });
    await refused('PUT', `/api/v1/compasspoint/${mine}`, { id: mine + 1, name: 'Other' }, 400, { objectName: 'compassPoint', field: 'id', message: 'Invalid' });
    for (const id of ['abc', '0', '-3', '1.5']) await refused('PUT', `/api/v1/compasspoint/${id}`, { name: 'x' }, 400, { objectName: 'path', field: 'id' });
    await refused('PUT', '/api/v1/compasspoint/999999999', { name: 'x' }, 404);
  });
});

describe('the calls that name a compass point', () => {
  it.each([
    ['POST', '/api/v1/compasspoint/activate/{id}'],
    ['POST', '/api/v1/compasspoint/deactivate/{id}'],
    ['GET', '/api/v1/compasspoint/{id}'],
    ['GET', '/api/v1/audits/compassPoint/{id}/all'],
  ] as const)('%s %s: 400 for a malformed id, 404 for an unknown one', async (method, path) => {
    for (const id of ['abc', '0', '-1', '1e3x']) await refused(method, path.replace('{id}', id), undefined, 400, { objectName: 'path', field: 'id' });
    await refused(method, path.replace('{id}', '2147483000'), undefined, 404);
  });

  it.each([
    [{}, 'compassPointID', 'Invalid'],
    [{ compassPointID: 'first' }, 'compassPointID', 'Invalid'],
    [{ compassPointID: -1 }, 'compassPointID', 'Min'],
  ])('mark-shared refuses %j', async (payload, field, message) => {
    await refused('POST', '/api/v1/compasspoint/mark-shared', payload, 400, { objectName: 'body', field, message });
  });

  it('the shared link refuses a malformed UUID and finds no unknown one', async () => {
    for (const uuid of ['not-a-uuid', '', '123', '00000000-0000-0000-0000-00000000000g']) {
      await refused('GET', `/api/v1/compasspoint?compassPointUUID=${uuid}`, undefined, 400, { objectName: 'query', field: 'compassPointUUID' });
    }
    await refused('GET', '/api/v1/compasspoint', undefined, 400, { objectName: 'query', field: 'compassPointUUID', message: 'NotNull' });
    await refused('GET', '/api/v1/compasspoint?compassPointUUID=6f1c1c56-8f5e-4d55-9a43-2d0f3b1e9c11', undefined, 404);
  });
});

describe('the lists', () => {
  const LISTS = ['/api/v1/compasspoint/detail/page-view?', '/api/v1/compasspoint/list-admin?', () => `/api/v1/compasspoint/page-view?contentID=${rfc9110}&`];
  it.each([
    ['sort=title', 'sort', 'Pattern'],
    ['sort=name--', 'sort', 'Pattern'],
    ['sort=-name', 'sort', 'Pattern'],
    ['sort=name%20desc', 'sort', 'Pattern'],
    ['pageSize=0', 'pageSize', 'Min'],
    ['pageSize=101', 'pageSize', 'Max'],
    ['pageSize=ten', 'pageSize', 'Invalid'],
    ['pageSize=2.5', 'pageSize', 'Invalid'],
    ['status=deleted', 'status', undefined],
    ['status=ACTIVE', 'status', undefined],
  ])('every list refuses %s', async (query, field, message) => {
    for (const list of LISTS) {
      const url = `${typeof list === 'function' ? list() : list}${query}`;
      await refused('GET', url, undefined, 400, { objectName: 'query', field, ...(message ? { message } : {}) });
    }
  });

  it('refuses bad page indexes, offsets and documents', async () => {
    for (const list of ['detail/page-view', 'list-admin']) {
      await refused('GET', `/api/v1/compasspoint/${list}?pageIndex=-1`, undefined, 400, { objectName: 'query', field: 'pageIndex', message: 'Min' });
      await refused('GET', `/api/v1/compasspoint/${list}?pageIndex=first`, undefined, 400, { objectName: 'query', field: 'pageIndex', message: 'Invalid' });
    }
    await refused('GET', `/api/v1/compasspoint/page-view?contentID=${rfc9110}&offset=-10`, undefined, 400, { objectName: 'query', field: 'offset', message: 'Min' });
    await refused('GET', '/api/v1/compasspoint/page-view', undefined, 400, { objectName: 'query', field: 'contentID', message: 'Invalid' });
    await refused('GET', '/api/v1/compasspoint/page-view?contentID=abc', undefined, 400, { objectName: 'query', field: 'contentID', message: 'Invalid' });
    await refused('GET', '/api/v1/compasspoint/page-view?contentID=999999999', undefined, 404);
  });

  it('the settings and the viewer list refuse a missing or malformed document and find no unknown one', async () => {
    await refused('GET', '/api/v1/compasspoint/settings', undefined, 400, { objectName: 'query', field: 'contentID', message: 'Invalid' });
    await refused('GET', '/api/v1/compasspoint/settings?contentID=-4', undefined, 400, { objectName: 'query', field: 'contentID', message: 'Min' });
    await refused('GET', '/api/v1/compasspoint/settings?contentID=999999999', undefined, 404);
    await refused('GET', '/api/v1/compasspoint/list?contentCode=%20%20', undefined, 400, { objectName: 'query', field: 'contentCode', message: 'NotBlank' });
    await refused('GET', `/api/v1/compasspoint/list?contentCode=${long(256)}`, undefined, 400, { objectName: 'query', field: 'contentCode', message: 'Size' });
    await refused('GET', '/api/v1/compasspoint/list?contentCode=NOPE-404', undefined, 404);
  });

  it('the change history refuses bad sorts and page sizes', async () => {
    const history = `/api/v1/audits/compassPoint/${mine}/all`;
    for (const sort of ['name', 'createdDate--', 'modifiedDate-']) await refused('GET', `${history}?sort=${sort}`, undefined, 400, { objectName: 'query', field: 'sort' });
    await refused('GET', `${history}?pageSize=1000`, undefined, 400, { objectName: 'query', field: 'pageSize', message: 'Max' });
    await refused('GET', `${history}?pageSize=0`, undefined, 400, { objectName: 'query', field: 'pageSize', message: 'Min' });
    await refused('GET', `${history}?pageIndex=-1`, undefined, 400, { objectName: 'query', field: 'pageIndex', message: 'Min' });
  });
});

describe('personal notes: api/user-notes', () => {
  const NOTE = () => ({ contentId: rfc9110, annotationId: 'new-note', noteData: '<selection/>', note: 'n' });
  it.each([
    ['save', { annotationId: '  ' }, 'annotationId', 'NotBlank'],
    ['save', { annotationId: long(256) }, 'annotationId', 'Size'],
    ['save', { note: long(1301) }, 'note', 'Size'],
    ['save', { contentId: 'x' }, 'contentId', 'Invalid'],
    ['save', { contentId: undefined }, 'contentId', 'Invalid'],
    ['edit', { note: long(1301), annotationId: 'kept-note' }, 'note', 'Size'],
    ['edit', { annotationId: '' }, 'annotationId', 'NotBlank'],
  ])('%s refuses %j', async (route, change, field, message) => {
    await refused('POST', `/api/user-notes/${route}`, { ...NOTE(), ...change }, 400, { objectName: 'body', field, message });
  });

  it('refuses unknown documents and notes, a duplicate, and malformed ids', async () => {
    await refused('POST', '/api/user-notes/save', { ...NOTE(), contentId: 999_999_999 }, 404);
    await refused('POST', '/api/user-notes/save', { ...NOTE(), annotationId: 'kept-note' }, 409);
    await refused('POST', '/api/user-notes/edit', { ...NOTE(), annotationId: 'no-such-note' }, 404);
    await refused('GET', '/api/user-notes/abc', undefined, 400, { objectName: 'path', field: 'contentId', message: 'Invalid' });
    await refused('GET', '/api/user-notes/999999999', undefined, 404);
    await refused('DELETE', `/api/user-notes/delete?contentId=${rfc9110}`, undefined, 400, { objectName: 'query', field: 'annotationId', message: 'NotNull' });
    await refused('DELETE', '/api/user-notes/delete?annotationId=kept-note&contentId=zero', undefined, 400, { objectName: 'query', field: 'contentId', message: 'Invalid' });
    await refused('DELETE', `/api/user-notes/delete?annotationId=no-such-note&contentId=${rfc9110}`, undefined, 404);
  });
});
