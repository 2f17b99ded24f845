/** Sharing documents with users and groups, and the list of what was shared with the caller. */
export { default as contentSharingRoutes } from './content-sharing.routes.js';
