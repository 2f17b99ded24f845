import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInAs } from '../../../../test/sign-in.js';
import { accounts, compassPointAudits, documents } from '../../../db/schema/index.js';

/**
 * The account's change history (GET /api/v1/audits/compassPoint) and report (GET /api/v1/compasspoint/report and
 * report.csv) as: the account's COMPASS_POINT_ADMIN (cpadmin) and ADMIN (grace), colleagues without authorities
 * (frances, radia), another account's admin (operator), a COMPANY user (acme) and nobody signed in.
 *
 * Acme's history, dated by hand after the calls made it:
 *   2026-10-05 frances creates Statelessness, Caching and Methods on RFC 9110
 *   2026-10-06 frances edits Statelessness (UPDATE)
 *   2026-10-13 frances moves Caching's highlight (UPDATE-SELECTION)
 *   2026-10-20 radia creates Content negotiation on RFC 7231
 *   2026-11-02 frances deactivates Methods
 *   2026-11-03 frances reactivates Methods
 *   2026-11-04 frances deactivates Methods again
 * and Ada creates one in her own account, which Acme never sees.
 */
let t: TestContext;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
let rfc9110: { id: number; designation: string };
let rfc7231: { id: number; designation: string };

const PASSWORDS: Record<string, string> = {
  frances: 'Frances-Optimizes-Loops-1',
  radia: 'Radia-Spans-Trees-1',
  cpadmin: 'Katherine-Plots-Orbits-1',
  grace: 'Grace-Finds-Bugs-1',
  ada: 'Ada-Reads-Standards-1',
  acme: 'Acme-Library-Shared-1',
  operator: 'Margaret-Lands-Apollo-1',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${token[who]}` } : {}, ...(payload ? { payload } : {}) });
const get = (url: string, who = 'cpadmin') => call('GET', url, who);

const create = async (name: string, contentID: number, who: string) => {
  const res = await call('POST', '/api/v1/compasspoint', who, {
    name,
    description: `Why ${name} matters`,
    contentID,
    selectionData: `<selection><contents>${name} text</contents></selection>`,
    selectionMetadata: { pageNumber: 2 },
    anchor: { quote: { exact: `${name} text` }, position: { start: 10, end: 20 }, page: 2 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
};

/** Dates each history row of a compass point, in the order they were written. */
async function dateHistory(id: number, days: string[]) {
  const rows = await t.db.select({ id: compassPointAudits.id }).from(compassPointAudits).where(eq(compassPointAudits.compassPointId, id)).orderBy(compassPointAudits.id);
  expect(rows).toHaveLength(days.length);
  for (const [i, row] of rows.entries()) {
    await t.db.update(compassPointAudits).set({ createdAt: new Date(`${days[i]}T09:00:00Z`) }).where(eq(compassPointAudits.id, row.id));
  }
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  for (const [login, password] of Object.entries(PASSWORDS)) token[login] = await signInAs(t.app, login, password);
  const doc = async (code: string) => (await t.db.select({ id: documents.id, designation: documents.designation }).from(documents).where(eq(documents.contentCode, code)))[0];
  rfc9110 = await doc('IETF-RFC9110');
  rfc7231 = await doc('IETF-RFC7231');
  ids.statelessness = await create('Statelessness', rfc9110.id, 'frances');
  ids.caching = await create('Caching', rfc9110.id, 'frances');
  ids.methods = await create('Methods', rfc9110.id, 'frances');
  ids.negotiation = await create('Content negotiation', rfc7231.id, 'radia');
  ids.ada = await create('Ada alone', rfc9110.id, 'ada');
  expect((await call('PUT', `/api/v1/compasspoint/${ids.statelessness}`, 'frances', { name: 'Statelessness, revisited' })).statusCode).toBe(200);
  expect((await call('PUT', `/api/v1/compasspoint/${ids.caching}`, 'frances', { selectionData: '<selection><contents>Caching other text</contents></selection>' })).statusCode).toBe(200);
  for (const action of ['deactivate', 'activate', 'deactivate']) {
    expect((await call('POST', `/api/v1/compasspoint/${action}/${ids.methods}`, 'frances')).statusCode).toBe(200);
  }
  await dateHistory(ids.statelessness, ['2026-10-05', '2026-10-06']);
  await dateHistory(ids.caching, ['2026-10-05', '2026-10-13']);
  await dateHistory(ids.methods, ['2026-10-05', '2026-11-02', '2026-11-03', '2026-11-04']);
  await dateHistory(ids.negotiation, ['2026-10-20']);
  await dateHistory(ids.ada, ['2026-10-05']);
});
afterAll(() => t.close());

describe('who may review the account’s history and report', () => {
  const urls = ['/api/v1/audits/compassPoint', '/api/v1/compasspoint/report?from=2026-10-01&to=2026-11-30', '/api/v1/compasspoint/report.csv?from=2026-10-01&to=2026-11-30'];

  it.each(urls)('%s: the compass point admin and the account admin, not colleagues without authorities', async (url) => {
    expect((await get(url, 'cpadmin')).statusCode).toBe(200);
    expect((await get(url, 'grace')).statusCode).toBe(200);
    for (const who of ['frances', 'radia', 'ada']) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Access is denied');
    }
  });

  it.each(urls)('%s: 401 for a COMPANY user and without sign-in, before the query is read', async (url) => {
    const wrong = `${url}${url.includes('?') ? '&' : '?'}from=yesterday`;
    for (const target of [url, wrong]) {
      expect((await get(target, 'acme')).statusCode).toBe(401);
      expect((await call('GET', target)).statusCode).toBe(401);
    }
    // A colleague without the role is refused before the query is read too.
    expect((await get(wrong, 'frances')).statusCode).toBe(403);
  });

  it.each(urls)('%s: 403 when the account has compass points off', async (url) => {
    await t.db.update(accounts).set({ compassPointFlag: false }).where(eq(accounts.accountNumber, '100200'));
    try {
      const res = await get(url, 'cpadmin');
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Compass points are not enabled at account level setting');
    } finally {
      await t.db.update(accounts).set({ compassPointFlag: true }).where(eq(accounts.accountNumber, '100200'));
    }
  });

  it('shows another account’s admin nothing of Acme', async () => {
    const history = await get('/api/v1/audits/compassPoint', 'operator');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ content: [], totalElements: 0 });
    const report = (await get('/api/v1/compasspoint/report?from=2026-10-01&to=2026-11-30', 'operator')).json();
    expect(report.totals).toEqual({ created: 0, edited: 0, deactivated: 0, reactivated: 0, active: 0 });
    expect(report.documents).toEqual([]);
  });
});

describe('GET /api/v1/audits/compassPoint', () => {
  const page = async (query: string) => {
    const res = await get(`/api/v1/audits/compassPoint${query}`);
    expect(res.statusCode).toBe(200);
    return { body: res.json(), total: res.headers['x-total-count'] };
  };

  it('lists every change of the account newest first, with the compass point, its document and who, total in x-total-count', async () => {
    const { body, total } = await page('?pageSize=100');
    expect(total).toBe('9');
    expect(body.totalElements).toBe(9);
    expect(body.content.map((e: { compassPointID: number }) => e.compassPointID)).not.toContain(ids.ada);
    expect(body.content[0]).toMatchObject({
      compassPointID: ids.methods,
      name: 'Methods',
      designation: rfc9110.designation,
      contentCode: 'IETF-RFC9110',
      contentID: rfc9110.id,
      dbTransactionType: 'DEACTIVATE',
      transactionUserName: 'Frances Allen',
      transactionUserEmail: 'frances.allen@acme.example',
      createdDate: '2026-11-04T09:00:00.000Z',
      auditData: { previous: { status: 'ACTIVE' }, current: { status: 'INACTIVE' } },
    });
    const edit = body.content.find((e: { dbTransactionType: string }) => e.dbTransactionType === 'UPDATE');
    expect(edit.auditData.previous.name).toBe('Statelessness');
    expect(edit.auditData.current.name).toBe('Statelessness, revisited');
    expect(edit.name).toBe('Statelessness, revisited');
  });

  it('pages and sorts oldest first on request', async () => {
    const { body } = await page('?pageSize=2&pageIndex=1&sort=createdDate%2B');
    expect(body).toMatchObject({ totalElements: 9, pageIndex: 1, pageSize: 2 });
    expect(body.content.map((e: { createdDate: string }) => e.createdDate.slice(0, 10))).toEqual(['2026-10-05', '2026-10-06']);
  });

  it.each([
    ['dbTransactionType=DEACTIVATE', 2],
    ['dbTransactionType=UPDATE-SELECTION', 1],
    ['contentCode=ietf-rfc7231', 1],
    ['contentCode=rfc%209110', 8], // the designation 'RFC 9110', which the content code IETF-RFC9110 does not contain
    ['user=radia', 1],
    ['user=perlman', 1],
    ['user=RADIA.PERLMAN%40acme', 1],
    ['user=frances%20allen', 8],
    ['from=2026-11-01', 3],
    ['to=2026-10-05', 3],
    ['from=2026-10-06&to=2026-10-20', 3],
    ['from=2026-11-03T00:00:00Z&to=2026-11-03T23:59:59Z', 1],
    ['user=nobody-at-all', 0],
    ['user=50%25', 0],
  ])('filters by %s', async (query, expected) => {
    const { body, total } = await page(`?pageSize=100&${query}`);
    expect(body.totalElements).toBe(expected);
    expect(total).toBe(String(expected));
    expect(body.content).toHaveLength(expected);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageIndex=-1', 'pageIndex'],
    ['sort=name', 'sort'],
    ['dbTransactionType=DELETE', 'dbTransactionType'],
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-11-02&to=2026-11-01', 'to'],
    [`user=${'u'.repeat(256)}`, 'user'],
  ])('answers %s with a 400 and a field error, never a 500', async (query, field) => {
    const res = await get(`/api/v1/audits/compassPoint?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field }));
  });
});

