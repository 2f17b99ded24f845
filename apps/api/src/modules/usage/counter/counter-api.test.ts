import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { counterSchemaErrors } from '../../../../test/counter/counter-schema.js';
import { auditEvents, usageApiKeys, usageProcessing } from '../../../db/schema/index.js';
import { processUsage } from './usage-processing.service.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let grace: string;
let ada: string;
let reports: string;
let key: string;
let keyId: number;

beforeAll(async () => {
  t = await createTestApp();
  [grace, ada, reports] = await Promise.all([
    signInDemo(t.app, 'grace'),
    signInDemo(t.app, 'ada'),
    signInDemo(t.app, 'reports'),
  ]);
  // Processing has run (with nothing to count): past months are ready, so an empty period is "no usage" (3030).
  await processUsage(t.db, { defaultRetentionDays: 790 });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const counter = (path: string, params: Record<string, string>) => t.app.inject({ url: `${path}?${new URLSearchParams(params).toString()}` });

/** Calls the COUNTER API and checks the answer against COUNTER_API.json for its path and status. */
async function checked(path: string, params: Record<string, string>, status: number, schemaPath = path) {
  const res = await counter(path, params);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(counterSchemaErrors(schemaPath, status, res.json())).toEqual([]);
  return res.json() as Record<string, unknown> & { Code?: number; Report_Header?: { Exceptions?: { Code: number; Data?: string }[]; Report_Filters: Record<string, unknown> } };
}

describe('COUNTER API keys (console, account ADMIN)', () => {
  it('makes a key shown once, lists it without the key, and audits it', async () => {
    const made = await admin('POST', '/api/admin/usage/api-keys', grace, { label: 'Library harvester' });
    expect(made.statusCode).toBe(201);
    const body = made.json() as { id: number; key: string; prefix: string; label: string };
    expect(body.key).toMatch(/^cdx_[A-Za-z0-9_-]{43}$/);
    key = body.key;
    keyId = body.id;
    const list = await admin('GET', '/api/admin/usage/api-keys', grace);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: keyId, label: 'Library harvester', prefix: key.slice(0, 10), revokedAt: null, lastUsedAt: null })]);
    expect(JSON.stringify(list.json())).not.toContain(key);
    const [stored] = await t.db.select({ hash: usageApiKeys.keyHash }).from(usageApiKeys).where(eq(usageApiKeys.id, keyId));
    expect(stored.hash).not.toContain(key);
    const audits = await t.db.select({ type: auditEvents.type }).from(auditEvents).where(and(eq(auditEvents.type, 'USAGE_API_KEY_CREATED'), eq(auditEvents.principal, 'grace')));
    expect(audits).toHaveLength(1);
  });

  it('refuses users without ADMIN (403), callers without a session (401) and bad labels (400)', async () => {
    expect((await admin('GET', '/api/admin/usage/api-keys', ada)).statusCode).toBe(403);
    expect((await admin('POST', '/api/admin/usage/api-keys', reports, { label: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/usage/api-keys' })).statusCode).toBe(401);
    expect((await admin('POST', '/api/admin/usage/api-keys', grace, { label: '' })).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/usage/api-keys', grace, { label: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/usage/api-keys', grace, { label: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await admin('DELETE', '/api/admin/usage/api-keys/abc', grace)).statusCode).toBe(400);
  });

  it("answers 404 for another account's key", async () => {
    const other = await signInDemo(t.app, 'operator');
    expect((await admin('DELETE', `/api/admin/usage/api-keys/${keyId}`, other)).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/usage/api-keys/999999', grace)).statusCode).toBe(404);
  });
});

describe('COUNTER API answers validate against COUNTER_API.json', () => {
  it('says usage is not ready (3031) for months processing has not covered', async () => {
    const { db } = t;
    const saved = await db.select().from(usageProcessing);
    await db.delete(usageProcessing);
    const report = await checked('/r51/reports/pr', { customer_id: '100200', api_key: key, begin_date: '2025-01', end_date: '2025-02' }, 200);
    expect(report.Report_Header!.Exceptions!.map((e) => e.Code)).toEqual([3031]);
    if (saved.length) await db.insert(usageProcessing).values(saved);
  });

  it('/r51/status is public', async () => {
    const status = (await checked('/r51/status', {}, 200)) as unknown as { Service_Active: boolean }[];
    expect(status[0].Service_Active).toBe(true);
  });

  it('/r51/members and /r51/reports with customer_id and api_key', async () => {
    const members = (await checked('/r51/members', { customer_id: '100200', api_key: key }, 200)) as unknown as { Customer_ID: string; Institution_Name: string }[];
    expect(members).toEqual([expect.objectContaining({ Customer_ID: '100200', Institution_Name: 'Acme Engineering' })]);
    const list = (await checked('/r51/reports', { customer_id: '100200', api_key: key }, 200)) as unknown as { Report_ID: string; Path: string }[];
    expect(list.map((r) => r.Report_ID)).toEqual(['PR', 'PR_P1', 'DR', 'TR', 'IR']);
  });

  for (const id of ['pr', 'pr_p1', 'dr', 'tr', 'ir']) {
    it(`/r51/reports/${id} with no usage in the period: an empty report with Exception 3030`, async () => {
      const report = await checked(`/r51/reports/${id}`, { customer_id: '100200', api_key: key, begin_date: '2025-01-01', end_date: '2025-03-31' }, 200);
      expect(report.Report_Items).toEqual([]);
      expect(report.Report_Header!.Exceptions!.map((e) => e.Code)).toEqual([3030]);
      expect(report.Report_Header!.Report_Filters).toMatchObject({ Begin_Date: '2025-01-01', End_Date: '2025-03-31' });
    });
  }

  it('moves an end in the current month back to the last complete month (3031) and reports unknown parameters (3050), invalid filters (3060) and attributes (3062)', async () => {
    const now = new Date();
    const current = now.toISOString().slice(0, 7);
    const report = await checked(
      '/r51/reports/tr',
      { customer_id: '100200', api_key: key, begin_date: '2025-01', end_date: `${current}-01`, metric_type: 'Total_Item_Requests|Searches_Platform', attributes_to_show: 'YOP|Country_Name', colour: 'blue' },
      200,
    );
    const codes = report.Report_Header!.Exceptions!.map((e) => e.Code).sort();
    expect(codes).toEqual([3030, 3031, 3050, 3060, 3062]);
    expect(report.Report_Header!.Report_Filters.Metric_Type).toEqual(['Total_Item_Requests']);
  });

  it('bad dates: 400 with Exception 3020; missing dates or credentials: 400 with 1030', async () => {
    const base = { customer_id: '100200', api_key: key };
    for (const dates of [
      { begin_date: '2025-13', end_date: '2025-12' },
      { begin_date: '2025-02-30', end_date: '2025-03' },
      { begin_date: 'yesterday', end_date: '2025-03' },
      { begin_date: '2025-06', end_date: '2025-01' },
      { begin_date: '2999-01', end_date: '2999-02' },
    ]) {
      const body = await checked('/r51/reports/pr', { ...base, ...dates }, 400);
      expect(body.Code, JSON.stringify(dates)).toBe(3020);
    }
    expect((await checked('/r51/reports/pr', { ...base, begin_date: '2025-01' }, 400)).Code).toBe(1030);
    expect((await checked('/r51/reports/pr', { api_key: key, begin_date: '2025-01', end_date: '2025-02' }, 400)).Code).toBe(1030);
    expect((await checked('/r51/members', { customer_id: '100200' }, 400)).Code).toBe(1030);
  });

  it('a bad api_key: 401 with Exception 2020; a customer_id the key is not for: 403 with 2010', async () => {
    const dates = { begin_date: '2025-01', end_date: '2025-02' };
    expect((await checked('/r51/reports/pr', { customer_id: '100200', api_key: 'cdx_not-a-key', ...dates }, 401)).Code).toBe(2020);
    expect((await checked('/r51/members', { customer_id: '100200', api_key: `${key}x` }, 401)).Code).toBe(2020);
    expect((await checked('/r51/reports/ir', { customer_id: '100300', api_key: key, ...dates }, 403)).Code).toBe(2010);
    expect((await checked('/r51/reports', { customer_id: '0000000000000000', api_key: key }, 403)).Code).toBe(2010);
    // The key belongs to the keystone tenant: on another tenant's host it is unknown.
    const elsewhere = await t.app.inject({ url: `/r51/members?customer_id=100200&api_key=${key}`, headers: { host: 'community.localhost' } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('shows when a COUNTER API call last used the key', async () => {
    await checked('/r51/members', { customer_id: '100200', api_key: key }, 200);
    const [listed] = (await admin('GET', '/api/admin/usage/api-keys', grace)).json() as { id: number; createdAt: string; lastUsedAt: string | null }[];
    expect(listed.id).toBe(keyId);
    // Noted at the key's first use (after it was made); calls within the minute after it do not write again.
    expect(Date.parse(listed.lastUsedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(listed.createdAt));
    expect(Date.parse(listed.lastUsedAt ?? '')).toBeLessThanOrEqual(Date.now());
    // A wrong key notes nothing.
    const [row] = await t.db.select({ lastUsedAt: usageApiKeys.lastUsedAt }).from(usageApiKeys).where(eq(usageApiKeys.id, keyId));
    await checked('/r51/members', { customer_id: '100200', api_key: `${key}x` }, 401);
    const [after] = await t.db.select({ lastUsedAt: usageApiKeys.lastUsedAt }).from(usageApiKeys).where(eq(usageApiKeys.id, keyId));
    expect(after.lastUsedAt).toEqual(row.lastUsedAt);
  });

  it('a revoked key stops working', async () => {
    const revoked = await admin('DELETE', `/api/admin/usage/api-keys/${keyId}`, grace);
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as { revokedAt: string | null }).revokedAt).not.toBeNull();
    expect((await checked('/r51/members', { customer_id: '100200', api_key: key }, 401)).Code).toBe(2020);
  });
});

describe('report download in the console (ADMIN or REPORT_VIEW)', () => {
  it('gives COUNTER JSON and TSV laid out as the samples', async () => {
    const json = await admin('GET', '/api/admin/usage/reports/pr?begin_date=2025-01&end_date=2025-03', reports);
    expect(json.statusCode).toBe(200);
    expect(counterSchemaErrors('/r51/reports/pr', 200, json.json())).toEqual([]);
    const tsv = await admin('GET', '/api/admin/usage/reports/pr_p1?begin_date=2025-01&end_date=2025-03&format=tsv', grace);
    expect(tsv.statusCode).toBe(200);
    expect(tsv.headers['content-type']).toMatch(/^text\/tab-separated-values/);
    const xls = await admin('GET', '/api/admin/usage/reports/pr?begin_date=2025-01&end_date=2025-03&format=xls', grace);
    expect(xls.statusCode).toBe(400);
    expect(xls.json()).toMatchObject({ status: 400 });
    const lines = tsv.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines.slice(0, 13).map((l) => l.split('\t')[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
      'Registry_Record',
    ]);
    expect(lines[5]).toMatch(/^Metric_Types\tSearches_Platform; Total_Item_Requests; Unique_Item_Requests; Unique_Title_Requests/);
    expect(lines[9]).toMatch(/^Reporting_Period\tBegin_Date=2025-01-01; End_Date=2025-03-31/);
    expect(lines[14].split('\t')).toEqual(['Platform', 'Data_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2025', 'Feb-2025', 'Mar-2025']);
  });

  it('refuses other users (403) and bad dates without a 500', async () => {
    expect((await admin('GET', '/api/admin/usage/reports/pr?begin_date=2025-01&end_date=2025-03', ada)).statusCode).toBe(403);
    const bad = await admin('GET', '/api/admin/usage/reports/pr?begin_date=nope&end_date=2025-03', grace);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { Code: number }).Code).toBe(3020);
    expect((await admin('GET', '/api/admin/usage/reports/xx?begin_date=2025-01&end_date=2025-03', grace)).statusCode).toBe(404);
  });
});
