import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore, createRequestCounter } from './notificationStore.js';

describe('createNotificationStore', () => {
  it('adds notifications with the 7 s default auto-hide and tells subscribers', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);

    const id = store.notify({ type: 'INFO', message: 'Hello' });

    expect(store.getSnapshot()).toEqual([{ id, type: 'INFO', message: 'Hello', autoHideMs: 7_000 }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a notification on screen when autoHideMs is null', () => {
    const store = createNotificationStore();
    store.notify({ type: 'ERROR', message: 'Sticky', autoHideMs: null });
    expect(store.getSnapshot()[0].autoHideMs).toBeNull();
  });

  it('does not show the same text twice while it is on screen', () => {
    const store = createNotificationStore();
    const first = store.notify({ type: 'ERROR', message: 'The server cannot be reached.' });
    const again = store.notify({ type: 'ERROR', message: 'The server cannot be reached.' });

    expect(again).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);

    store.dismiss(first);
    store.notify({ type: 'ERROR', message: 'The server cannot be reached.' });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('dismisses by id, clears, and stops telling unsubscribed listeners', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.notify({ type: 'INFO', message: 'A' });
    store.notify({ type: 'INFO', message: 'B' });

    store.dismiss(a);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['B']);
    store.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('createRequestCounter', () => {
  it('counts up and down and never below zero', () => {
    const counter = createRequestCounter();
    counter.start();
    counter.start();
    expect(counter.getSnapshot()).toBe(2);
    counter.end();
    counter.end();
    counter.end();
    expect(counter.getSnapshot()).toBe(0);
  });
});
