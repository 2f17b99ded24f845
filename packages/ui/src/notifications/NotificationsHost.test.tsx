// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createNotificationStore, type NotificationStore } from './notificationStore.js';
import { NotificationsProvider, useNotify, type SupportContact } from './NotificationsContext.js';
import { NotificationsHost } from './NotificationsHost.js';

function renderHost(store: NotificationStore, supportContact?: SupportContact) {
  return render(
    <NotificationsProvider store={store} supportContact={supportContact}>
      <NotificationsHost />
    </NotificationsProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotificationsHost', () => {
  it('hides a notification after 7 seconds, not before', () => {
    const store = createNotificationStore();
    renderHost(store);

    act(() => {
      store.notify({ type: 'SUCCESS', message: 'Group created' });
    });
    expect(screen.getByRole('status').textContent).toContain('Group created');

    act(() => {
      vi.advanceTimersByTime(6_999);
    });
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('announces errors as alerts and other types as status', () => {
    const store = createNotificationStore();
    renderHost(store);

    act(() => {
      store.notify({ type: 'ERROR', message: 'The server cannot be reached.' });
      store.notify({ type: 'INFO', message: 'Saved for later' });
    });

    expect(screen.getByRole('alert').textContent).toContain('The server cannot be reached.');
    expect(screen.getByRole('status').textContent).toContain('Saved for later');
  });

  it("shows the tenant's support e-mail, phone and contact link on an ERROR", () => {
    const store = createNotificationStore();
    renderHost(store, { email: 'help@keystone.example', phone: '+1 (555) 010-2000', contactUrl: 'https://keystone.example/contact' });

    act(() => {
      store.notify({ type: 'ERROR', message: 'Something went wrong' });
    });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Need help? Contact support:');
    expect(within(alert).getByRole('link', { name: 'E-mail: help@keystone.example' }).getAttribute('href')).toBe('mailto:help@keystone.example');
    // The number isolated left to right, so its groups keep their order in an Arabic sentence.
    expect(within(alert).getByRole('link', { name: 'Phone: \u2066+1 (555) 010-2000\u2069' }).getAttribute('href')).toBe('tel:+15550102000');
    const contact = within(alert).getByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe('https://keystone.example/contact');
    expect(contact.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no support contact on SUCCESS or INFO, nor when none is configured', () => {
    const store = createNotificationStore();
    const { unmount } = renderHost(store, { email: 'help@keystone.example' });
    act(() => {
      store.notify({ type: 'SUCCESS', message: 'Done' });
    });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    const bare = createNotificationStore();
    renderHost(bare);
    act(() => {
      bare.notify({ type: 'ERROR', message: 'Failed' });
    });
    expect(screen.getByRole('alert').textContent).not.toContain('Contact support');
  });

  it('stacks three notifications, oldest first, each hiding on its own schedule', () => {
    const store = createNotificationStore();
    renderHost(store);

    act(() => {
      store.notify({ type: 'ERROR', message: 'First' });
    });
    act(() => {
      vi.advanceTimersByTime(3_000);
      store.notify({ type: 'SUCCESS', message: 'Second' });
      store.notify({ type: 'INFO', message: 'Third' });
    });

    const stack = screen.getByTestId('notifications');
    const shown = Array.from(stack.querySelectorAll('[role="alert"], [role="status"]'));
    expect(shown.map((n) => n.textContent)).toEqual([expect.stringContaining('First'), expect.stringContaining('Second'), expect.stringContaining('Third')]);

    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(within(stack).queryByText('First')).toBeNull();
    expect(within(stack).getAllByRole('status')).toHaveLength(2);
  });

  it('lists field details under the message', () => {
    const store = createNotificationStore();
    renderHost(store);

    act(() => {
      store.notify({ type: 'ERROR', message: 'Error on field', details: ['Group name: The value is too short or too long.'] });
    });

    expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toBe('Group name: The value is too short or too long.');
  });

  it('dismisses with the close button and through the store', () => {
    const store = createNotificationStore();
    renderHost(store);
    let second = '';
    act(() => {
      store.notify({ type: 'INFO', message: 'One' });
      second = store.notify({ type: 'INFO', message: 'Two' });
    });

    fireEvent.click(within(screen.getAllByRole('status')[0]).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([expect.stringContaining('Two')]);

    act(() => {
      store.dismiss(second);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a notification while the user clicks elsewhere on the page', () => {
    const store = createNotificationStore();
    renderHost(store);
    act(() => {
      store.notify({ type: 'INFO', message: 'Still here' });
      vi.advanceTimersByTime(10);
    });

    fireEvent.click(document.body);

    expect(screen.getByRole('status').textContent).toContain('Still here');
  });

  it('useNotify notifies from inside the provider', () => {
    function SaveButton() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify({ type: 'SUCCESS', message: 'Saved' })}>
          Save
        </button>
      );
    }
    render(
      <NotificationsProvider>
        <SaveButton />
        <NotificationsHost />
      </NotificationsProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('status').textContent).toContain('Saved');
  });
});