describe('GET /api/v1/compasspoint/report', () => {
  const report = async (query: string, who = 'cpadmin') => {
    const res = await get(`/api/v1/compasspoint/report?${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts by month what was created, edited, deactivated and reactivated, and what was active at each month’s end', async () => {
    const body = await report('from=2026-10-01&to=2026-11-30&interval=month');
    expect(body).toMatchObject({ from: '2026-10-01', to: '2026-11-30', interval: 'month' });
    expect(body.periods).toEqual([
      { start: '2026-10-01', end: '2026-10-31', created: 4, edited: 2, deactivated: 0, reactivated: 0, active: 4 },
      { start: '2026-11-01', end: '2026-11-30', created: 0, edited: 0, deactivated: 2, reactivated: 1, active: 3 },
    ]);
    expect(body.totals).toEqual({ created: 4, edited: 2, deactivated: 2, reactivated: 1, active: 3 });
  });

  it('cuts weeks (Monday first) to the range and starts from what was active before it', async () => {
    const body = await report('from=2026-10-08&to=2026-10-21&interval=week');
    expect(body.periods).toEqual([
      { start: '2026-10-08', end: '2026-10-11', created: 0, edited: 0, deactivated: 0, reactivated: 0, active: 3 },
      { start: '2026-10-12', end: '2026-10-18', created: 0, edited: 1, deactivated: 0, reactivated: 0, active: 3 },
      { start: '2026-10-19', end: '2026-10-21', created: 1, edited: 0, deactivated: 0, reactivated: 0, active: 4 },
    ]);
  });

  it('has a period for every day, empty ones included', async () => {
    const body = await report('from=2026-11-01&to=2026-11-05&interval=day');
    expect(body.periods.map((p: { start: string; active: number }) => [p.start, p.active])).toEqual([
      ['2026-11-01', 4],
      ['2026-11-02', 3],
      ['2026-11-03', 4],
      ['2026-11-04', 3],
      ['2026-11-05', 3],
    ]);
  });

  it('lists documents and users busiest first, with the active compass points at the end of the range', async () => {
    const body = await report('from=2026-10-01&to=2026-11-30&interval=month', 'grace');
    expect(body.documents).toEqual([
      { contentID: rfc9110.id, contentCode: 'IETF-RFC9110', designation: rfc9110.designation, created: 3, edited: 2, deactivated: 2, reactivated: 1, active: 2 },
      { contentID: rfc7231.id, contentCode: 'IETF-RFC7231', designation: rfc7231.designation, created: 1, edited: 0, deactivated: 0, reactivated: 0, active: 1 },
    ]);
    expect(body.users).toEqual([
      expect.objectContaining({ name: 'Frances Allen', email: 'frances.allen@acme.example', created: 3, edited: 2, deactivated: 2, reactivated: 1, active: 2 }),
      expect.objectContaining({ name: 'Radia Perlman', created: 1, edited: 0, active: 1 }),
    ]);
  });

  it('shows active compass points of a quiet range, and nothing yet before the first one', async () => {
    const quiet = await report('from=2026-11-10&to=2026-11-12');
    expect(quiet.totals).toEqual({ created: 0, edited: 0, deactivated: 0, reactivated: 0, active: 3 });
    expect(quiet.documents.map((d: { contentCode: string; active: number }) => [d.contentCode, d.active])).toEqual([
      ['IETF-RFC9110', 2],
      ['IETF-RFC7231', 1],
    ]);
    const before = await report('from=2026-09-01&to=2026-09-30&interval=week');
    expect(before.totals.active).toBe(0);
    expect(before.documents).toEqual([]);
    expect(before.users).toEqual([]);
  });

  it('defaults to the 30 days up to today, by day', async () => {
    const body = await report('');
    expect(body.interval).toBe('day');
    expect(body.periods).toHaveLength(30);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it.each([
    ['interval=year', 'interval'],
    ['from=2026-02-30', 'from'],
    ['to=2026-11-01T10:00:00Z', 'to'],
    ['from=2026-11-02&to=2026-11-01', 'to'],
    ['from=2020-01-01&to=2026-01-01&interval=day', 'interval'],
  ])('answers %s with a 400 and a field error', async (query, field) => {
    for (const path of ['report', 'report.csv']) {
      const res = await get(`/api/v1/compasspoint/${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field }));
    }
  });
});

