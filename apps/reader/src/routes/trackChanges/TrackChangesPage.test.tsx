// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackedDocument } from '@codex/domain';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { TRACKED_PAGE_SIZE, TrackChangesPage } from './TrackChangesPage.js';

const tracked = (n: number): TrackedDocument => ({
  contentId: n,
  contentCode: `IETF-RFC${9100 + n}`,
  documentType: 'RFC',
  publisherCode: 'IETF',
  status: 'Active',
  designationNo: `RFC ${9100 + n}`,
  displayDesignation: `RFC ${9100 + n}`,
  documentTitle: `Tracked title ${n}`,
  family: `RFC${9100 + n}`,
  lastUpdateDate: '2026-11-20',
  publishDate: '2026-01-10',
  publishedOnlineDate: null,
  trackedDocumentId: n,
  // The second is tracked as a work item (a draft in progress).
  workItem: n === 2,
  trackingSinceDate: '2026-02-01T09:00:00Z',
  updated: false,
  lastChangeDate: null,
  changes: [],
});

/** The tracking list endpoint, paging as the API does (0-based page, size, count of all). */
function renderPage(total: number, status = 200) {
  const requested: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/tracked-documents/current-user': (config) => {
        const { page, size } = config.params as { page: number; size: number };
        requested.push(config.params);
        if (status !== 200) return { status, data: { message: 'error.http.503' } };
        const start = page * size;
        return { status: 200, data: { count: total, result: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => tracked(start + i + 1)) } };
      },
    },
  });
  renderWithServices(<TrackChangesPage />, fake.services);
  return { requested };
}

const titles = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);

afterEach(cleanup);

describe('/trackChanges', () => {
  it('shows every tracked document, 10 a page, with the pages to go through (not only the first 6)', async () => {
    const { requested } = renderPage(23);
    const list = await screen.findByRole('list', { name: 'Tracker' });
    expect(requested).toEqual([{ page: 0, size: TRACKED_PAGE_SIZE }]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    // Only the document tracked as a work item says so.
    expect(within(list).getAllByText('Work item')).toHaveLength(1);
    expect(within(within(list).getAllByRole('listitem')[1]).getByText('Work item')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getByText('21–23 of 23')).toBeTruthy());
    expect(requested.at(-1)).toEqual({ page: 2, size: TRACKED_PAGE_SIZE });
    // The page's numbers change at once; its documents when they have come.
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Tracker' }))).toEqual([expect.stringContaining('Tracked title 21'), expect.stringContaining('Tracked title 22'), expect.stringContaining('Tracked title 23')]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByText('11–20 of 23')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a spinner while loading, then the empty state without paging', async () => {
    renderPage(0);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('You are not tracking any documents. Track a document to hear when it changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('says the list could not be loaded, and why', async () => {
    renderPage(5, 503);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This list could not be loaded. Please try again later.');
  });
});
