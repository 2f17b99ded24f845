import type { Db } from '../../db/client.js';
import type { Principal } from '../../plugins/auth.js';
import { favoritesOwnerOf } from './favorites.policy.js';
import { favoriteOf } from './favorites.service.js';

/** The document's entry in the principal's favorites (the metadata's contentFavorite), or null for sessions that keep none. */
export const contentFavoriteOf = (db: Db, principal: Principal, documentId: number): Promise<{ id: number } | null> =>
  favoriteOf(db, favoritesOwnerOf(principal), documentId);