describe('GET /api/v1/compasspoint/report.csv', () => {
  it('answers the periods as CSV with a header row, CRLF line ends and a file name', async () => {
    const res = await get('/api/v1/compasspoint/report.csv?from=2026-10-01&to=2026-11-30&interval=month');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="compass-points-report-2026-10-01-2026-11-30-month.csv"');
    expect(res.body).toBe(
      'Period start,Period end,Created,Edited,Deactivated,Reactivated,Active\r\n' + '2026-10-01,2026-10-31,4,2,0,0,4\r\n' + '2026-11-01,2026-11-30,0,0,2,1,3\r\n',
    );
  });

  it('answers every document or every user on request, quoting what needs it', async () => {
    const documentsCsv = await get('/api/v1/compasspoint/report.csv?from=2026-10-01&to=2026-11-30&table=documents');
    expect(documentsCsv.headers['content-disposition']).toContain('compass-points-report-documents-2026-10-01-2026-11-30-day.csv');
    expect(documentsCsv.body.split('\r\n')[0]).toBe('Designation,Content code,Created,Edited,Deactivated,Reactivated,Active');
    expect(documentsCsv.body.split('\r\n')[1]).toBe(`${rfc9110.designation},IETF-RFC9110,3,2,2,1,2`);
    const usersCsv = (await get('/api/v1/compasspoint/report.csv?from=2026-10-01&to=2026-11-30&table=users', 'grace')).body.split('\r\n');
    expect(usersCsv[0]).toBe('Name,E-mail,Created,Edited,Deactivated,Reactivated,Active');
    expect(usersCsv[1]).toBe('Frances Allen,frances.allen@acme.example,3,2,2,1,2');
    expect((await get('/api/v1/compasspoint/report.csv?table=everything')).statusCode).toBe(400);
  });
});
