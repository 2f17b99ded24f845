import type { ChangeFeed } from '../change-feed.js';
import { CACHE_TOPICS, type CacheTopic, type HotCache } from './hot-cache.js';

/** The change-feed topic that carries cache invalidations between processes (docs/adr/0038). */
export const CACHE_CHANGE_TOPIC = 'cache';

/**
 * The catalogue is left out: every process already drops its catalogue answers when its own CatalogueWatch sees the
 * catalogue stamp move, so telling the others would only send each import's invalidation once per process.
 */
const SHARED: ReadonlySet<string> = new Set<CacheTopic>(CACHE_TOPICS.filter((topic) => topic !== 'catalogue'));

export interface InvalidationSharing {
  /** Sends one invalidation to every process (PostgreSQL NOTIFY through the change feed). */
  publish: (detail: { topic: CacheTopic; key: string; from: string }) => Promise<void>;
  /** This process's name: its own notices come back to it and are left alone. */
  self: string;
  log?: { warn(message: string): void };
}

/**
 * Every invalidation this process makes is told to the others, and theirs are applied here, so a write answered by
 * one process is seen by the next read on any other at once rather than when the entry's time runs out. A lost
 * notice costs only that: the entries' TTLs still bound how long a stale answer can live.
 */
export function shareInvalidations(cache: HotCache, feed: Pick<ChangeFeed, 'on'>, sharing: InvalidationSharing): () => void {
  const stopTelling = cache.onInvalidate((topic, key) => {
    if (!SHARED.has(topic)) return;
    sharing.publish({ topic, key, from: sharing.self }).catch((error: unknown) => {
      sharing.log?.warn(`cache: the invalidation of ${topic}:${key} could not be told to the other processes (${(error as Error).message})`);
    });
  });
  const stopHearing = feed.on(CACHE_CHANGE_TOPIC, ({ detail }) => {
    const { topic, key, from } = detail;
    if (from === sharing.self || typeof topic !== 'string' || typeof key !== 'string' || !SHARED.has(topic)) return;
    cache.applyRemoteInvalidation(topic as CacheTopic, key);
  });
  return () => {
    stopTelling();
    stopHearing();
  };
}
