import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { documents } from '../../db/schema/index.js';

/** The lists: the caller's own, the account's (list-admin), a document's, the viewer's list, the settings; sorts and paging. */
let t: TestContext;
const token: Record<string, string> = {};
const doc: Record<string, number> = {};

const call = demoCaller(() => t.app, token);
const create = async (who: string, contentCode: string, name: string) => {
  const res = await call('POST', '/api/v1/compasspoint', who, { name, contentID: doc[contentCode], selectionMetadata: { pageNumber: 2 } });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
};
const names = (res: { json(): { content: { name: string }[] } }) => res.json().content.map((c) => c.name);

let deactivated: number;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'grace', 'ada', 'acme', 'newbie'] as const));
  for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5', 'IETF-RFC9111']) {
    [{ id: doc[code] }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
  }
  await create('frances', 'IETF-RFC9110', 'Bravo');
  await create('frances', 'NIST-SP-800-53-REV-5', 'Alpha');
  await create('frances', 'IETF-RFC9111', 'Charlie');
  await create('radia', 'IETF-RFC9110', 'Delta');
  deactivated = await create('frances', 'IETF-RFC9110', 'Echo');
  expect((await call('POST', `/api/v1/compasspoint/deactivate/${deactivated}`, 'frances')).statusCode).toBe(200);
  await create('ada', 'IETF-RFC9110', 'Other account');
});
afterAll(() => t.close());

describe('the caller’s list (detail/page-view)', () => {
  it('lists only the caller’s active ones, newest first by default, with paging', async () => {
    const res = await call('GET', '/api/v1/compasspoint/detail/page-view?status=active&pageIndex=0&pageSize=2', 'frances');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 3, pageIndex: 0, pageSize: 2 });
    expect(names(res)).toEqual(['Charlie', 'Alpha']);
    expect(names(await call('GET', '/api/v1/compasspoint/detail/page-view?pageIndex=1&pageSize=2', 'frances'))).toEqual(['Bravo']);
  });

  it.each([
    ['name', ['Alpha', 'Bravo', 'Charlie']],
    ['name-', ['Charlie', 'Bravo', 'Alpha']],
    ['createdDate%2B', ['Bravo', 'Alpha', 'Charlie']],
    ['designation', ['Alpha', 'Bravo', 'Charlie']],
    ['designation-', ['Charlie', 'Bravo', 'Alpha']],
  ])('sorts by %s', async (sort, expected) => {
    expect(names(await call('GET', `/api/v1/compasspoint/detail/page-view?status=active&sort=${sort}`, 'frances'))).toEqual(expected);
  });

  it('lists the deactivated ones with who and when', async () => {
    const res = await call('GET', '/api/v1/compasspoint/detail/page-view?status=inactive', 'frances');
    expect(res.json().content).toEqual([expect.objectContaining({ compassPointID: deactivated, status: 'INACTIVE', deletedByEmail: 'frances.allen@acme.example' })]);
    expect(names(await call('GET', '/api/v1/compasspoint/detail/page-view?status=inactive&sort=deletedByEmail-', 'frances'))).toEqual(['Echo']);
  });

  it('refuses an unknown sort field, status or page size with a 400', async () => {
    for (const query of ['sort=title-', 'status=deleted', 'pageSize=0', 'pageSize=101', 'pageIndex=-1']) {
      expect((await call('GET', `/api/v1/compasspoint/detail/page-view?${query}`, 'frances')).statusCode).toBe(400);
    }
  });
});

