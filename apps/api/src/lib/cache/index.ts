/** The in-memory cache of the hot read path and its invalidation by topic (docs/adr/0036). */
export { HotCache, cacheTag, type CacheTopic, type HotCacheOptions, type InvalidationListener } from './hot-cache.js';
export { invalidateOnWrites } from './invalidate-on-writes.js';
export { shareInvalidations, CACHE_CHANGE_TOPIC, type InvalidationSharing } from './shared-invalidations.js';
