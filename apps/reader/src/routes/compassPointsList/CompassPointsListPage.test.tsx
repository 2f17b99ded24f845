// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { CompassPoint } from '@codex/domain';
import { compassPoint, tenantSettings } from '../../features/compassPoints/compassPointFixtures.js';
import { compassPointTenant, renderReaderAt } from '../../test/compassPointPages.js';

afterEach(() => {
  cleanup();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const longText = `${'The origin server MUST NOT '.repeat(3)}END`;
const active = Array.from({ length: 12 }, (_, i) =>
  compassPoint({ compassPointID: 100 + i, name: `Point ${String(i + 1).padStart(2, '0')} about caching and proxies`, selectionMetadata: { selectionText: longText } }),
);
const deactivated = [compassPoint({ compassPointID: 200, name: 'Old point', status: 'INACTIVE', deletedByEmail: 'radia@acme.example', deletedDate: '2026-11-22T09:00:00Z' })];

function listRoutes(pages: { active: CompassPoint[]; inactive: CompassPoint[] } = { active, inactive: deactivated }) {
  const queries: Record<string, unknown>[] = [];
  return {
    queries,
    routes: {
      'GET /api/v1/compasspoint/detail/page-view': (config: InternalAxiosRequestConfig) => {
        const query = config.params as { status: 'active' | 'inactive'; pageIndex: number; pageSize: number; sort: string };
        queries.push(query);
        const all = pages[query.status];
        return { status: 200, data: { content: all.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize), totalElements: all.length, pageIndex: query.pageIndex, pageSize: query.pageSize } };
      },
    },
  };
}

const table = () => screen.findByRole('table', { name: 'Compass Points' });

describe('/compass-points-list', () => {
  it('shows the active compass points ten to a page, newest first, with the columns of the spec', async () => {
    const { queries, routes } = listRoutes();
    renderReaderAt('/compass-points-list', routes);
    const rows = within(await table()).getAllByRole('row');
    expect(queries[0]).toEqual({ status: 'active', pageIndex: 0, pageSize: 10, sort: 'createdDate-', createdBy: 'me' });
    expect(rows).toHaveLength(11);
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Designation', 'Status', 'Name', 'Selected text', 'Created by', 'Date', 'Actions']);
    const first = within(rows[1]);
    expect(first.getByRole('link', { name: 'Open RFC 9110 at this compass point' }).getAttribute('href')).toBe(
      '/document?contentCode=IETF-RFC9110&annotationid=7a1c2a4e-3f7d-4a8e-9d1b-0c7e5a9b2f10',
    );
    // What people wrote keeps its own direction in a right-to-left table: the name and the highlight are isolates.
    expect(first.getByText('Point 01 about caching an…').tagName).toBe('BDI');
    expect(first.getByText(`${longText.slice(0, 50)}…`).tagName).toBe('BDI');
    expect(first.getByText('ada.lovelace@example.org')).toBeTruthy();
    expect(first.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Point 11 about caching an…');
    expect(queries.at(-1)).toMatchObject({ pageIndex: 1, sort: 'createdDate-' });
  });

  it('sorts on a field from the menu, toggles the direction, and the switch resets sort and page', async () => {
    const { queries, routes } = listRoutes();
    renderReaderAt('/compass-points-list', routes);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Sort: Created' }));
    const menu = await screen.findByRole('menu', { name: 'Sort by' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Designation', 'Document status', 'Name', 'Created by', 'Created']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Name' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ascending – change to descending' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'name-' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'name-', pageIndex: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Deactivated' }));
    await screen.findByText('Old point');
    expect(queries.at(-1)).toEqual({ status: 'inactive', pageIndex: 0, pageSize: 10, sort: 'deactivatedDate-', createdBy: 'me' });
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]).getByText('Deactivated by')).toBeTruthy();
    expect(within(rows[1]).getByText('radia@acme.example')).toBeTruthy();
    expect(within(rows[1]).getByText('Nov 22, 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'active', pageIndex: 0, pageSize: 10, sort: 'createdDate-', createdBy: 'me' }));
  });

  it('offers the row menu only with enable_compass_points, and deactivates after a confirmation', async () => {
    const { routes } = listRoutes({ active: active.slice(0, 1), inactive: [] });
    const deactivatedNow = { ...active[0], status: 'INACTIVE' };
    const { calls } = renderReaderAt('/compass-points-list', { ...routes, 'POST /api/v1/compasspoint/deactivate/100': () => ({ status: 200, data: deactivatedNow }) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: /^Actions for Point 01/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deactivate this compass point?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls).toContain('POST /api/v1/compasspoint/deactivate/100'));
    cleanup();

    renderReaderAt('/compass-points-list', routes, { tenant: compassPointTenant({ features: [{ code: 'enable_compass_points', enabled: false }] }) });
    await table();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    cleanup();

    renderReaderAt('/compass-points-list', routes, { tenant: compassPointTenant({ compassPointSettings: tenantSettings({ showAuditHistory: false }) }) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: /^Actions for Point 01/ }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    expect(screen.queryByRole('menuitem', { name: 'Change History' })).toBeNull();
  });

  it("says whose compass points it shows, and with Everyone lists the account's, a colleague's with the row menu only where the server allows it", async () => {
    const colleagues = [
      compassPoint({ compassPointID: 300, name: 'Grace on caching', createdById: 99, email: 'grace@acme.example', edit: true }),
      compassPoint({ compassPointID: 301, name: 'Radia on proxies', createdById: 98, email: 'radia@acme.example', edit: false }),
    ];
    const queries: Record<string, unknown>[] = [];
    renderReaderAt('/compass-points-list', {
      'GET /api/v1/compasspoint/detail/page-view': (config: InternalAxiosRequestConfig) => {
        const query = config.params as { createdBy: string; pageSize: number };
        queries.push(query);
        const content = query.createdBy === 'everyone' ? colleagues : [];
        return { status: 200, data: { content, totalElements: content.length, pageIndex: 0, pageSize: query.pageSize } };
      },
    });
    expect(await screen.findByText('The compass points you created in this account.')).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Whose compass points' });
    expect(within(filter).getByRole('button', { name: 'Created by me' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No active compass points.')).toBeTruthy();

    fireEvent.click(within(filter).getByRole('button', { name: 'Everyone' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ createdBy: 'everyone', pageIndex: 0 }));
    expect(screen.getByText('Every compass point of this account, by you and your colleagues.')).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]).getByText('grace@acme.example')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: /^Actions for Grace on caching/ })).toBeTruthy();
    expect(within(rows[2]).queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('says so when there is no compass point', async () => {
    const { routes } = listRoutes({ active: [], inactive: [] });
    renderReaderAt('/compass-points-list', routes);
    expect(await screen.findByText('No active compass points.')).toBeTruthy();
    expect(screen.getByText("Select text in a document's PDF or HTML view and choose Add compass point.")).toBeTruthy();
  });

  it('shows a card per compass point on a phone', async () => {
    (window as { matchMedia?: unknown }).matchMedia = (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
    const { routes } = listRoutes();
    renderReaderAt('/compass-points-list', routes);
    const cards = within(await screen.findByRole('list', { name: 'Compass Points' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByText('Created by: ada.lovelace@example.org · Created: Nov 20, 2026')).toBeTruthy();
  });
});
