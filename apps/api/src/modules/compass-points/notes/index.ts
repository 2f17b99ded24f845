/** Personal notes on documents, private to their author. */
export { default as userNoteRoutes } from './user-notes.routes.js';
