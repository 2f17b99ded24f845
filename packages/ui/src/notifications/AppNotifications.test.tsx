// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import type { SignIn } from '@codex/auth';
import type { TenantUiConfig } from '@codex/data';
import { AppServicesProvider, type AppServices } from '../services/AppServices.js';
import { AppNotifications } from './AppNotifications.js';
import { createNotificationStore, createRequestCounter } from './notificationStore.js';

afterEach(cleanup);

function servicesWith(overrides: Partial<AppServices> = {}): AppServices {
  const tenantConfig = {
    supportEmail: 'support@keystone.example',
    supportPhone: '+1 610 555 0100',
    'content-access-messages': { 'sales-link': 'https://keystone.example/sales' },
  } as unknown as TenantUiConfig;
  return { tenantConfig, signIn: {} as SignIn, http: {} as AxiosInstance, ...overrides };
}

describe('AppNotifications', () => {
  it("shows what the app's client reports, with the tenant's support e-mail on an error", async () => {
    const notifications = createNotificationStore();
    render(
      <AppServicesProvider services={servicesWith({ notifications })}>
        <AppNotifications>
          <p>page</p>
        </AppNotifications>
      </AppServicesProvider>,
    );
    act(() => void notifications.notify({ type: 'ERROR', message: 'The server cannot be reached.' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server cannot be reached.');
    expect(screen.getByRole('link', { name: /support@keystone\.example/ }).getAttribute('href')).toBe('mailto:support@keystone.example');
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('hands the active translate function to the services and shows the spinner while calls run', async () => {
    const setTranslate = vi.fn();
    const requests = createRequestCounter();
    render(
      <AppServicesProvider services={servicesWith({ setTranslate, requests })}>
        <AppNotifications>
          <p>page</p>
        </AppNotifications>
      </AppServicesProvider>,
    );
    expect(setTranslate).toHaveBeenCalledTimes(1);
    expect(setTranslate.mock.calls[0][0]('error.unknown')).toBe('Unknown error!');
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => requests.start());
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });
});
