import { describe, expect, it } from 'vitest';
import { cacheTag, HotCache } from './hot-cache.js';

const userTag = cacheTag('user', 1);
const accountTag = cacheTag('account', 7);

describe('HotCache', () => {
  it('answers from memory until one of the entry’s topics is invalidated', async () => {
    const cache = new HotCache();
    let loads = 0;
    const load = () => cache.getOrLoad('session:1', { tags: [userTag, accountTag], ttlMs: 60_000 }, async () => `answer ${++loads}`);
    expect(await load()).toBe('answer 1');
    expect(await load()).toBe('answer 1');
    cache.invalidate('user', 2);
    expect(await load()).toBe('answer 1');
    cache.invalidate('account', 7);
    expect(await load()).toBe('answer 2');
    cache.invalidate('user', 1);
    expect(await load()).toBe('answer 3');
    expect(cache.stats).toMatchObject({ hits: 2, misses: 3 });
  });

  it('forgets an entry after its TTL', async () => {
    let now = 1_000;
    const cache = new HotCache({ now: () => now });
    cache.set('k', 'old', { tags: [userTag], ttlMs: 100 });
    now += 99;
    expect(cache.get('k')).toBe('old');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep an answer whose load started before an invalidation of its topic', async () => {
    const cache = new HotCache();
    let release!: (value: string) => void;
    const slow = cache.getOrLoad('k', { tags: [userTag], ttlMs: 60_000 }, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('user', 1);
    // A caller after the invalidation does not join the load that may have read the old state.
    const fresh = cache.getOrLoad('k', { tags: [userTag], ttlMs: 60_000 }, async () => 'new');
    release('old');
    expect(await slow).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('shares one load between callers asking at once, and keeps no answer that keep() refuses', async () => {
    const cache = new HotCache();
    let loads = 0;
    const options = { tags: [userTag], ttlMs: 60_000, keep: (v: string | null) => v !== null };
    const [a, b] = await Promise.all([0, 1].map(() => cache.getOrLoad('missing', options, async () => (loads++, null))));
    expect([a, b, loads]).toEqual([null, null, 1]);
    await cache.getOrLoad('missing', options, async () => (loads++, null));
    expect(loads).toBe(2);
  });

  it('tells listeners of its own invalidations, not of those applied from another process', () => {
    const cache = new HotCache();
    const told: string[] = [];
    cache.onInvalidate((topic, key) => told.push(`${topic}:${key}`));
    cache.set('a', 1, { tags: [cacheTag('catalogue', '*')], ttlMs: 60_000 });
    cache.set('b', 2, { tags: [userTag], ttlMs: 60_000 });
    cache.applyRemoteInvalidation('catalogue', '*');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.invalidate('user', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(told).toEqual(['user:1']);
  });

  it('drops the oldest entry beyond maxEntries', () => {
    const cache = new HotCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key, { tags: [userTag], ttlMs: 60_000 });
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 'b', 'c', 2]);
  });
});
