import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '@codex/domain';
import { savedState } from '../../../test/compass-point-state.js';
import { demoCaller, signInDemoUsers, type Method } from '../../../test/demo-users.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, documents, tenants } from '../../db/schema/index.js';

/**
 * Every rule of issue 16 item 3 on every route it touches: individuals of accounts with the flag (401 / 403),
 * another account's or tenant's compass point (404), None / Own / All and the row's edit flag agreeing with what
 * the server allows, enable_compass_points, creators and COMPASS_POINT_ADMIN, showAuditHistory, edit only while
 * active. Every refusal leaves the compass points, their history, counts, notes and audit events as they were.
 */
let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
let rfc9110: number;
let mine: { id: number; uuid: string };

const NOT_ELIGIBLE = 'Compass points are only available to individual users who are logged in';
const NOT_ENABLED = 'Compass points are not enabled at account level setting';

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'grace', 'ada', 'acme', 'reader'] as const));
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  const res = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'Rights', description: 'd', contentID: rfc9110, selectionMetadata: { pageNumber: 1 } });
  expect(res.statusCode).toBe(201);
  mine = { id: res.json().compassPointID, uuid: res.json().compassPointUUID };
  expect((await call('POST', '/api/user-notes/save', 'frances', { contentId: rfc9110, annotationId: 'rights-note', note: 'private' })).statusCode).toBe(201);
});
afterAll(() => t.close());

type Settings = TenantConfig['compassPointSettings'];
/** Runs `body` with the keystone tenant's config changed, then puts it back. */
async function withConfig(change: (config: TenantConfig) => TenantConfig, body: () => Promise<void>) {
  const [{ config }] = await t.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
  await t.db.update(tenants).set({ config: change(structuredClone(config)) }).where(eq(tenants.code, 'keystone'));
  t.app.tenants.invalidate();
  try {
    await body();
  } finally {
    await t.db.update(tenants).set({ config }).where(eq(tenants.code, 'keystone'));
    t.app.tenants.invalidate();
  }
}
const withSettings = (change: (s: Settings) => Settings, body: () => Promise<void>) => withConfig((c) => ({ ...c, compassPointSettings: change(c.compassPointSettings) }), body);
const withManage = (manage: 'None' | 'Own' | 'All', body: () => Promise<void>) => withSettings((s) => ({ ...s, 'pdf-view-setting': { manage } }), body);

/** The routes that name Frances's compass point or note, with a valid request. */
const namedRoutes = (): [Method, string, unknown?][] => [
  ['POST', `/api/v1/compasspoint/activate/${mine.id}`],
  ['POST', `/api/v1/compasspoint/deactivate/${mine.id}`],
  ['POST', '/api/v1/compasspoint/mark-shared', { compassPointID: mine.id }],
  ['GET', `/api/v1/compasspoint?compassPointUUID=${mine.uuid}`],
  ['GET', `/api/v1/compasspoint/${mine.id}`],
  ['PUT', `/api/v1/compasspoint/${mine.id}`, { name: 'Refused' }],
  ['GET', `/api/v1/audits/compassPoint/${mine.id}/all`],
  ['POST', '/api/user-notes/edit', { contentId: rfc9110, annotationId: 'rights-note', note: 'refused' }],
  ['DELETE', `/api/user-notes/delete?annotationId=rights-note&contentId=${rfc9110}`],
];

/** Every compass point and user-notes route with a valid request (so only the caller decides the answer). */
const routes = (): [Method, string, unknown?][] => [
  ['GET', '/api/v1/compasspoint/detail/page-view?status=active'],
  ['GET', '/api/v1/compasspoint/list-admin?status=active'],
  ['POST', `/api/v1/compasspoint/activate/${mine.id}`],
  ['POST', `/api/v1/compasspoint/deactivate/${mine.id}`],
  ['POST', '/api/v1/compasspoint/mark-shared', { compassPointID: mine.id }],
  ['GET', `/api/v1/compasspoint?compassPointUUID=${mine.uuid}`],
  ['GET', `/api/v1/compasspoint/page-view?contentID=${rfc9110}`],
  ['GET', `/api/v1/compasspoint/settings?contentID=${rfc9110}`],
  ['GET', '/api/v1/compasspoint/list?contentCode=IETF-RFC9110'],
  ['GET', `/api/v1/compasspoint/${mine.id}`],
  ['POST', '/api/v1/compasspoint', { name: 'Refused', contentID: rfc9110 }],
  ['PUT', `/api/v1/compasspoint/${mine.id}`, { name: 'Refused' }],
  ['GET', `/api/v1/audits/compassPoint/${mine.id}/all`],
  ['GET', `/api/user-notes/${rfc9110}`],
  ['POST', '/api/user-notes/save', { contentId: rfc9110, annotationId: 'refused', note: 'x' }],
  ['POST', '/api/user-notes/edit', { contentId: rfc9110, annotationId: 'rights-note', note: 'refused' }],
  ['DELETE', `/api/user-notes/delete?annotationId=rights-note&contentId=${rfc9110}`],
];

