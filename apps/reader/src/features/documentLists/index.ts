/** What the reader's documentLists feature offers the pages and the other features; its other files are its own. */
export { DocumentCard } from './DocumentCard.js';
export { type FavoritePage, type FavoriteTitleSort, type ListedDocument, type SharedPage, fetchAccessedDocuments, fetchFavoriteDocuments, fetchSharedPublications, fetchSharedStandards, fetchTrackedDocuments, fetchUpdatedDocuments, removeFavorite } from './documentListsApi.js';
