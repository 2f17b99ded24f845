// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompassPointReport } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../../test/renderInAdmin.js';
import CompassPointReportPage, { defaultRange } from './CompassPointReportPage.js';

const NOW = new Date('2026-11-26T09:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const REPORT = '/api/v1/compasspoint/report';

const report = (overrides: Partial<CompassPointReport> = {}): CompassPointReport => ({
  from: '2026-10-28',
  to: '2026-11-26',
  interval: 'day',
  totals: { created: 4, edited: 2, deactivated: 1, reactivated: 0, active: 3 },
  periods: [
    { start: '2026-11-25', end: '2026-11-25', created: 4, edited: 2, deactivated: 0, reactivated: 0, active: 4 },
    { start: '2026-11-26', end: '2026-11-26', created: 0, edited: 0, deactivated: 1, reactivated: 0, active: 3 },
  ],
  documents: [{ contentID: 7, contentCode: 'IETF-RFC9110', designation: 'RFC 9110', created: 3, edited: 2, deactivated: 1, reactivated: 0, active: 2 }],
  users: [{ userId: 12, name: 'Frances Allen', email: 'frances.allen@acme.example', created: 3, edited: 2, deactivated: 1, reactivated: 0, active: 2 }],
  ...overrides,
});

const openReport = (answers: Answers = {}) =>
  renderInAdmin(<CompassPointReportPage />, {
    authorities: ['CP_ADMIN'],
    answers: { [`GET ${REPORT}?from=2026-10-28&to=2026-11-26&interval=day`]: { data: report() }, ...answers },
  });

describe('CompassPointReportPage', () => {
  it('starts on the 30 days up to today, by day', () => {
    expect(defaultRange(NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('shows the totals, the charts and the tables by document and by user', async () => {
    openReport();

    const totals = await screen.findByText('Active at the end');
    expect(totals.nextElementSibling?.textContent).toBe('3');
    expect(screen.getByRole('region', { name: 'Active Compass Points' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Changes per period' })).toBeTruthy();
    const byDocument = screen.getByRole('table', { name: 'By document' });
    expect(within(byDocument).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Document', 'Created', 'Edited', 'Deactivated', 'Reactivated', 'Active']);
    expect(within(byDocument).getAllByRole('row')[1].textContent).toBe('RFC 9110IETF-RFC911032102');
    const byUser = screen.getByRole('table', { name: 'By user' });
    expect(within(byUser).getByRole('rowheader').textContent).toBe('Frances Allenfrances.allen@acme.example');
    expect(screen.getByText('2026-10-28 to 2026-11-26 (UTC days)')).toBeTruthy();
  });

  it('asks again for another interval and range, and keeps a reversed range off the server', async () => {
    const byWeek = `${REPORT}?from=2026-10-28&to=2026-11-26&interval=week`;
    const november = `${REPORT}?from=2026-11-01&to=2026-11-26&interval=week`;
    const { requests } = openReport({ [`GET ${byWeek}`]: { data: report({ interval: 'week' }) }, [`GET ${november}`]: { data: report({ from: '2026-11-01', interval: 'week' }) } });
    await screen.findByText('Active at the end');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Interval' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byWeek));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText('The start must not be after the end.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(november));
    expect(requests.map((r) => r.url).filter((url) => url.includes('from=2026-11-30'))).toEqual([]);
  });

  it('downloads each table as CSV with the name the server gives it', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const csv = (table: string) => ({
      data: new Blob(['Period start,Period end\r\n']),
      headers: { 'content-disposition': `attachment; filename="compass-points-report-${table}.csv"` },
    });
    const { requests } = openReport({
      [`GET ${REPORT}.csv?from=2026-10-28&to=2026-11-26&interval=day&table=periods`]: csv('periods'),
      [`GET ${REPORT}.csv?from=2026-10-28&to=2026-11-26&interval=day&table=users`]: csv('users'),
    });
    await screen.findByText('Active at the end');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['compass-points-report-periods.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Users (CSV)' }));
    await waitFor(() => expect(clicked).toEqual(['compass-points-report-periods.csv', 'compass-points-report-users.csv']));
    expect(requests.filter((r) => r.url.includes('report.csv'))).toHaveLength(2);
    click.mockRestore();
  });

  it('says so when the report cannot be loaded', async () => {
    openReport({ [`GET ${REPORT}?from=2026-10-28&to=2026-11-26&interval=day`]: { status: 403, data: { status: 403, message: 'error.http.403' } } });

    expect(await screen.findByText('The report could not be loaded.')).toBeTruthy();
  });
});