describe('who may call at all', () => {
  it('answers 401 on every route without sign-in and to a COMPANY user, saving nothing', async () => {
    const before = await savedState(t.db);
    for (const [method, url, payload] of routes()) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const company = await call(method, url, 'acme', payload);
      expect(company.statusCode, `${method} ${url}`).toBe(401);
      expect(company.json()).toMatchObject({ status: 401, detail: NOT_ELIGIBLE });
    }
    expect(await savedState(t.db)).toEqual(before);
  });

  it('answers 403 with the spec text on every route to an account without compassPointFlag, saving nothing', async () => {
    await t.db.update(accounts).set({ compassPointFlag: false }).where(eq(accounts.accountNumber, '100200'));
    try {
      const before = await savedState(t.db);
      for (const [method, url, payload] of routes()) {
        for (const who of ['frances', 'cpadmin']) {
          const res = await call(method, url, who, payload);
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ status: 403, detail: NOT_ENABLED });
        }
      }
      expect(await savedState(t.db)).toEqual(before);
    } finally {
      await t.db.update(accounts).set({ compassPointFlag: true }).where(eq(accounts.accountNumber, '100200'));
    }
  });
});

describe('another account or tenant', () => {
  it('finds nothing (404) on every route that names the compass point or the note, and saves nothing', async () => {
    const named = namedRoutes();
    const before = await savedState(t.db);
    for (const who of ['ada', 'reader']) {
      for (const [method, url, payload] of named) {
        const res = await call(method, url, who, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 404 });
      }
      expect((await call('GET', '/api/v1/compasspoint/detail/page-view', who)).json().content).toEqual([]);
    }
    // Their own account's lists and the document's compass points never show Acme's.
    const documentList = (await call('GET', `/api/v1/compasspoint/page-view?contentID=${rfc9110}`, 'ada')).json();
    expect(documentList.content.map((c: { compassPointID: number }) => c.compassPointID)).not.toContain(mine.id);
    expect((await call('GET', '/api/v1/compasspoint/list?contentCode=IETF-RFC9110', 'ada')).json()).toEqual([]);
    expect(await savedState(t.db)).toEqual(before);
  });

  it('keeps a note private to its author: colleagues and admins of the same account see none and change none', async () => {
    const before = await savedState(t.db);
    for (const who of ['radia', 'cpadmin', 'grace']) {
      expect((await call('GET', `/api/user-notes/${rfc9110}`, who)).json()).toEqual([]);
      expect((await call('POST', '/api/user-notes/edit', who, { contentId: rfc9110, annotationId: 'rights-note', note: 'taken' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/user-notes/delete?annotationId=rights-note&contentId=${rfc9110}`, who)).statusCode).toBe(404);
    }
    expect(await savedState(t.db)).toEqual(before);
  });
});

describe('the row menu: None / Own / All, creators and COMPASS_POINT_ADMIN, enable_compass_points', () => {
  const CALLERS = ['frances', 'radia', 'cpadmin', 'grace'];
  /** What each caller is told (the edit flag, on the record and in both lists) and what the server then allows. */
  async function rightsOf(who: string) {
    const flag = (await call('GET', `/api/v1/compasspoint/${mine.id}`, who)).json().edit as boolean;
    const inAdminList = (await call('GET', '/api/v1/compasspoint/list-admin?pageSize=100', 'cpadmin')).json().content.find((c: { compassPointID: number }) => c.compassPointID === mine.id);
    const inOwnList = (await call('GET', '/api/v1/compasspoint/detail/page-view?pageSize=100', who)).json().content;
    const before = await savedState(t.db);
    const edit = await call('PUT', `/api/v1/compasspoint/${mine.id}`, who, { name: `Rights (${who})` });
    const off = await call('POST', `/api/v1/compasspoint/deactivate/${mine.id}`, who);
    const on = await call('POST', `/api/v1/compasspoint/activate/${mine.id}`, who);
    const allowed = [edit, off, on].map((r) => r.statusCode);
    if (!flag) {
      expect(await savedState(t.db), who).toEqual(before);
      for (const refused of [edit, off, on]) expect(refused.json()).toMatchObject({ status: 403, detail: 'You are not allowed to change this compass point' });
    }
    return { flag, allowed, adminListFlag: who === 'cpadmin' ? inAdminList.edit : undefined, ownListFlags: inOwnList.map((c: { edit: boolean }) => c.edit) };
  }

  it.each([
    ['Own', { frances: true, radia: false, cpadmin: true, grace: false }],
    ['All', { frances: true, radia: false, cpadmin: true, grace: false }],
    ['None', { frances: false, radia: false, cpadmin: false, grace: false }],
  ] as const)("pdf-view-setting '%s': the edit flag says exactly what the server allows", async (manage, expected) => {
    await withManage(manage, async () => {
      for (const who of CALLERS) {
        const rights = await rightsOf(who);
        expect(rights.flag, who).toBe(expected[who as keyof typeof expected]);
        expect(rights.allowed, who).toEqual(rights.flag ? [200, 200, 200] : [403, 403, 403]);
        if (who === 'cpadmin') expect(rights.adminListFlag).toBe(rights.flag);
        if (who === 'frances') expect(rights.ownListFlags).toEqual([rights.flag]);
      }
    });
  });

  it('hides the row menu from everyone, creator included, while enable_compass_points is off', async () => {
    const without = (c: TenantConfig) => ({ ...c, features: c.features.map((f) => (f.code === 'enable_compass_points' ? { ...f, enabled: false } : f)), compassPointSettings: { ...c.compassPointSettings, 'pdf-view-setting': { manage: 'All' as const } } });
    await withConfig(without, async () => {
      expect((await call('GET', `/api/v1/compasspoint/settings?contentID=${rfc9110}`, 'frances')).json()).toMatchObject({ enabled: false, pdfViewSetting: { manage: 'All' } });
      for (const who of ['frances', 'cpadmin']) {
        const rights = await rightsOf(who);
        expect(rights.flag, who).toBe(false);
        expect(rights.allowed, who).toEqual([403, 403, 403]);
      }
      // Reading and creating stay open: the feature gates the row menu only.
      expect((await call('GET', `/api/v1/compasspoint/${mine.id}`, 'radia')).statusCode).toBe(200);
    });
  });
});

describe('edit only while active, and the change history', () => {
  it('refuses to edit a deactivated compass point with compassPoint.notActive and saves nothing', async () => {
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${mine.id}`, 'frances')).statusCode).toBe(200);
    try {
      const before = await savedState(t.db);
      const res = await call('PUT', `/api/v1/compasspoint/${mine.id}`, 'frances', { name: 'While deactivated' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-app-error']).toBe('compassPoint.notActive');
      expect(res.json()).toMatchObject({ status: 400, message: 'compassPoint.notActive', detail: 'A deactivated compass point cannot be edited' });
      expect(await savedState(t.db)).toEqual(before);
      // A deactivated one is still reactivated by its creator, and lists in the deactivated view.
      const inactive = (await call('GET', '/api/v1/compasspoint/detail/page-view?status=inactive', 'frances')).json();
      expect(inactive.content.map((c: { compassPointID: number; edit: boolean }) => [c.compassPointID, c.edit])).toEqual([[mine.id, true]]);
    } finally {
      expect((await call('POST', `/api/v1/compasspoint/activate/${mine.id}`, 'frances')).statusCode).toBe(200);
    }
  });

  it('shows the history to the creator and COMPASS_POINT_ADMIN, only with showAuditHistory', async () => {
    const status = async (who: string) => (await call('GET', `/api/v1/audits/compassPoint/${mine.id}/all`, who)).statusCode;
    expect([await status('frances'), await status('cpadmin'), await status('radia'), await status('grace')]).toEqual([200, 200, 403, 403]);
    await withSettings((s) => ({ ...s, showAuditHistory: false }), async () => {
      expect([await status('frances'), await status('cpadmin'), await status('radia'), await status('grace')]).toEqual([403, 403, 403, 403]);
      expect((await call('GET', `/api/v1/compasspoint/settings?contentID=${rfc9110}`, 'frances')).json().showAuditHistory).toBe(false);
    });
  });
});
