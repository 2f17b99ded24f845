// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompassPoint } from '@codex/domain';
import { renderWithServices } from '../../test/renderWithServices.js';
import { accountRoutes, fakeServices } from '../../test/fakeServices.js';
import { SessionProvider } from '../session/SessionProvider.js';
import { DocumentCompassPointsPanel } from './DocumentCompassPointsPanel.js';
import { compassPoint, settingsAnswer } from './compassPointFixtures.js';

afterEach(cleanup);

const active = Array.from({ length: 12 }, (_, i) => compassPoint({ compassPointID: 100 + i, name: `Point ${i + 1} with a name longer than twenty-five` }));
const deactivated = [compassPoint({ compassPointID: 200, name: 'Old point', status: 'INACTIVE', deletedByEmail: 'ada.lovelace@example.org', deletedDate: '2026-11-22T00:00:00Z' })];

function renderPanel(pages: { active: CompassPoint[]; inactive: CompassPoint[] } = { active, inactive: deactivated }) {
  const onOpen = vi.fn();
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      'GET /api/v1/compasspoint/page-view': (config) => {
        const { status, offset, pageSize, contentID } = config.params as { status: 'active' | 'inactive'; offset: number; pageSize: number; contentID: number };
        expect(contentID).toBe(42);
        const all = pages[status];
        return { status: 200, data: { content: all.slice(offset, offset + pageSize), totalElements: all.length, pageIndex: offset / pageSize, pageSize } };
      },
    },
  });
  renderWithServices(
    <SessionProvider>
      <DocumentCompassPointsPanel contentID={42} contentCode="IETF-RFC9110" settings={settingsAnswer()} refreshKey={0} onOpen={onOpen} onChanged={() => undefined} />
    </SessionProvider>,
    fake.services,
  );
  return { ...fake, onOpen };
}

const rows = () => within(screen.getByRole('list', { name: 'Compass Points' })).getAllByRole('listitem');

describe("the document's Compass Points tab", () => {
  it('lists the active compass points ten to a page, names cut at 25, and opens one on click', async () => {
    const { onOpen, calls } = renderPanel();
    await screen.findByText('Point 1 with a name longe…');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Point 11 with a name long…');
    expect(calls.filter((c) => c === 'GET /api/v1/compasspoint/page-view')).toHaveLength(2);
    fireEvent.click(screen.getByText('Point 11 with a name long…'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ compassPointID: 110 }));
  });

  it('switches to the deactivated ones from the first page', async () => {
    renderPanel();
    await screen.findByText('Point 1 with a name longe…');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Point 11 with a name long…');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivated' }));
    await screen.findByText('Old point');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('Deactivated')).toBeTruthy();
  });

  it('says so when there is none', async () => {
    renderPanel({ active: [], inactive: [] });
    expect(await screen.findByText('No active compass points.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Compass Points' })).toBeNull());
  });
});
