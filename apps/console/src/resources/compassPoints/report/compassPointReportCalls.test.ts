// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../../test/fakeServices.js';
import { compassPointReportCalls } from './compassPointReportCalls.js';

/** The compass points report calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['CP_ADMIN'], answers);
  return { calls: compassPointReportCalls(services.http), seen: requests };
}

describe('the compass points report calls', () => {
  it("reads the compass points report and downloads a table of it as CSV with the server's file name", async () => {
    const report = { from: '2026-11-01', to: '2026-11-30', interval: 'week', periods: [] };
    const { calls, seen } = callsWith({
      'GET /api/v1/compasspoint/report?from=2026-11-01&to=2026-11-30&interval=week': { data: report },
      'GET /api/v1/compasspoint/report.csv?interval=month&table=users': {
        data: new Blob(['Name,E-mail\r\n']),
        headers: { 'content-disposition': 'attachment; filename="compass-points-report-users-2026-10-28-2026-11-26-month.csv"' },
      },
    });
    expect((await calls.compassPointReport({ from: '2026-11-01', to: '2026-11-30', interval: 'week' })).data).toEqual(report);
    const csv = await calls.compassPointReportCsv({ from: '', interval: 'month', table: 'users' });
    expect(csv.filename).toBe('compass-points-report-users-2026-10-28-2026-11-26-month.csv');
    expect(await csv.blob.text()).toBe('Name,E-mail\r\n');
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/compasspoint/report?from=2026-11-01&to=2026-11-30&interval=week', '/api/v1/compasspoint/report.csv?interval=month&table=users']);
  });
});
