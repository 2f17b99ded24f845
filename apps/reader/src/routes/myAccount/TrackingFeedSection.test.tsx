// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TrackingFeed } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { AppServicesProvider, NotificationsProvider, createNotificationStore } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { TrackingFeedSection } from './TrackingFeedSection.js';

afterEach(cleanup);

function renderSection(initial: TrackingFeed) {
  const calls: string[] = [];
  let made = 0;
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/tracking-feed': () => ({ status: 200, data: initial }),
      'POST /api/tracking-feed': () => {
        calls.push('POST');
        made += 1;
        return { status: 201, data: { url: `http://localhost/feeds/tracked/token${made}aaaaaaaaaaaaaaaaaaaaaaaaaa.atom`, createdAt: '2026-11-26T10:00:00.000Z' } };
      },
      'DELETE /api/tracking-feed': () => {
        calls.push('DELETE');
        return { status: 200, data: { url: null, createdAt: null } };
      },
    },
  });
  render(
    <MemoryRouter>
      <I18nProvider loadCatalogue={async () => en}>
        <AppServicesProvider services={fake.services}>
          <NotificationsProvider store={createNotificationStore()}>
            <TrackingFeedSection />
          </NotificationsProvider>
        </AppServicesProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return { calls };
}

describe('TrackingFeedSection', () => {
  it('makes a feed address when the feed is off and shows it with a copy button', async () => {
    const { calls } = renderSection({ url: null, createdAt: null });
    expect(await screen.findByText('Your feed is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a feed address' }));
    const address = await screen.findByLabelText('Feed address');
    expect((address as HTMLInputElement).value).toBe('http://localhost/feeds/tracked/token1aaaaaaaaaaaaaaaaaaaaaaaaaa.atom');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(calls).toEqual(['POST']);
  });

  it('asks before making a new address, and cancelling changes nothing', async () => {
    const { calls } = renderSection({ url: null, createdAt: '2026-11-20T10:00:00.000Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new feed address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(((await screen.findByLabelText('Feed address')) as HTMLInputElement).value).toContain('/feeds/tracked/token1');
    expect(calls).toEqual(['POST']);
  });

  it('turns the feed off after a confirmation', async () => {
    const { calls } = renderSection({ url: null, createdAt: '2026-11-20T10:00:00.000Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Turn off your feed?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your feed is off.')).toBeTruthy();
    expect(calls).toEqual(['DELETE']);
    // Once the dialog has closed, the page offers to make an address again.
    expect(await screen.findByRole('button', { name: 'Make a feed address' })).toBeTruthy();
  });
});
