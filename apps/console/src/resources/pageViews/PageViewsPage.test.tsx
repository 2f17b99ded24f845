// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageViewCounts } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import PageViewsPage, { defaultRange, pageViewTable } from './PageViewsPage.js';

const NOW = new Date('2026-11-26T09:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const PATH = '/api/admin/page-views';
const BY_DAY = `GET ${PATH}?startDate=2026-10-28&endDate=2026-11-26&granularity=day`;
const counts: PageViewCounts = {
  granularity: 'day',
  counts: [
    { period: '2026-11-25', pageType: 'notes', count: 2 },
    { period: '2026-11-25', pageType: 'home', count: 5 },
    { period: '2026-11-26', pageType: 'notes', count: 4 },
  ],
};

const openPage = (answers: Answers = {}) => renderInAdmin(<PageViewsPage />, { authorities: ['OPERATOR'], answers: { [BY_DAY]: { data: counts }, ...answers } });

describe('PageViewsPage', () => {
  it('starts on the 30 days up to today, by day', () => {
    expect(defaultRange(NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('shows one row per page type with its count per day and its total, busiest first', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Views' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Page type', '2026-11-25', '2026-11-26', 'Total views']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['notes246', 'home505']);
  });

  it('asks for months and for another range, and keeps a reversed range off the server', async () => {
    const byMonth = `${PATH}?startDate=2026-10-28&endDate=2026-11-26&granularity=month`;
    const november = `${PATH}?startDate=2026-11-01&endDate=2026-11-26&granularity=month`;
    const { requests } = openPage({
      [`GET ${byMonth}`]: { data: { granularity: 'month', counts: [{ period: '2026-11', pageType: 'notes', count: 6 }] } },
      [`GET ${november}`]: { data: { granularity: 'month', counts: [] } },
    });
    await screen.findByRole('table', { name: 'Views' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Count per' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Month' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Views' })).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Page type', '2026-11', 'Total views']));
    expect(requests.map((r) => r.url)).toContain(byMonth);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText(/The start must not be after the end/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('No page views in this range.')).toBeTruthy();
    expect(requests.map((r) => r.url).filter((url) => url.includes('startDate=2026-11-30'))).toEqual([]);
  });

  it('says so when the counts cannot be loaded', async () => {
    openPage({ [BY_DAY]: { status: 403, data: { status: 403, message: 'error.http.403' } } });
    expect(await screen.findByText('The page views could not be loaded.')).toBeTruthy();
  });
});

describe('pageViewTable', () => {
  it('orders page types by total, then by name', () => {
    const { periods, rows } = pageViewTable({ granularity: 'month', counts: [{ period: '2026-02', pageType: 'groups', count: 1 }, { period: '2026-01', pageType: 'favorites', count: 1 }] });
    expect(periods).toEqual(['2026-01', '2026-02']);
    expect(rows.map((r) => r.name)).toEqual(['favorites', 'groups']);
  });
});