describe('the user’s list of everyone’s compass points (createdBy=everyone, docs/adr/0052)', () => {
  const everyone = (who: string, query = '') => call('GET', `/api/v1/compasspoint/detail/page-view?createdBy=everyone&sort=name${query}`, who);
  const row = (res: { json(): { content: { name: string; edit: boolean; compassPointID: number }[] } }, name: string) => res.json().content.find((c) => c.name === name);

  it('shows a plain user every compass point of her account, the colleague’s without the row menu', async () => {
    const res = await everyone('radia');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(res.json().totalElements).toBe(4);
    expect(row(res, 'Delta')?.edit).toBe(true);
    expect(row(res, 'Alpha')?.edit).toBe(false);
    // Her own list is still hers alone, and the default.
    expect(names(await call('GET', '/api/v1/compasspoint/detail/page-view?createdBy=me', 'radia'))).toEqual(['Delta']);
    expect(names(await call('GET', '/api/v1/compasspoint/detail/page-view', 'radia'))).toEqual(['Delta']);
  });

  it('gives the compass point admin the row menu on every one of them, and the server lets her use it', async () => {
    const res = await everyone('cpadmin');
    expect(names(res)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(res.json().content.map((c: { edit: boolean }) => c.edit)).toEqual([true, true, true, true]);
    const alpha = row(res, 'Alpha')!.compassPointID;
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${alpha}`, 'radia')).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${alpha}`, 'cpadmin')).json()).toMatchObject({ status: 'INACTIVE', deletedByEmail: 'katherine.johnson@acme.example' });
    expect(names(await everyone('cpadmin', '&status=inactive'))).toEqual(['Alpha', 'Echo']);
    expect((await call('POST', `/api/v1/compasspoint/activate/${alpha}`, 'cpadmin')).json().status).toBe('ACTIVE');
    expect((await call('PUT', `/api/v1/compasspoint/${alpha}`, 'cpadmin', { name: 'Alpha' })).statusCode).toBe(200);
  });

  it('never shows another account’s compass points; to that account each one is a 404', async () => {
    expect(names(await everyone('ada'))).toEqual(['Other account']);
    const alpha = row(await everyone('cpadmin'), 'Alpha')!.compassPointID;
    expect((await call('GET', `/api/v1/compasspoint/${alpha}`, 'ada')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${alpha}`, 'ada')).statusCode).toBe(404);
  });

  it('refuses an unknown scope with a 400', async () => {
    expect((await call('GET', '/api/v1/compasspoint/detail/page-view?createdBy=all', 'radia')).statusCode).toBe(400);
  });
});

describe('the account’s list (list-admin)', () => {
  it('shows every compass point of the account to the CP admin and the ADMIN, not to others', async () => {
    const res = await call('GET', '/api/v1/compasspoint/list-admin?status=active&sort=name', 'cpadmin');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect((await call('GET', '/api/v1/compasspoint/list-admin?status=inactive', 'grace')).json().totalElements).toBe(1);
    expect((await call('GET', '/api/v1/compasspoint/list-admin', 'frances')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/compasspoint/list-admin', 'ada')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/compasspoint/list-admin', 'acme')).statusCode).toBe(401);
  });
});

describe('a document’s compass points', () => {
  it('pages the account’s compass points on the document by status (offset counts rows)', async () => {
    const res = await call('GET', `/api/v1/compasspoint/page-view?contentID=${doc['IETF-RFC9110']}&status=active&offset=0&pageSize=10&sort=name`, 'radia');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Bravo', 'Delta']);
    expect(names(await call('GET', `/api/v1/compasspoint/page-view?contentID=${doc['IETF-RFC9110']}&offset=1&pageSize=10&sort=name`, 'radia'))).toEqual(['Delta']);
    expect(names(await call('GET', `/api/v1/compasspoint/page-view?contentID=${doc['IETF-RFC9110']}&status=inactive`, 'radia'))).toEqual(['Echo']);
    expect(names(await call('GET', `/api/v1/compasspoint/page-view?contentID=${doc['IETF-RFC9110']}`, 'ada'))).toEqual(['Other account']);
  });

  it('lists the active ones by contentCode for the viewer, 403 when not entitled, 404 for an unknown document', async () => {
    const res = await call('GET', '/api/v1/compasspoint/list?contentCode=IETF-RFC9110', 'frances');
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Bravo', 'Delta']);
    expect((await call('GET', '/api/v1/compasspoint/list?contentCode=NIST-SP-800-53-REV-5', 'newbie')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/compasspoint/list?contentCode=NOPE-1', 'frances')).statusCode).toBe(404);
  });

  it('answers the settings with the document’s flags for the account', async () => {
    const res = await call('GET', `/api/v1/compasspoint/settings?contentID=${doc['IETF-RFC9110']}`, 'frances');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, pdfViewSetting: { manage: 'Own' }, showAuditHistory: true, hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: true });
    expect(res.json().compassPointSettings.name).toMatchObject({ show: true, required: true });
    const nist = (await call('GET', `/api/v1/compasspoint/settings?contentID=${doc['NIST-SP-800-53-REV-5']}`, 'frances')).json();
    expect(nist).toMatchObject({ hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: false });
    expect((await call('GET', `/api/v1/compasspoint/settings?contentID=${doc['IETF-RFC9110']}`, 'acme')).statusCode).toBe(401);
  });
});

describe('the document metadata and the OpenAPI document', () => {
  it('sets hasActivatedCompassPoint and hasDeactivatedCompassPoint for the viewer’s account', async () => {
    const meta = async (who: string, code: string) => (await call('GET', `/api/documents/metadata?contentCode=${code}`, who)).json();
    expect(await meta('radia', 'IETF-RFC9110')).toMatchObject({ hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: true });
    expect(await meta('newbie', 'IETF-RFC9110')).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
    expect(await meta('acme', 'IETF-RFC9110')).toMatchObject({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
  });

  it('lists every compass point and user-notes route', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/api/v1/compasspoint/detail/page-view', 'get'],
      ['/api/v1/compasspoint/list-admin', 'get'],
      ['/api/v1/compasspoint/activate/{id}', 'post'],
      ['/api/v1/compasspoint/deactivate/{id}', 'post'],
      ['/api/v1/compasspoint/mark-shared', 'post'],
      ['/api/v1/compasspoint', 'get'],
      ['/api/v1/compasspoint', 'post'],
      ['/api/v1/compasspoint/page-view', 'get'],
      ['/api/v1/compasspoint/settings', 'get'],
      ['/api/v1/compasspoint/list', 'get'],
      ['/api/v1/compasspoint/{id}', 'get'],
      ['/api/v1/compasspoint/{id}', 'put'],
      ['/api/v1/audits/compassPoint/{id}/all', 'get'],
      ['/api/user-notes/{contentId}', 'get'],
      ['/api/user-notes/save', 'post'],
      ['/api/user-notes/edit', 'post'],
      ['/api/user-notes/delete', 'delete'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
