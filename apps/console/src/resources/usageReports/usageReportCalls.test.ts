// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { usageReportCalls } from './usageReportCalls.js';

/** The usage report calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['OPERATOR'], answers);
  return { calls: usageReportCalls(services.http), seen: requests };
}

describe('the usage report calls', () => {
  it('asks for the report and the accounts with only the parameters that have a value', async () => {
    const { calls, seen } = callsWith({
      'GET /api/admin/usage/dashboard?from=2026-11-01&to=2026-11-07': { data: { totals: {} } },
      'GET /api/admin/usage/dashboard/periods?accountId=5&from=2026-11-01&to=2026-11-07': { data: { periods: [] } },
      'GET /api/admin/usage/accounts?q=acme': { data: [{ id: 5, name: 'Acme' }] },
      'GET /api/admin/usage/accounts': { data: [] },
    });
    expect((await calls.usageDashboard({ accountId: undefined, from: '2026-11-01', to: '2026-11-07' })).data).toEqual({ totals: {} });
    expect((await calls.usageDashboardPeriods({ accountId: 5, from: '2026-11-01', to: '2026-11-07' })).data).toEqual({ periods: [] });
    expect((await calls.usageAccounts('acme')).data).toEqual([{ id: 5, name: 'Acme' }]);
    expect((await calls.usageAccounts()).data).toEqual([]);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/admin/usage/dashboard?from=2026-11-01&to=2026-11-07',
      '/api/admin/usage/dashboard/periods?accountId=5&from=2026-11-01&to=2026-11-07',
      '/api/admin/usage/accounts?q=acme',
      '/api/admin/usage/accounts',
    ]);
  });

  it("downloads a COUNTER report under the server's name, and names a JSON report itself", async () => {
    const { calls, seen } = callsWith({
      'GET /api/admin/usage/reports/tr?begin_date=2026-10&end_date=2026-10&accountId=5&format=tsv': { data: 'tsv', headers: { 'content-disposition': 'attachment; filename="TR_5_2026-10.tsv"' } },
      'GET /api/admin/usage/reports/pr?begin_date=2026-09&end_date=2026-10': { data: '{}' },
    });
    expect((await calls.usageCounterReport({ report: 'tr', accountId: 5, beginMonth: '2026-10', endMonth: '2026-10', format: 'tsv' })).filename).toBe('TR_5_2026-10.tsv');
    expect((await calls.usageCounterReport({ report: 'pr', beginMonth: '2026-09', endMonth: '2026-10', format: 'json' })).filename).toBe('PR_2026-09_2026-10.json');
    expect(seen).toHaveLength(2);
  });

  it('lists, makes and revokes COUNTER API keys', async () => {
    const key = { id: 4, label: 'Harvester', createdAt: 'x', lastUsedAt: null, revokedAt: null };
    const { calls, seen } = callsWith({
      'GET /api/admin/usage/api-keys': { data: [key] },
      'POST /api/admin/usage/api-keys': { status: 201, data: { ...key, key: 'ck_secret' } },
      'DELETE /api/admin/usage/api-keys/4': { data: { ...key, revokedAt: 'y' } },
    });
    expect((await calls.usageApiKeys()).data).toEqual([key]);
    expect((await calls.createUsageApiKey('Harvester')).data.key).toBe('ck_secret');
    expect((await calls.revokeUsageApiKey(4)).data.revokedAt).toBe('y');
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/admin/usage/api-keys', undefined],
      ['POST', '/api/admin/usage/api-keys', { label: 'Harvester' }],
      ['DELETE', '/api/admin/usage/api-keys/4', undefined],
    ]);
  });
});
