// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USAGE_METRICS, type UsageDashboard } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import UsageReportPage from './UsageReportPage.js';
import { exportMonths } from './UsageExport.js';

const NOW = new Date('2026-11-26T09:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const DASHBOARD = '/api/admin/usage/dashboard';
const PERIODS = '/api/admin/usage/dashboard/periods';
const ACCOUNTS = '/api/admin/usage/accounts';
const KEYS = '/api/admin/usage/api-keys';
const ACME = { id: 5, accountNumber: '100200', name: 'Acme Engineering' };
const zero = () => Object.fromEntries(USAGE_METRICS.map((m) => [m, 0]));
const counts = (values: Record<string, number>) => ({ ...zero(), ...values });

const dashboard = (overrides: Partial<UsageDashboard> = {}): UsageDashboard => ({
  account: ACME,
  from: '2026-11-19',
  to: '2026-11-26',
  interval: 'day',
  processedAt: '2026-11-26T08:55:00.000Z',
  totals: counts({ Total_Item_Requests: 7, Unique_Item_Requests: 5, Total_Item_Investigations: 12, Searches_Platform: 3 }),
  periods: [
    { start: '2026-11-25', counts: counts({ Total_Item_Requests: 4 }) },
    { start: '2026-11-26', counts: counts({ Total_Item_Requests: 3 }) },
  ],
  topItems: [{ documentId: 9, contentCode: 'IETF-RFC9110', designation: 'RFC 9110', title: 'HTTP Semantics', publisher: 'IETF', counts: counts({ Total_Item_Requests: 6, Unique_Item_Requests: 4, Total_Item_Investigations: 9 }) }],
  byPublisher: [{ publisherId: 2, code: 'IETF', name: 'Internet Engineering Task Force', counts: counts({ Total_Item_Requests: 7 }) }],
  excluded: null,
  ...overrides,
});

/** The server's answers for a query: the chart first (the report without its tables), then the whole report. */
const reportAnswers = (query: string, report: UsageDashboard): Answers => {
  const { topItems: _items, byPublisher: _publishers, ...chart } = report;
  return { [`GET ${PERIODS}?${query}`]: { data: chart }, [`GET ${DASHBOARD}?${query}`]: { data: report } };
};
const WEEK = 'from=2026-11-19&to=2026-11-26';

const open = ({ authorities = ['ADMIN'], at = '/usage-report', answers = {} }: { authorities?: string[]; at?: string; answers?: Answers } = {}) =>
  renderInAdmin(<UsageReportPage />, {
    authorities,
    route: '/usage-report',
    at,
    answers: {
      ...reportAnswers(WEEK, dashboard()),
      [`GET ${ACCOUNTS}`]: { data: [ACME] },
      [`GET ${KEYS}`]: { data: [{ id: 1, label: 'Harvester', prefix: 'cdx_AbCdEf', createdAt: '2026-11-20T10:00:00.000Z', createdBy: 'grace', revokedAt: null, lastUsedAt: '2026-11-21T08:30:00.000Z' }] },
      ...answers,
    },
  });

describe('UsageReportPage', () => {
  it('opens on one week back to today and shows the chart, the metrics, the publishers and the top items', async () => {
    const { requests } = open();
    const byMetric = await screen.findByRole('table', { name: 'By metric' });
    expect(within(byMetric).getAllByRole('row')[1].textContent).toBe('Total item requests7');
    expect(await screen.findByRole('region', { name: 'Usage over time' })).toBeTruthy();
    // The chart's call first; the whole report (its tables) once the chart has come.
    expect(within(await screen.findByRole('table', { name: 'By publisher' })).getByRole('rowheader').textContent).toBe('Internet Engineering Task ForceIETF');
    const top = screen.getByRole('table', { name: 'Top items' });
    expect(within(top).getAllByRole('row')[1].textContent).toBe('RFC 9110: HTTP SemanticsIETF · IETF-RFC9110649' + '0');
    expect(screen.getByText('2026-11-19 to 2026-11-26 (UTC days, by day)')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-19');
    expect(requests.map((r) => r.url).filter((url) => url.startsWith(DASHBOARD))).toEqual([`${PERIODS}?${WEEK}`, `${DASHBOARD}?${WEEK}`]);
  });

  it('shows the chart and the totals while the tables load, and says so when the tables cannot be loaded', async () => {
    open({ answers: { [`GET ${DASHBOARD}?${WEEK}`]: { status: 500, data: { status: 500, message: 'error.http.500' } } } });
    const byMetric = await screen.findByRole('table', { name: 'By metric' });
    expect(within(byMetric).getAllByRole('row')[1].textContent).toBe('Total item requests7');
    expect(await screen.findByRole('region', { name: 'Usage over time' })).toBeTruthy();
    expect(await screen.findByText('The usage report could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Top items' })).toBeNull();
  });

  it('opens the account and range the URL names (the reader and the embed URL), and keeps a reversed range off the server', async () => {
    const query = 'accountId=5&from=2026-11-01&to=2026-11-26';
    const { requests } = open({ at: `/usage-report?${query}`, authorities: ['REPORT_VIEW'], answers: reportAnswers(query, dashboard({ from: '2026-11-01' })) });
    await screen.findByRole('table', { name: 'Top items' });
    expect(requests.map((r) => r.url)).toEqual(expect.arrayContaining([`${PERIODS}?${query}`, `${DASHBOARD}?${query}`]));
    expect(screen.queryByRole('region', { name: 'COUNTER API keys' })).toBeNull();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText('The start must not be after the end.')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('from=2026-11-30'))).toEqual([]);
  });

  it('says so when the period has no usage, and when the report cannot be loaded', async () => {
    const { requests } = open({ answers: reportAnswers(WEEK, dashboard({ totals: zero(), topItems: [], byPublisher: [], excluded: { robots: 0, doubleClicks: 0 } })) });
    expect(await screen.findByText('No usage in this period.')).toBeTruthy();
    // Nothing to put in tables: the whole report is not asked for.
    expect(requests.map((r) => r.url).filter((url) => url.startsWith(DASHBOARD))).toEqual([`${PERIODS}?${WEEK}`]);
    expect(screen.getByText('No events of this period were left out as robots or double-clicks.')).toBeTruthy();
    cleanup();
    // An evaluator's automated browser: counting ran, and says what it left out.
    open({ answers: reportAnswers(WEEK, dashboard({ totals: zero(), topItems: [], byPublisher: [], excluded: { robots: 42, doubleClicks: 3 } })) });
    expect(await screen.findByText('No usage in this period.')).toBeTruthy();
    expect(
      screen.getByText(
        "COUNTER left out 42 events of this period from robots and automated browsers (COUNTER's robots list, which includes headless browsers) and 3 double-clicks.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Top items' })).toBeNull();
    cleanup();
    open({ answers: { [`GET ${PERIODS}?${WEEK}`]: { status: 403, data: { status: 403, message: 'error.http.403' } } } });
    expect(await screen.findByText('The usage report could not be loaded.')).toBeTruthy();
  });

  it('exports a COUNTER report as TSV for the whole months up to last month', async () => {
    expect(exportMonths('2026-11-19', '2026-11-26', NOW)).toEqual({ begin: '2026-10', end: '2026-10' });
    expect(exportMonths('2026-01-10', '2026-11-26', NOW)).toEqual({ begin: '2026-01', end: '2026-10' });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const tsv = `/api/admin/usage/reports/tr?begin_date=2026-10&end_date=2026-10&accountId=5&format=tsv`;
    const { requests } = open({ answers: { [`GET ${tsv}`]: { data: new Blob(['Report_Name\tTitle Report\r\n']), headers: { 'content-disposition': 'attachment; filename="TR_2026-10_2026-10.tsv"' } } } });
    await screen.findByRole('table', { name: 'By metric' });
    expect(screen.getByText('COUNTER reports cover whole months up to last month: 2026-10 to 2026-10.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Report' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Title Report (TR)' }));
    fireEvent.click(screen.getByRole('button', { name: 'TSV' }));
    await waitFor(() => expect(clicked).toEqual(['TR_2026-10_2026-10.tsv']));
    expect(requests.map((r) => r.url)).toContain(tsv);
    click.mockRestore();
  });

  it("lets the account's ADMIN make a key (shown once) and revoke one after confirming", async () => {
    let revoked = false;
    const { requests } = open({
      answers: {
        [`POST ${KEYS}`]: { status: 201, data: { id: 2, label: 'EBSCO', prefix: 'cdx_ZyXwVu', key: 'cdx_ZyXwVuTsRq', createdAt: '2026-11-26T09:00:00.000Z', createdBy: 'grace', revokedAt: null, lastUsedAt: null } },
        [`DELETE ${KEYS}/1`]: () => {
          revoked = true;
          return { data: { id: 1, label: 'Harvester', prefix: 'cdx_AbCdEf', createdAt: '2026-11-20T10:00:00.000Z', createdBy: 'grace', revokedAt: '2026-11-26T09:01:00.000Z', lastUsedAt: '2026-11-21T08:30:00.000Z' } };
        },
      },
    });
    const keys = await screen.findByRole('table', { name: 'COUNTER API keys' });
    expect(within(keys).getAllByRole('row')[1].textContent).toContain('Harvestercdx_AbCdEf…2026-11-20 10:00grace2026-11-21 08:30Active');
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'EBSCO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a key' }));
    expect((await screen.findByTestId('new-api-key')).textContent).toBe('cdx_ZyXwVuTsRq');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ label: 'EBSCO' });

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke the key "Harvester"?')).toBeTruthy();
    expect(revoked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toBe(true));
  });

  it('offers the operator "Process usage now": queued after confirming, with a notification; not shown to others', async () => {
    let queued = 0;
    const { requests } = open({
      authorities: ['OPERATOR'],
      answers: {
        'POST /api/admin/usage/processing': () => {
          queued += 1;
          return { status: 202, data: { jobId: 41, alreadyQueued: false } };
        },
      },
    });
    await screen.findByRole('table', { name: 'By metric' });
    fireEvent.click(screen.getByRole('button', { name: 'Process usage now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Process usage now?')).toBeTruthy();
    expect(queued).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Usage processing queued (job 41); the report shows the new counts once it has run.')).toBeTruthy();
    expect(queued).toBe(1);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/usage/processing']);
    cleanup();

    open({ authorities: ['ADMIN'] });
    await screen.findByRole('table', { name: 'By metric' });
    expect(screen.queryByRole('button', { name: 'Process usage now' })).toBeNull();
  });
});
