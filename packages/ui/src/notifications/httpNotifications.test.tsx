// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter } from 'axios';
import { createHttpClient, type NotificationDescriptor } from '@codex/data';
import { t } from '@codex/i18n';
import { createNotificationStore, createRequestCounter } from './notificationStore.js';
import { NotificationsProvider } from './NotificationsContext.js';
import { NotificationsHost } from './NotificationsHost.js';
import { createHttpErrorNotifier, notificationFromDescriptor, useHttpNotifications } from './httpNotifications.js';
import { RequestSpinner } from './RequestSpinner.js';

afterEach(cleanup);

const catalogue = {
  fields: { group: { name: 'Group name' }, description: 'Description' },
  error: { Size: 'Wrong length', NotNull: 'Required', validation: 'Error on field', groupexists: 'This %{entityName} already exists' },
};
const translate = (key: string, params?: Record<string, string | number>) => t(key, params, catalogue);

/** '/fail/<status>' answers that status with `{ message }`; '/cancel' rejects as a cancelled call; else 200. */
const adapter: AxiosAdapter = (config) => {
  const failing = /^\/fail\/(\d+)/.exec(config.url ?? '');
  if (failing) {
    const status = Number(failing[1]);
    const response = { data: { message: 'error.url.not.found' }, status, statusText: '', headers: new AxiosHeaders(), config };
    return Promise.reject(new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response));
  }
  if (config.url === '/cancel') return Promise.reject(new CanceledError(undefined, config));
  return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
};

describe('notificationFromDescriptor', () => {
  it('translates the message with its params', () => {
    expect(notificationFromDescriptor({ type: 'ERROR', messageKey: 'error.groupexists', params: { entityName: 'group' } }, translate)).toEqual({
      type: 'ERROR',
      message: 'This group already exists',
    });
  });

  it('names each invalid field by fields.<object>.<field>, then fields.<field>, then its raw name', () => {
    const descriptor: NotificationDescriptor = {
      type: 'ERROR',
      messageKey: 'error.validation',
      fieldErrors: [
        { field: 'fields.group.name', fallbackField: 'fields.name', name: 'name', messageKey: 'error.Size' },
        { field: 'fields.group.description', fallbackField: 'fields.description', name: 'description', messageKey: 'error.NotNull' },
        { field: 'fields.group.code', fallbackField: 'fields.code', name: 'code', messageKey: 'error.Size' },
      ],
    };

    expect(notificationFromDescriptor(descriptor, translate)).toEqual({
      type: 'ERROR',
      message: 'Error on field',
      details: ['Group name: Wrong length', 'Description: Required', 'code: Wrong length'],
    });
  });

  it('shows a server text that is not a key as it is', () => {
    expect(notificationFromDescriptor({ type: 'ERROR', messageKey: 'Group already being edited' }, translate).message).toBe('Group already being edited');
  });
});

describe('createHttpErrorNotifier', () => {
  it("runs the 'account id not exist' handler instead of a notification", () => {
    const notify = vi.fn();
    const accountIdNotExist = vi.fn();
    const onError = createHttpErrorNotifier({ notify, translate, handlers: { 'account-id-not-exist': accountIdNotExist } });
    const descriptor: NotificationDescriptor = { type: 'ERROR', messageKey: 'account id not exist', handler: 'account-id-not-exist' };
    const error = new Error('500');

    onError(descriptor, error);

    expect(notify).not.toHaveBeenCalled();
    expect(accountIdNotExist).toHaveBeenCalledWith(descriptor, error);
  });

  it('wired as onError, a failing call ends up on screen with the support contact and the spinner stops', async () => {
    const store = createNotificationStore();
    const counter = createRequestCounter();
    const http = createHttpClient({
      baseURL: '',
      getAccessToken: () => null,
      getAuthMode: () => null,
      onError: createHttpErrorNotifier({ notify: store.notify, translate: t }),
      onRequestStart: counter.start,
      onRequestEnd: counter.end,
    });
    http.defaults.adapter = adapter;
    render(
      <NotificationsProvider store={store} supportContact={{ email: 'help@keystone.example' }}>
        <RequestSpinner counter={counter} />
        <NotificationsHost />
      </NotificationsProvider>,
    );

    await act(async () => {
      await Promise.allSettled([http.get('/fail/404'), http.get('/cancel')]);
    });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The requested address was not found.');
    expect(alert.querySelector('a[href="mailto:help@keystone.example"]')).not.toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('useHttpNotifications', () => {
  it('reports failures of an existing client while mounted, and stops after unmount', async () => {
    const store = createNotificationStore();
    const http = createHttpClient({ baseURL: '', getAccessToken: () => null, getAuthMode: () => null });
    http.defaults.adapter = adapter;
    function Connect() {
      useHttpNotifications(http);
      return null;
    }
    const { unmount } = render(
      <NotificationsProvider store={store} translate={t}>
        <Connect />
      </NotificationsProvider>,
    );

    await act(async () => {
      await http.get('/fail/404').catch(() => undefined);
      await http.get('/cancel').catch(() => undefined);
    });
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['The requested address was not found.']);

    unmount();
    store.clear();
    await http.get('/fail/404').catch(() => undefined);
    expect(store.getSnapshot()).toEqual([]);
  });
});
