// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_NOTIFICATION_FREQUENCY, type NotificationPreferences } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { AppServicesProvider, NotificationsProvider, createNotificationStore } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { NotificationPreferencesSection } from './NotificationPreferencesSection.js';

function renderSection({ failSave = false } = {}) {
  const saved: NotificationPreferences[] = [];
  let stored: NotificationPreferences = { ...DEFAULT_NOTIFICATION_FREQUENCY };
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/notification-preferences': () => ({ status: 200, data: stored }),
      'PUT /api/notification-preferences': (config) => {
        if (failSave) return { status: 503 };
        stored = JSON.parse(config.data as string) as NotificationPreferences;
        saved.push(stored);
        return { status: 200, data: stored };
      },
    },
  });
  const store = createNotificationStore();
  render(
    <MemoryRouter initialEntries={['/myAccount#notifications']}>
      <I18nProvider loadCatalogue={async () => en}>
        <AppServicesProvider services={fake.services}>
          <NotificationsProvider store={store}>
            <NotificationPreferencesSection />
          </NotificationsProvider>
        </AppServicesProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return { saved, store };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

afterEach(cleanup);

describe('notification preferences on My account', () => {
  it('shows the stored choice per kind after loading', async () => {
    renderSection();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    const tracking = await screen.findByRole('radiogroup', { name: 'A tracked document changed' });
    expect((within(tracking).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group('Something was shared with me')).getByRole('radio', { name: 'Immediately' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group('Group messages')).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Immediately',
      'Daily digest',
      'Weekly digest',
      'Off',
    ]);
    expect(document.getElementById('notifications')).toBeTruthy();
  });

  it('saves the whole choice once something changed, and says it was saved', async () => {
    const { saved, store } = renderSection();
    const save = await screen.findByRole('button', { name: 'Save notifications' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(group('A tracked document changed')).getByRole('radio', { name: 'Weekly digest' }));
    fireEvent.click(within(group('Group messages')).getByRole('radio', { name: 'Off' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual([{ TRACKING: 'WEEKLY', SHARING: 'IMMEDIATE', GROUP_MESSAGES: 'OFF' }]));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your notification settings were saved.');
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['Your notification settings were saved.']);
    expect((screen.getByRole('button', { name: 'Save notifications' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the choice and says so when saving fails', async () => {
    const { saved } = renderSection({ failSave: true });
    await screen.findByRole('radiogroup', { name: 'Group messages' });
    fireEvent.click(within(group('Group messages')).getByRole('radio', { name: 'Off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your notification settings could not be saved. Please try again.')).toBeTruthy();
    expect(saved).toEqual([]);
    expect((within(group('Group messages')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
  });
});
