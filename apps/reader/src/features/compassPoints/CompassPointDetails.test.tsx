// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompassPoint } from '@codex/domain';
import { renderWithServices } from '../../test/renderWithServices.js';
import { accountRoutes, fakeServices } from '../../test/fakeServices.js';
import { SessionProvider } from '../session/SessionProvider.js';
import { CompassPointDetails } from './CompassPointDetails.js';
import { compassPoint, settingsAnswer } from './compassPointFixtures.js';
import type { CompassPointSettingsAnswer } from './compassPointTypes.js';

afterEach(cleanup);

function show(point: CompassPoint, settings: CompassPointSettingsAnswer | null = settingsAnswer()) {
  const onChanged = vi.fn();
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      [`POST /api/v1/compasspoint/deactivate/${point.compassPointID}`]: () => ({ status: 200, data: { ...point, status: 'INACTIVE', deletedByEmail: 'ada.lovelace@example.org' } }),
      [`POST /api/v1/compasspoint/activate/${point.compassPointID}`]: () => ({ status: 200, data: { ...point, status: 'ACTIVE' } }),
      [`PUT /api/v1/compasspoint/${point.compassPointID}`]: (config) => ({ status: 200, data: { ...point, ...JSON.parse(String(config.data)) } }),
      'POST /api/v1/compasspoint/mark-shared': () => ({ status: 200, data: point }),
    },
  });
  renderWithServices(
    <SessionProvider>
      <CompassPointDetails point={point} settings={settings} open onClose={() => undefined} onChanged={onChanged} />
    </SessionProvider>,
    fake.services,
  );
  return { ...fake, onChanged };
}

const menuButton = () => screen.findByRole('button', { name: /^Actions for / });

describe('compass point details', () => {
  it('shows the name, description, highlighted text and who and when', async () => {
    show(compassPoint({ overlayDetails: 'See clause 5' }));
    const dialog = await screen.findByRole('dialog', { name: /Cache rules/ });
    expect(within(dialog).getByText('Why our proxies keep responses')).toBeTruthy();
    expect(within(dialog).getByText('See clause 5')).toBeTruthy();
    expect(within(dialog).getByText(/A cache MUST NOT store/)).toBeTruthy();
    expect(within(dialog).getByText('Created by Ada Lovelace on Nov 20, 2026')).toBeTruthy();
    expect(within(dialog).getByText('Active')).toBeTruthy();
  });

  it('deactivates only after the confirmation, then reports the change', async () => {
    const { calls, onChanged } = show(compassPoint());
    fireEvent.click(await menuButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this compass point?' });
    expect(calls).not.toContain('POST /api/v1/compasspoint/deactivate/11');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'INACTIVE' })));
    expect(calls).toContain('POST /api/v1/compasspoint/deactivate/11');
  });

  it('offers Reactivate (with its info message) but not Edit on a deactivated one', async () => {
    const { onChanged } = show(compassPoint({ status: 'INACTIVE', deletedByEmail: 'grace@example.org', deletedDate: '2026-11-21T08:00:00Z' }));
    expect(await screen.findByText('Deactivated by grace@example.org on Nov 21, 2026')).toBeTruthy();
    fireEvent.click(await menuButton());
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Change History' }).getAttribute('href')).toBe('/compass-points-change-history/11/42/IETF-RFC9110');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reactivate' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE' })));
    expect(await screen.findByText('Compass point "Cache rules" is active again and shows in the document.')).toBeTruthy();
  });

  it('edits in the compass point dialog', async () => {
    const { onChanged } = show(compassPoint());
    fireEvent.click(await menuButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Cache rules');
    fireEvent.change(name, { target: { value: 'Cache rules (2)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ name: 'Cache rules (2)' })));
  });

  it("under pdf-view-setting Own shows another user's compass point's menu only when the server allows it (COMPASS_POINT_ADMIN), and nobody's under None", async () => {
    show(compassPoint({ createdById: 9, edit: false }), settingsAnswer({ pdfViewSetting: { manage: 'Own' } }));
    await screen.findByRole('dialog', { name: /Cache rules/ });
    // The session (Ada, id 7) has loaded once the page shows her; the menu stays away.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull());
    cleanup();
    show(compassPoint({ createdById: 9, edit: true }), settingsAnswer({ pdfViewSetting: { manage: 'Own' } }));
    expect(await screen.findByRole('button', { name: /^Actions for / })).toBeTruthy();
    cleanup();
    show(compassPoint(), settingsAnswer({ pdfViewSetting: { manage: 'None' } }));
    await screen.findByRole('dialog', { name: /Cache rules/ });
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('copies the shared link and records it with mark-shared', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = show(compassPoint());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(calls).toContain('POST /api/v1/compasspoint/mark-shared'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/compasspoint/7a1c2a4e-3f7d-4a8e-9d1b-0c7e5a9b2f10`);
  });
});
