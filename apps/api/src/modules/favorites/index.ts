/** Content favorites and the favorites list. */
export { default as favoritesRoutes } from './favorites.routes.js';
export { cachedContentFavoriteOf, contentFavoriteOf } from './content-favorite.js';
