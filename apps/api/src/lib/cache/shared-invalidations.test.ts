import { describe, expect, it } from 'vitest';
import type { Change, ChangeListener } from '../change-feed.js';
import { HotCache, cacheTag } from './hot-cache.js';
import { shareInvalidations } from './shared-invalidations.js';

/** Two processes' feeds over one channel: what either publishes reaches both, as PostgreSQL NOTIFY does. */
function channel() {
  const feeds: Map<string, Set<ChangeListener>>[] = [];
  const feed = () => {
    const listeners = new Map<string, Set<ChangeListener>>();
    feeds.push(listeners);
    return {
      on(topic: string, listener: ChangeListener) {
        if (!listeners.has(topic)) listeners.set(topic, new Set());
        listeners.get(topic)!.add(listener);
        return () => void listeners.get(topic)!.delete(listener);
      },
    };
  };
  const publish = async (detail: Record<string, unknown>) => {
    const change: Change = { topic: 'cache', detail, via: 'notify' };
    for (const listeners of feeds) for (const listener of listeners.get('cache') ?? []) await listener(change);
  };
  return { feed, publish };
}

const keep = (cache: HotCache, key: string, tag: string) => cache.set(key, 'answer', { tags: [tag], ttlMs: 60_000 });

describe('cache invalidations shared between processes', () => {
  it("drops the other process's entries of an invalidated key, and only those", async () => {
    const { feed, publish } = channel();
    const one = new HotCache();
    const two = new HotCache();
    shareInvalidations(one, feed(), { publish, self: 'host/1' });
    shareInvalidations(two, feed(), { publish, self: 'host/2' });
    keep(two, 'session:7', cacheTag('account', 7));
    keep(two, 'session:8', cacheTag('account', 8));
    keep(one, 'session:7', cacheTag('account', 7));

    one.invalidate('account', 7);
    await new Promise((resolve) => setImmediate(resolve));

    expect(two.get('session:7')).toBeUndefined();
    expect(two.get('session:8')).toBe('answer');
    expect(one.get('session:7')).toBeUndefined();
  });

  it('does not tell again what it heard (no echo between processes) and ignores its own notices', async () => {
    const { feed, publish } = channel();
    const sent: unknown[] = [];
    const counting = async (detail: Record<string, unknown>) => {
      sent.push(detail);
      await publish(detail);
    };
    const one = new HotCache();
    const two = new HotCache();
    shareInvalidations(one, feed(), { publish: counting, self: 'host/1' });
    shareInvalidations(two, feed(), { publish: counting, self: 'host/2' });
    one.invalidate('user', 42);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([{ topic: 'user', key: '42', from: 'host/1' }]);
  });

  it('leaves alone a notice that is not a cache invalidation it knows', async () => {
    const { feed, publish } = channel();
    const cache = new HotCache();
    shareInvalidations(cache, feed(), { publish, self: 'host/1' });
    keep(cache, 'x', cacheTag('user', 1));
    await publish({ topic: 'documents', key: '1', from: 'host/2' });
    await publish({ topic: 'user', key: 1, from: 'host/2' });
    expect(cache.get('x')).toBe('answer');
    await publish({ topic: 'user', key: '1', from: 'host/2' });
    expect(cache.get('x')).toBeUndefined();
  });

  it('says so in the log when the notice cannot be sent, and the invalidation here still holds', async () => {
    const warnings: string[] = [];
    const cache = new HotCache();
    shareInvalidations(cache, channel().feed(), { publish: () => Promise.reject(new Error('connection lost')), self: 'host/1', log: { warn: (m) => warnings.push(m) } });
    keep(cache, 'x', cacheTag('tenant', 3));
    cache.invalidate('tenant', 3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('x')).toBeUndefined();
    expect(warnings).toEqual(['cache: the invalidation of tenant:3 could not be told to the other processes (connection lost)']);
  });
});
