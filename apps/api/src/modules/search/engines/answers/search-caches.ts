import type { Db } from '../../../../db/client.js';

const off = new WeakSet<Db>();

/**
 * Whether searches on this database may keep what they work out from the typed words (the tsquery PostgreSQL reads
 * them as, which title words hold them) for the next search of the same words. SEARCH_CACHE_MB=0 turns this off
 * together with the answers cache, so every search is worked out from scratch (as benchmarks of first searches need).
 */
export const cachesQueries = (db: Db) => !off.has(db);

export const stopCachingQueries = (db: Db) => void off.add(db);
