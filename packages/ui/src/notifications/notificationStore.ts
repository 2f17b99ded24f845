import { TIMING } from '@codex/domain';
import type { NotificationType } from '@codex/data';

export type { NotificationType };

/** A notification on screen. `message` and `details` are already translated text. */
export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  /** Extra lines, e.g. one per invalid field of a 400 answer. */
  details?: string[];
  /** Milliseconds before it hides itself; null keeps it until dismissed. */
  autoHideMs: number | null;
}

export interface NotifyInput {
  type: NotificationType;
  message: string;
  details?: string[];
  /** Defaults to TIMING.notificationAutoHideMs (7000 ms). */
  autoHideMs?: number | null;
}

type Listener = () => void;

export interface NotificationStore {
  /** Shows a notification and returns its id. The same text already on screen is not shown twice. */
  notify: (input: NotifyInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  /** The notifications on screen, oldest first (a new array after each change, for useSyncExternalStore). */
  getSnapshot: () => readonly Notification[];
  subscribe: (listener: Listener) => () => void;
}

function sameDetails(a: string[] | undefined, b: string[] | undefined): boolean {
  return (a ?? []).join('\n') === (b ?? []).join('\n');
}

export function createNotificationStore(): NotificationStore {
  let notifications: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const update = (next: readonly Notification[]) => {
    notifications = next;
    listeners.forEach((listener) => listener());
  };

  return {
    notify: (input) => {
      // Several calls failing together (the server is down) should not bury the page in identical toasts.
      const shown = notifications.find((n) => n.type === input.type && n.message === input.message && sameDetails(n.details, input.details));
      if (shown) return shown.id;
      const notification: Notification = {
        id: `notification-${nextId++}`,
        type: input.type,
        message: input.message,
        ...(input.details?.length ? { details: input.details } : {}),
        autoHideMs: input.autoHideMs === undefined ? TIMING.notificationAutoHideMs : input.autoHideMs,
      };
      update([...notifications, notification]);
      return notification.id;
    },
    dismiss: (id) => {
      if (notifications.some((n) => n.id === id)) update(notifications.filter((n) => n.id !== id));
    },
    clear: () => {
      if (notifications.length) update([]);
    },
    getSnapshot: () => notifications,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Counts the calls in flight, and among them the blocking ones (writes the user made, which mask the page); wire
 * `start`/`end` to createHttpClient's onRequestStart/onRequestEnd, which hand over each call's kind.
 */
export interface RequestCounter {
  start: (call?: { blocking: boolean }) => void;
  end: (call?: { blocking: boolean }) => void;
  /** Calls in flight, of every kind. */
  getSnapshot: () => number;
  /** Blocking calls in flight. */
  getBlockingSnapshot: () => number;
  subscribe: (listener: Listener) => () => void;
}

export function createRequestCounter(): RequestCounter {
  let count = 0;
  let blocking = 0;
  const listeners = new Set<Listener>();
  const set = (next: number, nextBlocking: number) => {
    if (next === count && nextBlocking === blocking) return;
    count = next;
    blocking = nextBlocking;
    listeners.forEach((listener) => listener());
  };
  return {
    start: (call) => set(count + 1, blocking + (call?.blocking ? 1 : 0)),
    end: (call) => set(Math.max(0, count - 1), Math.max(0, blocking - (call?.blocking ? 1 : 0))),
    getSnapshot: () => count,
    getBlockingSnapshot: () => blocking,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
