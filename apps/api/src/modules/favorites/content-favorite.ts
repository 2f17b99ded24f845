import type { Db } from '../../db/client.js';
import { cacheTag, type HotCache } from '../../lib/cache/index.js';
import type { Principal } from '../../plugins/auth.js';
import { favoritesOwnerOf } from './favorites.policy.js';
import { favoriteOf } from './favorites.service.js';

/** The favorites routes invalidate topic 'favorites' of the user on every write; this bounds a write by another process. */
const FAVORITE_TTL_MS = 30_000;

/** The document's entry in the principal's favorites (the metadata's contentFavorite), or null for sessions that keep none. */
export const contentFavoriteOf = (db: Db, principal: Principal, documentId: number): Promise<{ id: number } | null> =>
  favoriteOf(db, favoritesOwnerOf(principal), documentId);

/** contentFavoriteOf answered from memory until the user's favorites change (docs/adr/0036). */
export const cachedContentFavoriteOf =
  (cache: HotCache) =>
  (db: Db, principal: Principal, documentId: number): Promise<{ id: number } | null> => {
    const owner = favoritesOwnerOf(principal);
    if (!owner) return Promise.resolve(null);
    return cache.getOrLoad(
      `content-favorite:${owner.tenantId}:${owner.userId}:${documentId}`,
      { tags: [cacheTag('favorites', owner.userId)], ttlMs: FAVORITE_TTL_MS },
      () => favoriteOf(db, owner, documentId),
    );
  };
