// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { compassPoint } from '../../features/compassPoints/compassPointFixtures.js';
import { renderReaderAt } from '../../test/compassPointPages.js';
import type { ChangeHistoryEntry } from './historyEntries.js';

afterEach(cleanup);

const values = (overrides: Partial<ChangeHistoryEntry['auditData']['current']> = {}) => ({
  modifiedDate: '2026-11-20T10:00:00Z',
  name: 'Cache rules',
  description: '',
  overlayDetails: '',
  selectionMetadata: { selectionText: 'no-store' },
  status: 'ACTIVE',
  ...overrides,
});
const longDescription = `${'A shared cache stores responses. '.repeat(9)}END`;
const entries: ChangeHistoryEntry[] = [
  { id: 5, dbTransactionType: 'ACTIVATE', transactionUserName: 'Ada Lovelace', createdDate: '2026-11-24T10:00:00Z', auditData: { current: values(), previous: values({ status: 'INACTIVE' }) } },
  { id: 4, dbTransactionType: 'DEACTIVATE', transactionUserName: 'Radia Perlman', createdDate: '2026-11-23T10:00:00Z', auditData: { current: values({ status: 'INACTIVE' }), previous: values() } },
  {
    id: 3,
    dbTransactionType: 'UPDATE-SELECTION',
    transactionUserName: 'Ada Lovelace',
    createdDate: '2026-11-22T10:00:00Z',
    auditData: { current: values(), previous: values({ selectionMetadata: { selectionText: 'no-cache' } }) },
  },
  { id: 2, dbTransactionType: 'UPDATE', transactionUserName: 'Ada Lovelace', createdDate: '2026-11-21T10:00:00Z', auditData: { current: values({ description: longDescription }), previous: values() } },
  {
    id: 1,
    dbTransactionType: 'INSERT',
    transactionUserName: 'Ada Lovelace',
    createdDate: '2026-11-20T10:00:00Z',
    auditData: { current: values({ selectionMetadata: { selectionText: 'no-store', sourceCompassPointId: 77 } }), previous: null },
  },
];

const PATH = '/compass-points-change-history/11/42/IETF%20RFC%209110%2F2022';

function historyRoutes(answer: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown; headers?: Record<string, string> }) {
  const queries: Record<string, unknown>[] = [];
  return {
    queries,
    routes: {
      'GET /api/v1/compasspoint/11': () => ({ status: 200, data: compassPoint({ contentCode: 'IETF RFC 9110/2022' }) }),
      'GET /api/v1/audits/compassPoint/11/all': (config: InternalAxiosRequestConfig) => {
        queries.push(config.params as Record<string, unknown>);
        return answer(config);
      },
    },
  };
}

const list = () => screen.findByRole('list', { name: 'Change history' });

describe('/compass-points-change-history', () => {
  it('labels each entry and shows previous → current values, newest first', async () => {
    const { queries, routes } = historyRoutes(() => ({ status: 200, data: { content: entries, totalElements: 5, pageSize: 10 }, headers: { 'x-total-count': '5' } }));
    renderReaderAt(PATH, routes);
    const items = within(await list()).getAllByRole('listitem');
    expect(queries[0]).toEqual({ pageIndex: 0, pageSize: 10, sort: 'createdDate-' });
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Reactivated',
      'Deactivated',
      'Edited (highlighted text changed)',
      'Edited',
      'Created',
    ]);
    expect(screen.getByText('Cache rules · RFC 9110')).toBeTruthy();
    expect(within(items[1]).getByText(/^by Radia Perlman on Nov 23, 2026/)).toBeTruthy();
    const selection = within(items[2]);
    expect(within(selection.getByLabelText('Previous')).getByText('no-cache')).toBeTruthy();
    expect(within(selection.getByLabelText('Current')).getByText('no-store')).toBeTruthy();
    // The carried compass point's creation says where it came from.
    expect(within(items[4]).getByText('Carried from another edition')).toBeTruthy();
    // Text past 255 characters is cut, with See more / See less.
    const edited = within(items[3]);
    expect(edited.queryByText(longDescription)).toBeNull();
    fireEvent.click(edited.getByRole('button', { name: 'See more' }));
    expect(edited.getByText(longDescription)).toBeTruthy();
    fireEvent.click(edited.getByRole('button', { name: 'See less' }));
    expect(edited.queryByText(longDescription)).toBeNull();
  });

  it('sorts oldest first and shows 10, 25, 50 or 100 a page', async () => {
    const { queries, routes } = historyRoutes(() => ({ status: 200, data: { content: entries, totalElements: 60, pageSize: 10 } }));
    renderReaderAt(PATH, routes);
    await list();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest to Newest' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageIndex: 0, pageSize: 10, sort: 'createdDate+' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Show/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageIndex: 0, pageSize: 25, sort: 'createdDate+' }));
  });

  it('says when there is no change, and when the history is not the caller’s to see', async () => {
    renderReaderAt(PATH, historyRoutes(() => ({ status: 200, data: { content: [], totalElements: 0, pageSize: 10 } })).routes);
    expect(await screen.findByText('No changes recorded for this compass point.')).toBeTruthy();
    cleanup();
    renderReaderAt(PATH, historyRoutes(() => ({ status: 403, data: { detail: 'Access is denied' } })).routes);
    expect(await screen.findByText(/You cannot see this compass point's change history/)).toBeTruthy();
    cleanup();
    renderReaderAt('/compass-points-change-history/999/42/X', {});
    expect(await screen.findByText('This compass point does not exist or belongs to another account.')).toBeTruthy();
  });
});
